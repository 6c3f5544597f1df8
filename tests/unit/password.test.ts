import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '#src/server/auth/password.ts';
import { TEST_PASSWORD } from '#tests/support/factories.ts';

describe('password hashing', () => {
  it('verifies the right password only, and never stores it in clear', async () => {
    const hash = await hashPassword(TEST_PASSWORD);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(hash).not.toContain(TEST_PASSWORD);
    expect(await verifyPassword(TEST_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD.toLowerCase(), hash)).toBe(false);
  });
});
