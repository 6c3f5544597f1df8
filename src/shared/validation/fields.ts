import { z } from 'zod';
import { m } from '#src/shared/i18n/messages.ts';

// Zod compiles object parsers with `new Function` where eval is allowed, probing for it on first
// use; the site's Content-Security-Policy forbids eval, and the browser reports even the probe as
// a violation (docs/decisions/security-headers.md). Every form schema builds on this module, so it is set here.
// A check without a message of its own says "Invalid value" from the catalogue rather than zod's
// English (docs/decisions/i18n.md): every field a form shows has its own message.
z.config({ jitless: true, customError: () => m.v_invalid_value() });

/**
 * One home for each field's rules and its agreed wording (docs/decisions/visitor-wording.md). Forms
 * (react-hook-form via zodResolver) and the API parse with these same schemas.
 */
const PASSWORD_SPECIALS = '@$!%*?&';

export const emailField = z
  .string({ error: () => m.v_email_invalid() })
  .trim()
  .pipe(z.email({ error: () => m.v_email_invalid() }))
  .transform((v) => v.toLowerCase());

export const usernameField = z
  .string({ error: () => m.v_username_length() })
  .trim()
  .min(4, { error: () => m.v_username_length() })
  .max(20, { error: () => m.v_username_length() })
  .regex(/^[A-Za-z0-9_-]+$/, { error: () => m.v_username_characters() });

/** The five rules the signup checklist shows live, in order. */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (v: string) => v.length >= 8 },
  { id: 'lower', label: 'One lowercase letter', test: (v: string) => /[a-z]/.test(v) },
  { id: 'upper', label: 'One uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
  { id: 'digit', label: 'One number', test: (v: string) => /\d/.test(v) },
  { id: 'special', label: `One special character (${PASSWORD_SPECIALS})`, test: (v: string) => /[@$!%*?&]/.test(v) },
] as const;

export const passwordField = z
  .string({ error: () => m.v_password_length() })
  .min(8, { error: () => m.v_password_length() })
  .refine((v) => PASSWORD_RULES.slice(1).every((rule) => rule.test(v)), { error: () => m.v_password_rules() });

/**
 * A validation message, read when zod raises its issue rather than when the schema is built, so it
 * is in the language of the page, or of the request on the server (docs/decisions/i18n.md).
 */
export type Message = () => string;

export const requiredText = (message: Message) => z.string({ error: message }).trim().min(1, { error: message });

/**
 * A number as a form field or a JSON body sends it: a number, or text with optional thousands
 * commas. A blank field is undefined, not 0, so it reads as missing rather than as too small.
 */
export function typedNumber(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const digits = value.trim().replace(/,/g, '');
  return digits === '' ? undefined : Number(digits);
}

/**
 * A number the visitor must give: left empty it says `required` (the spec's "<Field> is
 * required"), anything but a number says `notNumber`; `rules` adds the field's own limits.
 */
export function requiredNumber<T extends z.ZodType<number>>(
  messages: { required: Message; notNumber: Message },
  rules: (n: z.ZodNumber) => T,
) {
  const number = z.number({
    error: (issue) => (issue.input === undefined ? messages.required() : messages.notNumber()),
  });
  return z.preprocess(typedNumber, rules(number));
}

export const optionalText = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

const uuid = z.uuid();

/** Whether a value is a well-formed id (every table's primary key is a uuid). */
export function isUuid(value: unknown): value is string {
  return uuid.safeParse(value).success;
}

/**
 * Who the browser thinks is signed in, as some requests carry it. The server never acts on it:
 * it only refuses a request whose claim is not the session user's own.
 */
export const claimedUserFields = {
  userId: z.string().nullish(),
  userEmail: z.string().nullish(),
};
