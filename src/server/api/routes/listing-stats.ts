import { Hono } from 'hono';
import { countDetailView, listingStatsFor } from '#src/server/listings/listing-stats.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';
import { hitRateLimit } from '#src/server/security/rate-limit.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireUser } from '#src/server/api/guards.ts';
import { warehouseIdParam } from '#src/server/api/params.ts';
import { clientIp } from '#src/server/api/rate-limit.ts';

/** /api/listing-stats: the owner's per-listing numbers and the detail page's view beacon. */
export const listingStatsRoutes = new Hono<AppEnv>()
  /** The signed-in user's own listings only: the session decides whose, never the request. */
  .get('/', async (c) => {
    const user = requireUser(c);
    return c.json(await listingStatsFor(c.var.db, user.id));
  })
  /**
   * The detail page's beacon, without a body. It answers 204 whether or not the view counted (a
   * repeat from the same address, a listing that is not active): nobody waits on it, and the answer
   * tells a script nothing about what counts.
   */
  .post('/:warehouseId/views', async (c) => {
    const warehouseId = warehouseIdParam(c, 'warehouseId');
    const { key, limit, windowMs } = RATE_LIMITS.detailViewPerIpAndListing(clientIp(c), warehouseId);
    const { allowed } = await hitRateLimit(c.var.db, key, limit, windowMs);
    if (allowed) await countDetailView(c.var.db, warehouseId);
    return c.body(null, 204);
  });
