import { Hono } from 'hono';
import type { AppEnv } from '#src/server/api/context.ts';

/** /api/listing-stats: the owner's per-listing numbers and the detail page's view beacon. */
export const listingStatsRoutes = new Hono<AppEnv>();
