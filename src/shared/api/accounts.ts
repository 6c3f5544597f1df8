/**
 * The account endpoints' answers and wording, shared by the server that sends them and the
 * pages that read them.
 */
import { m } from '#src/shared/i18n/messages.ts';

/** What the browser may know about the signed-in user (GET /api/user, login, signup). */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  /**
   * The admin dashboard's path (no slashes), in GET /api/user's answer to admins only: no page
   * or file served to visitors names it (docs/decisions/admin-dashboard.md).
   */
  adminPath?: string;
  /** In GET /api/user's answer to an admin without a second factor: the dashboard sends them to set it up. */
  needsSecondFactor?: boolean;
}

/** The signed-in user's own account, as the profile page shows it (GET /api/profile). */
export interface ProfileUser extends SessionUser {
  emailVerified: boolean;
  /** A new address waiting for its confirmation link, or null. */
  pendingEmail: string | null;
  createdAt: string;
}

/** POST /api/auth/signup's answer (201). */
export interface SignupAnswer {
  requiresVerification: boolean;
  email: string;
  user: SessionUser & { emailVerified: boolean };
}

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
