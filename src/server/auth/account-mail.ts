import type { AppConfig } from '#src/server/config.ts';
import type { QueuedMessage } from '#src/server/mail/outbox.ts';
import { confirmNewEmailMessage, emailChangeRequestedMessage } from '#src/server/mail/templates/email-change.ts';
import { passwordChangedMessage } from '#src/server/mail/templates/password-changed.ts';
import { resetPasswordMessage } from '#src/server/mail/templates/reset-password.ts';
import { verifyEmailMessage } from '#src/server/mail/templates/verify-email.ts';
import { inLanguageOf } from '#src/server/i18n/request-locale.ts';

interface Recipient {
  username: string;
  email: string;
  /** The account's language (users.locale): its messages are written in it. */
  locale?: string;
}

/** Each account message with its template and its kind, ready for queueMail (mail/outbox.ts). */
export const accountMail = {
  verifyEmail: ({ siteUrl }: AppConfig, user: Recipient, token: string, returnUrl?: string): QueuedMessage =>
    inLanguageOf(user, () => ({
      to: user.email,
      kind: 'verify_email',
      ...verifyEmailMessage({ siteUrl, username: user.username, token, returnUrl }),
    })),

  resetPassword: ({ siteUrl }: AppConfig, user: Recipient, token: string, returnUrl?: string): QueuedMessage =>
    inLanguageOf(user, () => ({
      to: user.email,
      kind: 'reset_password',
      ...resetPasswordMessage({ siteUrl, username: user.username, token, returnUrl }),
    })),

  passwordChanged: ({ siteUrl }: AppConfig, user: Recipient): QueuedMessage =>
    inLanguageOf(user, () => ({
      to: user.email,
      kind: 'password_changed',
      ...passwordChangedMessage({ siteUrl, username: user.username }),
    })),

  confirmNewEmail: ({ siteUrl }: AppConfig, user: Recipient, newEmail: string, token: string): QueuedMessage =>
    inLanguageOf(user, () => ({
      to: newEmail,
      kind: 'email_change_confirm',
      ...confirmNewEmailMessage({ siteUrl, username: user.username, newEmail, token }),
    })),

  emailChangeRequested: ({ siteUrl }: AppConfig, user: Recipient, newEmail: string): QueuedMessage =>
    inLanguageOf(user, () => ({
      to: user.email,
      kind: 'email_change_notice',
      ...emailChangeRequestedMessage({ siteUrl, username: user.username, newEmail }),
    })),
};

/**
 * Stands in for the account when an address has none: forgot-password and resend-verification
 * then run the same statements (an update that matches no row) in the same time, so the answer's
 * timing does not tell whether the address has an account.
 */
export const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';
