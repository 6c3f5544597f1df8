import { Hono } from 'hono';
import { quoteRequestSchema } from '#src/shared/validation/quote.ts';
import { submitQuoteRequest } from '#src/server/quotes/quote-requests.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { ApiError, validated } from '#src/server/api/http.ts';
import { clientIp, enforceRateLimits, rateLimited } from '#src/server/api/rate-limit.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * /api/quotes: a visitor's quote request for one listed warehouse or several. The limits count
 * forms, not listings: one form to five warehouses is one attempt.
 */
export const quoteRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimited((c) => RATE_LIMITS.quotePerIp(clientIp(c))),
  validated('json', quoteRequestSchema),
  async (c) => {
    const quote = c.req.valid('json');
    await enforceRateLimits(c, RATE_LIMITS.quotePerEmail(quote.email));
    const outcome = await submitQuoteRequest(c.var, quote, c.var.user?.id ?? null);
    if (!outcome.ok) {
      throw new ApiError(404, quote.warehouseIds.length === 1 ? m.api_quote_not_listed() : m.api_quote_listing_gone());
    }
    return c.json({ success: true, requests: outcome.requests }, 201);
  },
);
