import { Hono } from 'hono';
import type { AppEnv } from '#src/server/api/context.ts';

/** /api/admin: the dashboard's API; every endpoint is for admins only. */
export const adminRoutes = new Hono<AppEnv>();
