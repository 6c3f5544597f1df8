import { sql } from 'drizzle-orm';
import type { Database } from './handle.ts';

/**
 * The database server cannot be reached or does not answer in time: a passing state the API
 * reports as 503 (docs/decisions/database-outages.md), not a bug in the request.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Database unavailable: ${describe(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// Class 08 (connection exception), server shutting down or starting, disk full, out of memory,
// too many connections, statement_timeout.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53[123]00|57014)$/;
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // The embedded database's disk is full: writes fail until space is freed, reads may still work.
  'ENOSPC',
]);
// pg and pg-pool raise these as plain Errors without a code; so may a file system that is full.
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable|Cannot use a pool after calling end|No space left on device/i;

function describe(err: unknown): string {
  const e = err as { code?: string; message?: string } | undefined;
  return [e?.code, e?.message].filter(Boolean).join(' ') || String(err);
}

// What a connection that died while nobody used it gives its next statement (a frozen function
// thawing, Neon's compute suspended): the statement never reached the server.
const DROPPED_ERRNOS = new Set(['ECONNRESET', 'EPIPE']);
const DROPPED_SQLSTATES = /^(57P01|57P02|08003|08006)$/;
const DROPPED_MESSAGES = /Connection terminated unexpectedly|not queryable|Client was closed/i;

/** Whether an error says the connection was gone before the statement ran (db/server-pool.ts retries reads on it). */
export function isDroppedConnection(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e !== 'object') return false;
    if (e instanceof Event && e.type === 'error') return true;
    const code = typeof e.code === 'string' ? e.code : '';
    if (DROPPED_ERRNOS.has(code) || DROPPED_SQLSTATES.test(code)) return true;
    if (typeof e.message === 'string' && DROPPED_MESSAGES.test(e.message)) return true;
  }
  return false;
}

function isUnavailable(err: { code?: unknown; message?: unknown }): boolean {
  // The Neon driver rejects with the WebSocket's bare `error` event when its endpoint cannot be reached.
  if (err instanceof Event && err.type === 'error') return true;
  const code = typeof err.code === 'string' ? err.code : '';
  if (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
  return typeof err.message === 'string' && UNAVAILABLE_MESSAGES.test(err.message);
}

/**
 * The DatabaseUnavailableError behind an error, if the database being down or frozen caused it.
 * Looks through `cause` (drizzle wraps driver errors) and AggregateError (a refused connection
 * to every address of a host).
 */
export function asDatabaseUnavailable(err: unknown): DatabaseUnavailableError | undefined {
  const seen = new Set<unknown>();
  const queue = [err];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (e instanceof DatabaseUnavailableError) return e;
    if (isUnavailable(e as { code?: unknown; message?: unknown })) return new DatabaseUnavailableError(e);
    queue.push((e as { cause?: unknown }).cause);
    if (e instanceof AggregateError) queue.push(...e.errors);
  }
  return undefined;
}

/**
 * The longest a health check waits. Without it, a check that queues behind requests stuck on a
 * frozen server waits for a free connection and then for its own query's timeout, twice as long
 * as any one timeout; a monitor wants its answer sooner.
 */
const PING_WITHIN_MS = 5000;

/** True when the database answers a trivial query within PING_WITHIN_MS. */
export async function pingDatabase(db: Database): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PING_WITHIN_MS} ms`)), PING_WITHIN_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), deadline]);
    return true;
  } catch (err) {
    console.warn(`[db] health check failed: ${describe(asDatabaseUnavailable(err)?.cause ?? err)}`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
