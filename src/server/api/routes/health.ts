import { Hono } from 'hono';
import type { AppEnv } from '#src/server/api/context.ts';
import { RETRY_AFTER_SECONDS } from '#src/server/api/http.ts';
import { databaseHealth } from '#src/server/health/database-health.ts';

/** /api/health: for monitoring; reports whether the database answers. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  const health = await databaseHealth(c.var.db);
  if (health.status === 'ok') return c.json(health);
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return c.json(health, 503);
});
