import { Hono } from 'hono';
import type { AppEnv } from '#src/server/api/context.ts';

/** /api/claims: claiming an unowned listing with its claim token. */
export const claimRoutes = new Hono<AppEnv>();
