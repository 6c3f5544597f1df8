import { zValidator, type Hook } from '@hono/zod-validator';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody } from '#src/shared/api/errors.ts';
import { m, type LocalizedString } from '#src/shared/i18n/messages.ts';
import type { AppEnv } from './context.ts';

/** How long clients are asked to wait while the database is unreachable (docs/decisions/database-outages.md). */
export const RETRY_AFTER_SECONDS = 30;

/**
 * A refusal. Its sentences are catalogue messages (a LocalizedString comes only from calling one),
 * called where the refusal is decided, so they are in the request's language
 * (docs/decisions/i18n.md): nothing rewrites an answer afterwards.
 */
export class ApiError extends HTTPException {
  readonly errors?: Record<string, LocalizedString>;
  constructor(status: ContentfulStatusCode, message: LocalizedString, errors?: Record<string, LocalizedString>) {
    super(status, { message });
    this.errors = errors;
  }
}

export function errorBody(message: string, errors?: Record<string, string>): ApiErrorBody {
  return errors && Object.keys(errors).length ? { message, errors } : { message };
}

/**
 * An issue's message. The shared schemas take every message from the catalogue, read when the issue
 * is raised (src/shared/validation/fields.ts, `Message`), and zod's own messages are replaced by one
 * (`customError` there), so it is in the request's language; zod types it as a plain string.
 */
const issueMessage = (issue: z.core.$ZodIssue) => issue.message as LocalizedString;

/** First message per field, keyed by the dotted path ("contactEmails.0"), as forms show them. */
function fieldErrors(error: z.core.$ZodError): Record<string, LocalizedString> {
  const errors: Record<string, LocalizedString> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issueMessage(issue);
  }
  return errors;
}

/** No form nests deeper than a few levels; far deeper input is an attack on whatever walks it recursively. */
const MAX_JSON_DEPTH = 16;

/**
 * Refuses, before any schema sees it, what no field may hold: the NUL character, which
 * PostgreSQL cannot store in text (it would fail the insert as a 500), in any string or key,
 * and nesting deeper than MAX_JSON_DEPTH. The walk uses its own stack, so depth cannot
 * overflow the call stack. Each NUL is reported under its field's path, as forms show errors.
 */
export function assertStorableInput(input: unknown): void {
  const nulFields: Record<string, LocalizedString> = {};
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) nulFields[path.join('.') || '_'] ??= m.api_nul_characters();
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) {
      throw new ApiError(400, m.api_nested_too_deeply());
    }
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) nulFields[[...path, key].join('.')] ??= m.api_nul_characters();
      stack.push({ value: child, path: [...path, key] });
    }
  }
  const [firstNul] = Object.values(nulFields);
  if (firstNul) throw new ApiError(400, firstNul, nulFields);
}

/** What the browser sends: a JSON body as the schema reads it, a query's parameters as text, each optional. */
type SentAs<Target, S extends z.ZodType> = Target extends 'json'
  ? z.input<S>
  : { [K in keyof z.input<S>]?: string | string[] };

/** The validator's hook: it answers nothing itself, so a route's answers are only its own. */
type Refusal<Target extends 'json' | 'query', S extends z.ZodType> = (
  result: Parameters<Hook<z.output<S>, AppEnv, string, Target, never, S>>[0],
) => void;

/**
 * Validates one part of the request (`json`, `query`) with a shared schema, as the
 * route's middleware, so the route's type carries its input to the typed client
 * (src/client/api.ts). A refused input is a 400 with the first message and every field's own, as
 * forms show them. Repeated query parameters (storageTypesOffered=a&storageTypesOffered=b) arrive
 * as arrays, single ones as strings. Before any schema sees them, a JSON body is known to parse
 * and to be storable, and so is the query (guards.ts, jsonBodiesOnly and storableQuery).
 */
export function validated<Target extends 'json' | 'query', S extends z.ZodType>(target: Target, schema: S) {
  return zValidator<S, Target, AppEnv, string, Refusal<Target, S>, SentAs<Target, S>>(target, schema, (result) => {
    if (!result.success) {
      const [first] = result.error.issues;
      throw new ApiError(400, first ? issueMessage(first) : m.api_invalid_request(), fieldErrors(result.error));
    }
  });
}

/** Resolves at `deadline` (a performance.now() time), or at once when it has passed. */
export async function waitUntil(deadline: number): Promise<void> {
  const wait = deadline - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
