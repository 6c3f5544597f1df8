import type { AppDeps } from '#src/server/deps.ts';
import { confirmNewEmailMessage, emailChangeRequestedMessage } from '#src/server/mail/templates/email-change.ts';
import { passwordChangedMessage } from '#src/server/mail/templates/password-changed.ts';
import { resetPasswordMessage } from '#src/server/mail/templates/reset-password.ts';
import { verifyEmailMessage } from '#src/server/mail/templates/verify-email.ts';

interface Recipient {
  username: string;
  email: string;
}

/** Each account message with its template and its kind in sent_emails. Delivery failures are logged by the mailer. */
export const accountMail = {
  verifyEmail: ({ mailer, config }: AppDeps, user: Recipient, token: string) =>
    mailer.send({
      to: user.email,
      kind: 'verify_email',
      ...verifyEmailMessage({ siteUrl: config.siteUrl, username: user.username, token }),
    }),

  resetPassword: ({ mailer, config }: AppDeps, user: Recipient, token: string) =>
    mailer.send({
      to: user.email,
      kind: 'reset_password',
      ...resetPasswordMessage({ siteUrl: config.siteUrl, username: user.username, token }),
    }),

  passwordChanged: ({ mailer, config }: AppDeps, user: Recipient) =>
    mailer.send({
      to: user.email,
      kind: 'password_changed',
      ...passwordChangedMessage({ siteUrl: config.siteUrl, username: user.username }),
    }),

  confirmNewEmail: ({ mailer, config }: AppDeps, user: Recipient, newEmail: string, token: string) =>
    mailer.send({
      to: newEmail,
      kind: 'email_change_confirm',
      ...confirmNewEmailMessage({ siteUrl: config.siteUrl, username: user.username, newEmail, token }),
    }),

  emailChangeRequested: ({ mailer, config }: AppDeps, user: Recipient, newEmail: string) =>
    mailer.send({
      to: user.email,
      kind: 'email_change_notice',
      ...emailChangeRequestedMessage({ siteUrl: config.siteUrl, username: user.username, newEmail }),
    }),
};
