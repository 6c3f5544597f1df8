import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '#src/client/api.ts';

/**
 * Puts the server's `errors: { field: message }` (API convention) under the matching fields, so
 * a taken username or a wrong current password shows where the user typed it. Returns whether
 * any field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const errors = err instanceof ApiRequestError ? err.body?.errors : undefined;
  if (!errors || typeof errors !== 'object') return false;
  let applied = false;
  for (const field of fields) {
    const message = errors[field];
    if (typeof message === 'string' && message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** "server message, or fallback" for the failure toasts (docs/decisions/visitor-wording.md). */
export function serverMessage(err: unknown, fallback: string): string {
  return err instanceof ApiRequestError ? err.serverMessage(fallback) : fallback;
}
