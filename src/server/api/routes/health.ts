import { Hono } from 'hono';
import { pingDatabase } from '#db/availability.ts';
import type { AppEnv } from '#src/server/api/context.ts';

/** How long clients are asked to wait while the database is unreachable (README.md, "Database outages"). */
export const RETRY_AFTER_SECONDS = 30;

/** /api/health: for monitoring; reports whether the database answers. */
export const healthRoutes = new Hono<AppEnv>();

healthRoutes.get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  if (await pingDatabase(c.var.db)) return c.json({ status: 'ok', database: 'ok' });
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return c.json({ status: 'unavailable', database: 'unreachable' }, 503);
});
