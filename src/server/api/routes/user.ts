import { Hono } from 'hono';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireSession, requireUser } from '#src/server/api/guards.ts';

/** /api/user: the session's user, or 401 when nobody is signed in (the client then treats the visitor as anonymous). */
/**
 * Admins also learn the dashboard's path here, the only place a browser can (docs/decisions/admin-dashboard.md),
 * and whether they must set up two-step sign-in first (docs/decisions/second-factor.md).
 */
export const userRoutes = new Hono<AppEnv>().get('/', (c) => {
  const user = requireUser(c);
  if (!user.isAdmin) return c.json(user);
  const needsSecondFactor = requireSession(c).secondFactor ? {} : { needsSecondFactor: true };
  return c.json({ ...user, adminPath: c.var.config.adminPath, ...needsSecondFactor });
});
