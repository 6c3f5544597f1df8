import { z } from 'zod';

// Zod compiles object parsers with `new Function` where eval is allowed, probing for it on first
// use; the site's Content-Security-Policy forbids eval, and the browser reports even the probe as
// a violation (docs/decisions/security-headers.md). Every form schema builds on this module, so it is set here.
z.config({ jitless: true });

/**
 * One home for each field's rules and its agreed wording (docs/decisions/visitor-wording.md). Forms
 * (react-hook-form via zodResolver) and the API parse with these same schemas.
 */
const PASSWORD_SPECIALS = '@$!%*?&';

export const emailField = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .pipe(z.email('Please enter a valid email address'))
  .transform((v) => v.toLowerCase());

export const usernameField = z
  .string({ error: 'Username must be 4-20 characters' })
  .trim()
  .min(4, 'Username must be 4-20 characters')
  .max(20, 'Username must be 4-20 characters')
  .regex(
    /^[A-Za-z0-9_-]+$/,
    'Username cannot contain spaces or @ symbols. Only letters, numbers, underscores, and hyphens are allowed',
  );

/** The five rules the signup checklist shows live, in order. */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (v: string) => v.length >= 8 },
  { id: 'lower', label: 'One lowercase letter', test: (v: string) => /[a-z]/.test(v) },
  { id: 'upper', label: 'One uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
  { id: 'digit', label: 'One number', test: (v: string) => /\d/.test(v) },
  { id: 'special', label: `One special character (${PASSWORD_SPECIALS})`, test: (v: string) => /[@$!%*?&]/.test(v) },
] as const;

export const passwordField = z
  .string({ error: 'Password must be at least 8 characters long' })
  .min(8, 'Password must be at least 8 characters long')
  .refine(
    (v) => PASSWORD_RULES.slice(1).every((rule) => rule.test(v)),
    'Password must contain at least one lowercase letter, one uppercase letter, one number, and one special character (@$!%*?&)',
  );

export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

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
  messages: { required: string; notNumber: string },
  rules: (n: z.ZodNumber) => T,
) {
  const number = z.number({ error: (issue) => (issue.input === undefined ? messages.required : messages.notNumber) });
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
