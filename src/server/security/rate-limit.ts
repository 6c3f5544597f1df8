import { and, eq, like, lt, or, sql } from 'drizzle-orm';
import { asDatabaseUnavailable, DatabaseUnavailableError } from '#db/availability.ts';
import type { Database } from '#db/client.ts';
import { rateLimits } from '#db/schema.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until one more hit would be allowed again (0 when allowed). */
  retryAfterSeconds: number;
}

/** No limit here spans more than this, so older windows can go. */
const KEEP_WINDOWS_MS = 24 * 60 * 60 * 1000;

/** What the sliding-window estimate needs: hits in this window and the one before, and how far into this one we are. */
export interface WindowCounts {
  previous: number;
  current: number;
  /** Milliseconds since the current window opened. */
  elapsedMs: number;
  windowMs: number;
}

/**
 * Hits in the last `windowMs`, estimated from two fixed windows: the previous window's count
 * weighted by how much of it still overlaps the sliding window, plus the current count. Unlike
 * a plain fixed window this allows no burst of twice the limit across a window boundary.
 */
export function slidingWindowEstimate({ previous, current, elapsedMs, windowMs }: WindowCounts): number {
  return previous * (1 - elapsedMs / windowMs) + current;
}

/**
 * Milliseconds until one more hit would stay within `limit`, if nothing else is hit meanwhile:
 * first while the previous window's weight fades, else once the current window has become the
 * previous one and faded enough.
 */
export function waitUntilAllowedMs(counts: WindowCounts, limit: number): number {
  const { previous, current, elapsedMs, windowMs } = counts;
  const room = limit - 1; // the next hit itself counts
  if (current <= room && previous > 0) {
    const fadeUntil = windowMs * (1 - (room - current) / previous);
    if (fadeUntil < windowMs) return Math.max(0, fadeUntil - elapsedMs);
  }
  const fadeNext = current > 0 ? windowMs * Math.max(0, 1 - room / current) : 0;
  return windowMs - elapsedMs + fadeNext;
}

/**
 * Counts one hit against `key` and says whether the hits in the last `windowMs` stay within
 * `limit`. The counters live in the database, so the limit holds across serverless instances;
 * the single upsert makes concurrent hits count correctly.
 *
 * A counter that cannot be written (database down, disk full) fails closed with
 * DatabaseUnavailableError, which the API answers as 503: a request the limit cannot count, a
 * login above all, is never let through.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  try {
    return await countHit(db, key, limit, windowMs, now);
  } catch (err) {
    throw asDatabaseUnavailable(err) ?? new DatabaseUnavailableError(err);
  }
}

async function countHit(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): Promise<RateLimitResult> {
  const windowStartMs = Math.floor(now / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(windowStartMs), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const current = row?.count ?? 1;
  const [before] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, new Date(windowStartMs - windowMs))));
  // A fresh window is a cheap moment to drop stale ones; sampling keeps it off most requests.
  if (current === 1 && Math.random() < 0.02) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - KEEP_WINDOWS_MS)));
  }
  const counts: WindowCounts = { previous: before?.count ?? 0, current, elapsedMs: now - windowStartMs, windowMs };
  if (slidingWindowEstimate(counts) <= limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitUntilAllowedMs(counts, limit) / 1000)) };
}

/** Forgets the counters `key` and every `key:…` below it (an account's login counters after a password reset). */
export async function clearRateLimits(db: Database, key: string): Promise<void> {
  const escaped = key.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  await db.delete(rateLimits).where(or(eq(rateLimits.key, key), like(rateLimits.key, `${escaped}:%`)));
}
