import type { SignInProviderName } from '#src/shared/api/sign-in-providers.ts';

/** GET /api/auth/providers/linked: the profile's list. */
export interface LinkedProvider {
  provider: SignInProviderName;
  email: string | null;
  linkedAt: string;
}

/** GET /api/auth/providers/signup: the first sign-in waiting for a username. */
export interface PendingProviderSignup {
  provider: SignInProviderName;
  email: string;
  suggestedUsername: string;
}
