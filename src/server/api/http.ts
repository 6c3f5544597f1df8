import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody } from '#src/shared/api/errors.ts';

/** How long clients are asked to wait while the database is unreachable (docs/decisions/database-outages.md). */
export const RETRY_AFTER_SECONDS = 30;

export class ApiError extends HTTPException {
  readonly errors?: Record<string, string>;
  constructor(status: ContentfulStatusCode, message: string, errors?: Record<string, string>) {
    super(status, { message });
    this.errors = errors;
  }
}

export function errorBody(message: string, errors?: Record<string, string>): ApiErrorBody {
  return errors && Object.keys(errors).length ? { message, errors } : { message };
}

/** First message per field, keyed by the dotted path ("contactEmails.0"), as forms show them. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw new ApiError(400, result.error.issues[0]?.message ?? 'Invalid request', errors);
}

/** No form nests deeper than a few levels; far deeper input is an attack on whatever walks it recursively. */
const MAX_JSON_DEPTH = 16;

const NUL_MESSAGE = 'Text fields cannot contain NUL characters.';

/**
 * Refuses, before any schema sees it, what no field may hold: the NUL character, which
 * PostgreSQL cannot store in text (it would fail the insert as a 500), in any string or key,
 * and nesting deeper than MAX_JSON_DEPTH. The walk uses its own stack, so depth cannot
 * overflow the call stack. Each NUL is reported under its field's path, as forms show errors.
 */
function assertStorableInput(input: unknown): void {
  const nulFields: Record<string, string> = {};
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) nulFields[path.join('.') || '_'] ??= NUL_MESSAGE;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) {
      throw new ApiError(400, `The request is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`);
    }
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) nulFields[[...path, key].join('.')] ??= NUL_MESSAGE;
      stack.push({ value: child, path: [...path, key] });
    }
  }
  if (Object.keys(nulFields).length) throw new ApiError(400, NUL_MESSAGE, nulFields);
}

/** Reads and validates a JSON body (the JSON content type is already enforced by middleware). */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  assertStorableInput(body);
  return parseOrThrow(schema, body);
}

/**
 * Validates the query string. Repeated parameters (storageTypesOffered=a&storageTypesOffered=b)
 * arrive as arrays; single ones as strings.
 */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const all = c.req.queries();
  const input: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) input[key] = values.length === 1 ? values[0]! : values;
  assertStorableInput(input);
  return parseOrThrow(schema, input);
}

/** Resolves at `deadline` (a performance.now() time), or at once when it has passed. */
export async function waitUntil(deadline: number): Promise<void> {
  const wait = deadline - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
