import type { Context, MiddlewareHandler } from 'hono';
import { hitRateLimit } from '#src/server/security/rate-limit.ts';
import type { RateLimitRule } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from './context.ts';
import { ApiError } from './http.ts';
import { m } from '#src/shared/i18n/messages.ts';

const waitAndTryAgain = (minutes: number) =>
  m.api_too_many_attempts({ minutes, unit: minutes === 1 ? m.unit_minute() : m.unit_minutes() });

/**
 * Counts the request against each rule in turn; the first one over its limit answers 429 with
 * Retry-After. A counter the database cannot write ends the request as 503 (hitRateLimit).
 */
export async function enforceRateLimits<E extends AppEnv>(c: Context<E>, ...rules: RateLimitRule[]): Promise<void> {
  for (const { key, limit, windowMs, message = waitAndTryAgain } of rules) {
    const result = await hitRateLimit(c.get('db'), key, limit, windowMs);
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      throw new ApiError(429, message(Math.max(1, Math.ceil(result.retryAfterSeconds / 60))));
    }
  }
}

/** enforceRateLimits as a route's first step, so every request counts, however bad its input. */
export const rateLimited =
  (...rules: ((c: Context<AppEnv>) => RateLimitRule)[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await enforceRateLimits(c, ...rules.map((rule) => rule(c)));
    return next();
  };

/**
 * The visitor's IP address. On the Node server it is the socket's peer; on Netlify, whose edge
 * overwrites this header, it is x-nf-client-connection-ip. Other forwarded headers are ignored:
 * a client could set them to dodge a limit.
 */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? c.req.header('x-nf-client-connection-ip') ?? 'unknown';
}
