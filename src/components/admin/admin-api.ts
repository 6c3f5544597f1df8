import { ApiRequestError } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** The per-field messages of a 400 (`errors: { field: message }`), a list's rows (`images.2`) under the list. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  const errors = err instanceof ApiRequestError ? err.body?.errors : undefined;
  const byField: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors && typeof errors === 'object' ? errors : {})) {
    byField[key.split('.')[0]!] ??= String(message);
  }
  return byField;
}

/** The 409 a listing action gets when another admin changed the listing since it was loaded. */
export function isChangedConflict(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status === 409 && err.serverMessage('') === ADMIN_MESSAGES.changed;
}

/**
 * Runs an action with a toast for its outcome. Returns the answer, or null when it failed (the
 * toast says why). A stale-version 409 is handed to `onConflict` instead of a toast.
 */
export async function runAction<T>(
  action: () => Promise<T>,
  messages: { done: string; failed: string },
  onConflict?: () => void,
): Promise<T | null> {
  try {
    const answer = await action();
    showToast({ title: messages.done, variant: 'success' });
    return answer;
  } catch (err) {
    if (onConflict && isChangedConflict(err)) {
      onConflict();
      return null;
    }
    showToast({
      title: messages.failed,
      description: serverMessage(err, m.profile_please_try_again()),
      variant: 'error',
    });
    return null;
  }
}

export { formatDateTime } from '#src/shared/i18n/format.ts';
export const daysAgo = (days: number) =>
  days === 0 ? m.admin_today() : days === 1 ? m.admin_1_day_ago() : m.admin_days_days_ago({ days });
