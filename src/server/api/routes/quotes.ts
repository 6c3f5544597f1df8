import { Hono } from 'hono';
import type { AppEnv } from '#src/server/api/context.ts';
import { ApiError, readJson } from '#src/server/api/http.ts';
import { enforceRateLimits } from '#src/server/auth/rate-limits.ts';
import { submitQuoteRequest } from '#src/server/quotes/quote-requests.ts';
import { clientIp } from '#src/server/security/rate-limit.ts';
import { quoteRequestSchema } from '#src/shared/validation/quote.ts';

export const quoteRoutes = new Hono<AppEnv>();

const MINUTE = 60 * 1000;
/** Per client address, and per requester address so one inbox cannot be flooded from many. */
export const QUOTE_LIMIT_PER_IP = { limit: 5, windowMs: 10 * MINUTE };
export const QUOTE_LIMIT_PER_EMAIL = { limit: 10, windowMs: 60 * MINUTE };

quoteRoutes.post('/quotes', async (c) => {
  await enforceRateLimits(c, { key: `quote:ip:${clientIp(c)}`, ...QUOTE_LIMIT_PER_IP });
  const quote = await readJson(c, quoteRequestSchema);
  await enforceRateLimits(c, { key: `quote:email:${quote.email}`, ...QUOTE_LIMIT_PER_EMAIL });
  const outcome = await submitQuoteRequest(
    { db: c.get('db'), config: c.get('config'), mailer: c.get('mailer') },
    quote,
    c.get('user')?.id ?? null,
  );
  if (outcome.status === 'not_found') throw new ApiError(404, 'This warehouse is not listed, so it cannot receive quote requests.');
  return c.json({ success: true, id: outcome.id }, 201);
});
