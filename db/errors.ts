/**
 * The unique constraint a PostgreSQL unique_violation names, whichever driver raised it (drizzle
 * wraps the driver's error as `cause`); '' when the driver does not name it, null for any other error.
 */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}
