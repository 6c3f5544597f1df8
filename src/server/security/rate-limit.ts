import { lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../../../db/client.ts';
import { rateLimits } from '../../../db/schema.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window closes (0 when allowed). */
  retryAfterSeconds: number;
}

/** No limit here spans more than this, so older windows can go. */
const KEEP_WINDOWS_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one hit against `key` in a fixed window of `windowMs` and says whether it stays within
 * `limit`. The counter lives in the database, so the limit holds across serverless instances;
 * the single upsert makes concurrent hits count correctly.
 */
export async function hitRateLimit(db: Database, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  // A fresh window is a cheap moment to drop stale ones; sampling keeps it off most requests.
  if (count === 1 && Math.random() < 0.02) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - KEEP_WINDOWS_MS)));
  }
  if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)) };
}

/**
 * The visitor's IP address. On the Node server it is the socket's peer; on Netlify, whose edge
 * overwrites this header, it is x-nf-client-connection-ip. Other forwarded headers are ignored:
 * a client could set them to dodge a limit.
 */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? c.req.header('x-nf-client-connection-ip') ?? 'unknown';
}
