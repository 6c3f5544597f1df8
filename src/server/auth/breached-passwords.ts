import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import { m } from '#src/shared/i18n/messages.ts';

/** Why a common password is refused, in the language of the request (docs/decisions/i18n.md). */
export const commonPasswordRefusal = () => m.api_password_too_common();

/**
 * The 49,000 passwords that lead the breach lists (zxcvbn's), bundled so the check works offline
 * and only on the server: the browser never downloads the list.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/**
 * Whether a password is one of the common ones, whatever its letter case and with any special
 * characters added at the end: "Password1!" is "password1" dressed up for the rules.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower.replace(/[^a-z0-9]+$/, ''));
}

/**
 * The request schema with a common `field` refused under that field, on top of the shared
 * password rules. Runs only once the rest of the request is valid.
 */
export function refusingCommonPassword<S extends z.ZodType<Record<string, unknown>>>(schema: S, field: string) {
  return schema.superRefine((values, ctx) => {
    const password = values[field];
    if (typeof password === 'string' && isCommonPassword(password)) {
      ctx.addIssue({ code: 'custom', message: commonPasswordRefusal(), path: [field] });
    }
  });
}
