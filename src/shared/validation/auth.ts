import { z } from 'zod';
import { LOCALES } from '#src/shared/i18n/locale.ts';
import { safeReturnUrl } from '#src/shared/return-url.ts';
import { emailField, passwordField, requiredText, usernameField, type Message } from './fields.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * Account forms and the bodies the API accepts. A *Form schema is what the page validates
 * (with its confirmation fields); the matching *Request schema is what is sent and what the
 * server parses, so confirmation fields never travel.
 */

const PASSWORDS_DONT_MATCH: Message = () => m.v_passwords_dont_match();
export const INVALID_RESET_LINK: Message = () => m.v_reset_link_invalid();
const AGREE_TO_TERMS: Message = () => m.v_agree_to_terms();

/** A password typed to prove who you are: never trimmed, only required. */
const typedPassword = (message: Message) => z.string({ error: message }).min(1, { error: message });

const confirmationField = z
  .string({ error: () => m.v_confirm_password() })
  .min(1, { error: () => m.v_confirm_password() });

/**
 * Adds the "Passwords don't match" check under the confirmation field. It runs even while
 * other fields still have errors (zod skips object refinements otherwise), so the form shows
 * every problem at once.
 */
function withMatchingConfirmation<S extends z.ZodObject>(schema: S, passwordKey: string) {
  return schema.refine((values: Record<string, unknown>) => values[passwordKey] === values.confirmPassword, {
    error: PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return (
        typeof value?.[passwordKey] === 'string' &&
        typeof value.confirmPassword === 'string' &&
        value.confirmPassword !== ''
      );
    },
  });
}

/**
 * Where the visitor was going when asked to log in or sign up (a claim link, the listing form):
 * the e-mailed verification or reset link carries it on, so logging in afterwards goes back
 * there. Any value that is not a path on this site becomes the home page.
 */
const returnUrlField = z
  .string()
  .max(2000)
  .transform((v) => safeReturnUrl(v))
  .optional();

export const signupRequest = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField,
  returnUrl: returnUrlField,
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const signupForm = withMatchingConfirmation(
  signupRequest.extend({
    confirmPassword: confirmationField,
    agreeToTerms: z.boolean({ error: AGREE_TO_TERMS }).refine((agreed) => agreed, { error: AGREE_TO_TERMS }),
  }),
  'password',
);
export type SignupForm = z.input<typeof signupForm>;

export const loginRequest = z.object({
  usernameOrEmail: requiredText(() => m.v_username_or_email_required()),
  password: typedPassword(() => m.v_password_required()),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const forgotPasswordRequest = z.object({ email: emailField, returnUrl: returnUrlField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resendVerificationRequest = z.object({ email: emailField, returnUrl: returnUrlField });
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequest>;

export const resetPasswordForm = withMatchingConfirmation(
  z.object({ newPassword: passwordField, confirmPassword: confirmationField }),
  'newPassword',
);
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;

export const resetPasswordRequest = z.object({
  token: requiredText(INVALID_RESET_LINK),
  newPassword: passwordField,
});

/** GET /api/auth/verify-email?token=…: a missing token is the route's own answer, without a field. */
export const verifyEmailQuery = z.object({ token: z.string().trim().optional() });

export const updateUsernameRequest = z.object({ username: usernameField });

export const changeEmailRequest = z.object({
  newEmail: emailField,
  currentPassword: typedPassword(() => m.v_current_password()),
});

const newPasswordDiffers = {
  error: () => m.v_new_password_differs(),
  path: ['newPassword'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | undefined;
    return typeof value?.currentPassword === 'string' && typeof value.newPassword === 'string';
  },
};

export const changePasswordRequest = z
  .object({
    currentPassword: typedPassword(() => m.v_current_password()),
    newPassword: passwordField,
  })
  .refine((v) => v.newPassword !== v.currentPassword, newPasswordDiffers);

export const changePasswordForm = withMatchingConfirmation(
  z.object({
    currentPassword: typedPassword(() => m.v_current_password()),
    newPassword: passwordField,
    confirmPassword: confirmationField,
  }),
  'newPassword',
).refine((v) => v.newPassword !== v.currentPassword, newPasswordDiffers);
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

export const deleteAccountRequest = z.object({
  password: typedPassword(() => m.v_password_to_confirm()),
});

/** The language the account's e-mails are written in, chosen with the language switcher. */
export const accountLocaleRequest = z.object({ locale: z.enum(LOCALES) });
