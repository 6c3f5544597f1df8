import { Hono, type Context } from 'hono';
import { AVAILABILITY_LINK_MESSAGES, AVAILABILITY_LINK_STATUS } from '#src/shared/api/availability.ts';
import { availabilityLinkParams } from '#src/shared/validation/availability.ts';
import { checkAvailabilityLink, confirmAvailability } from '#src/server/listings/availability.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { refusalError, type RefusalAnswer } from '#src/server/api/refusals.ts';
import { ApiError } from '#src/server/api/http.ts';
import { clientIp, enforceRateLimits } from '#src/server/api/rate-limit.ts';

const LINK_REFUSALS = {
  unknown: [AVAILABILITY_LINK_STATUS.unknown, () => AVAILABILITY_LINK_MESSAGES.unknown],
  used: [AVAILABILITY_LINK_STATUS.used, () => AVAILABILITY_LINK_MESSAGES.used],
  expired: [AVAILABILITY_LINK_STATUS.expired, () => AVAILABILITY_LINK_MESSAGES.expired],
} as const satisfies Record<string, RefusalAnswer>;

/**
 * The token from the path, after the per-IP limit has counted the request: every look counts, so
 * tokens cannot be guessed at speed. A malformed token names no link.
 */
async function linkToken(c: Context<AppEnv>) {
  await enforceRateLimits(c, RATE_LIMITS.availabilityLinkPerIp(clientIp(c)));
  const parsed = availabilityLinkParams.safeParse(c.req.param());
  if (!parsed.success) throw new ApiError(AVAILABILITY_LINK_STATUS.unknown, AVAILABILITY_LINK_MESSAGES.unknown);
  return parsed.data.token;
}

/**
 * /api/availability/:token: the monthly e-mail's confirmation links (docs/decisions/freshness.md).
 * The link is the authority, as an unsubscribe link is: no session needed. GET only looks, so a
 * mail scanner following the link confirms nothing; the page's button POSTs.
 */
export const availabilityRoutes = new Hono<AppEnv>()
  .get('/:token', async (c) => {
    const checked = await checkAvailabilityLink(c.var.db, await linkToken(c));
    if (!checked.ok) throw refusalError(LINK_REFUSALS, checked);
    return c.json({ listing: checked.listing });
  })
  .post('/:token', async (c) => {
    const confirmed = await confirmAvailability(c.var, await linkToken(c));
    if (!confirmed.ok) throw refusalError(LINK_REFUSALS, confirmed);
    return c.json({ listing: confirmed.listing });
  });
