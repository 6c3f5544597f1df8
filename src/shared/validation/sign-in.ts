import { z } from 'zod';
import { SIGN_IN_PROVIDERS } from '#src/shared/api/sign-in-providers.ts';
import { safeReturnUrl } from '#src/shared/return-url.ts';
import { usernameField } from './fields.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** Google/Microsoft sign-in and the second factor's inputs, for the forms and the API alike. */

const CODE_MESSAGE = () => m.v_sign_in_code();

const codeField = z
  .string({ error: CODE_MESSAGE })
  .trim()
  .min(6, { error: CODE_MESSAGE })
  .max(24, { error: CODE_MESSAGE });

export const secondFactorCodeRequest = z.object({ code: codeField });
export type SecondFactorCodeRequest = z.infer<typeof secondFactorCodeRequest>;

/** Turning the factor off: a current code, and the password unless the session just re-signed in with a provider. */
export const disableSecondFactorRequest = z.object({ code: codeField, password: z.string().max(200).optional() });
export type DisableSecondFactorRequest = z.infer<typeof disableSecondFactorRequest>;

export const providerSignupRequest = z.object({ username: usernameField });
export type ProviderSignupRequest = z.infer<typeof providerSignupRequest>;

export const providerName = z.enum(SIGN_IN_PROVIDERS);

/** GET /api/auth/providers/:provider/start?intent=&returnUrl= */
export const providerStartQuery = z.object({
  intent: z.enum(['sign_in', 'link', 'reauth']).default('sign_in'),
  returnUrl: z
    .string()
    .max(2000)
    .optional()
    .transform((v) => safeReturnUrl(v)),
});

/** The provider's redirect back: a code and the state, or an error (the person said no). */
export const providerCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
