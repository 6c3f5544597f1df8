import { Hono } from 'hono';
import type { AppEnv } from '#src/server/api/context.ts';

/** /api/listings: what an owner does to a listing after creating it (list, pause, resume, delete). */
export const listingActionRoutes = new Hono<AppEnv>();
