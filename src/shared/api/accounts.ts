/**
 * The account endpoints' wording and codes, shared by the server that sends them and the pages
 * that read them. The answers' types are the routes' own (docs/decisions/api-client.md).
 */
import { m } from '#src/shared/i18n/messages.ts';

/** The `code` of the 403 a login gets while the account's address is unconfirmed (the body also carries `email`). */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

export const AUTH_MESSAGES = {
  get invalidCredentials() {
    return m.api_invalid_credentials();
  },
  get emailNotVerified() {
    return m.api_verify_first();
  },
  get usernameTaken() {
    return m.api_username_taken();
  },
  get emailTaken() {
    return m.api_email_taken();
  },
  get usernameAndEmailTaken() {
    return m.api_username_email_taken();
  },
  get resendSent() {
    return m.api_verification_resent();
  },
  get tokenMissing() {
    return m.api_verification_token_missing();
  },
  get verificationInvalid() {
    return m.api_verification_link_invalid();
  },
  get verified() {
    return m.api_email_verified();
  },
  get emailChanged() {
    return m.api_new_email_confirmed();
  },
  get emailChangeTaken() {
    return m.api_email_change_conflict();
  },
  get forgotSent() {
    return m.api_reset_sent();
  },
  get resetInvalid() {
    return m.api_reset_link_invalid();
  },
  get resetDone() {
    return m.api_password_reset();
  },
} as const;

export const PROFILE_MESSAGES = {
  get wrongPassword() {
    return m.api_current_password_wrong();
  },
  get sameEmail() {
    return m.api_same_email();
  },
  get passwordChanged() {
    return m.api_password_changed();
  },
  get accountDeleted() {
    return m.api_account_deleted();
  },
  get emailChangeCancelled() {
    return m.api_email_change_cancelled();
  },
  emailChangeSent: (email: string) => m.api_email_change_sent({ email }),
} as const;
