/** Google and Microsoft sign-in: provider names and wording shared by the server and the pages (docs/decisions/sign-in-providers.md). */
import { m } from '#src/shared/i18n/messages.ts';

export const SIGN_IN_PROVIDERS = ['google', 'microsoft'] as const;
export type SignInProviderName = (typeof SIGN_IN_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<SignInProviderName, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
};

/** Why a provider sign-in came back to the login page instead of signing in: `?signInError=` there. */
export const PROVIDER_SIGN_IN_ERRORS = {
  get expired() {
    return m.api_provider_too_long();
  },
  get refused() {
    return m.api_provider_not_confirmed();
  },
  get unavailable() {
    return m.api_provider_unreachable();
  },
  get link_required() {
    return m.api_provider_email_exists();
  },
  get linked_elsewhere() {
    return m.api_provider_linked_elsewhere();
  },
  get no_email() {
    return m.api_provider_no_email();
  },
  get reauth_mismatch() {
    return m.api_provider_use_linked();
  },
} as const;
export type ProviderSignInError = keyof typeof PROVIDER_SIGN_IN_ERRORS;

/** What `intent` a provider sign-in started with. */
export type ProviderIntent = 'sign_in' | 'link' | 'reauth';

export const PROVIDER_MESSAGES = {
  get lastWayIn() {
    return m.api_provider_only_way();
  },
  get notLinked() {
    return m.api_provider_not_linked();
  },
  get signupExpired() {
    return m.api_provider_expired();
  },
  get emailTaken() {
    return m.api_provider_email_exists_2();
  },
  unlinked: (provider: string) => m.api_provider_unlinked({ provider }),
} as const;
