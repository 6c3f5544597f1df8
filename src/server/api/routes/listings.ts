import { Hono } from 'hono';
import type { AppEnv } from '#src/server/api/context.ts';

/** /api/listings: the signed-in owner's listings. */
export const listingRoutes = new Hono<AppEnv>();
