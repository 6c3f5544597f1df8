/**
 * The account endpoints' wording and codes, shared by the server that sends them and the pages
 * that read them. The answers' types are the routes' own (docs/decisions/api-client.md).
 */
import { m } from '#src/shared/i18n/messages.ts';

/** The `code` of the 403 a login gets while the account's address is unconfirmed (the body also carries `email`). */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  emailNotVerified: 'Please verify your email address before logging in. We can send the link again.',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
  usernameAndEmailTaken: 'This username and email are already in use',
  resendSent: 'If an account with that email still needs verifying, a new verification link has been sent.',
  get tokenMissing() {
    return m.api_verification_token_missing();
  },
  verificationInvalid: 'This verification link is invalid or has expired.',
  verified: 'Email verified successfully. You can now log in.',
  emailChanged: 'Your new email address is confirmed. Use it to log in from now on.',
  emailChangeTaken: 'This email address now belongs to another account, so the change was cancelled.',
  get forgotSent() {
    return m.api_reset_sent();
  },
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. You can now log in.',
} as const;

export const PROFILE_MESSAGES = {
  wrongPassword: 'Your current password is incorrect',
  sameEmail: 'This is already your email address',
  passwordChanged: 'Your password has been changed. You were signed out on your other devices.',
  accountDeleted: 'Your account has been deleted.',
  emailChangeCancelled: 'The email change was cancelled.',
  emailChangeSent: (email: string) => m.api_email_change_sent({ email }),
} as const;
