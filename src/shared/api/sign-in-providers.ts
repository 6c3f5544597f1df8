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
  expired: 'That sign-in took too long or was already used. Please try again.',
  refused: 'The provider did not confirm your sign-in. Please try again.',
  unavailable: 'The provider could not be reached. Please try again in a minute.',
  link_required:
    'An account with this email already exists. Log in with your password, then link the provider from your profile.',
  linked_elsewhere: 'That account is already linked to another Warehouse Finder account.',
  no_email: 'The provider did not share an email address, so no account could be made.',
  reauth_mismatch: 'Sign in with the account linked to your profile.',
} as const;
export type ProviderSignInError = keyof typeof PROVIDER_SIGN_IN_ERRORS;

/** What `intent` a provider sign-in started with. */
export type ProviderIntent = 'sign_in' | 'link' | 'reauth';

export const PROVIDER_MESSAGES = {
  lastWayIn: 'This is your only way to sign in. Set a password or link another provider first.',
  notLinked: 'That provider is not linked to your account.',
  signupExpired: 'Your sign-in has expired. Please continue with the provider again.',
  emailTaken:
    'An account with this email already exists. Log in with your password and link the provider from your profile.',
  unlinked: (provider: string) => m.api_provider_unlinked({ provider }),
} as const;
