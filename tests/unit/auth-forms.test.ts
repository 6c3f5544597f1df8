import { describe, expect, it } from 'vitest';
import { changePasswordForm, resetPasswordForm, signupForm, signupRequest } from '#src/shared/validation/auth.ts';
import { TEST_PASSWORD } from '#tests/support/factories.ts';

/** What the signup, reset and profile forms show before anything is sent. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const valid = {
  username: 'dock_hand',
  email: 'Dock@Example.com',
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  agreeToTerms: true,
};

describe('account forms', () => {
  it('signup shows every problem at once, including a mismatched confirmation', () => {
    const result = signupForm.safeParse({
      ...valid,
      username: 'ab',
      confirmPassword: 'Warehouse2!',
      agreeToTerms: false,
    });
    expect(messages(result)).toEqual({
      username: 'Username must be 4-20 characters',
      agreeToTerms: 'You must agree to the Terms of Service and Privacy Policy',
      confirmPassword: "Passwords don't match",
    });
  });

  it('signup asks for the confirmation when it is empty', () => {
    expect(messages(signupForm.safeParse({ ...valid, confirmPassword: '' }))).toEqual({
      confirmPassword: 'Please confirm your password',
    });
  });

  it('signup sends only username, email and password, with the email lower-cased', () => {
    const form = signupForm.parse(valid);
    expect(signupRequest.parse(form)).toEqual({
      username: 'dock_hand',
      email: 'dock@example.com',
      password: TEST_PASSWORD,
    });
  });

  it('reset and change-password forms check the confirmation, and a new password must differ', () => {
    expect(
      messages(resetPasswordForm.safeParse({ newPassword: TEST_PASSWORD, confirmPassword: 'Warehouse9!' })),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(
      messages(
        changePasswordForm.safeParse({
          currentPassword: TEST_PASSWORD,
          newPassword: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
        }),
      ),
    ).toEqual({ newPassword: 'Choose a new password that differs from your current one' });
  });
});
