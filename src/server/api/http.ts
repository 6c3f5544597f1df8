import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody } from '#src/shared/api/errors.ts';

/** How long clients are asked to wait while the database is unreachable (README.md, "Database outages"). */
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
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw new ApiError(400, result.error.issues[0]?.message ?? 'Invalid request', errors);
}

/** Reads and validates a JSON body (the JSON content type is already enforced by middleware). */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
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
  return parseOrThrow(schema, input);
}
