import { describe, expect, it } from 'vitest';
import { commonPasswordRefusal, isCommonPassword } from '#src/server/auth/breached-passwords.ts';
import { issueResetLink } from '#src/server/auth/email-links.ts';
import { PASSWORD_RULES } from '#src/shared/validation/fields.ts';
import { DEMO_ACCOUNTS } from '#src/tools/demo/demo-data.ts';
import { requestFrom, sessionFor } from '#tests/support/accounts.ts';
import { useTestApp } from '#tests/support/app.ts';
import { createUser, TEST_PASSWORD, testPasswordHash } from '#tests/support/factories.ts';

/** Common passwords that pass every rule: capitalised, with a special character added at the end. */
const COMMON = ['Password1!', 'Qwerty123!', 'P@ssw0rd', 'Iloveyou1!'];

describe('common passwords', () => {
  const ctx = useTestApp();

  it('recognises common passwords dressed up for the rules, and not the demo or test passwords', () => {
    for (const password of COMMON) {
      expect(
        PASSWORD_RULES.every((rule) => rule.test(password)),
        password,
      ).toBe(true);
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of [TEST_PASSWORD, DEMO_ACCOUNTS.admin.password, DEMO_ACCOUNTS.owner.password]) {
      expect(
        PASSWORD_RULES.every((rule) => rule.test(password)),
        password,
      ).toBe(true);
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('refuses one on signup, under the password field', async () => {
    const res = await requestFrom(ctx, '/api/auth/signup', {
      body: { username: 'commonpw', email: 'commonpw@example.com', password: 'Password1!' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: commonPasswordRefusal(),
      errors: { password: commonPasswordRefusal() },
    });
  });

  it('refuses one on reset, under the new password field', async () => {
    const user = await createUser(ctx.db);
    const token = await issueResetLink(ctx.db, user.id);
    const res = await requestFrom(ctx, '/api/auth/reset-password', { body: { token, newPassword: 'Qwerty123!' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: commonPasswordRefusal(),
      errors: { newPassword: commonPasswordRefusal() },
    });
  });

  it('refuses one on change, under the new password field', async () => {
    const user = await createUser(ctx.db, { password: await testPasswordHash() });
    const cookie = await sessionFor(ctx.db, user);
    const res = await requestFrom(ctx, '/api/profile/password', {
      cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'P@ssw0rd' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: commonPasswordRefusal(),
      errors: { newPassword: commonPasswordRefusal() },
    });
  });
});
