import { Hono } from 'hono';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireUser } from '#src/server/api/guards.ts';

/** /api/user: the session's user, or 401 when nobody is signed in (the client then treats the visitor as anonymous). */
export const userRoutes = new Hono<AppEnv>();

userRoutes.get('/', (c) => c.json(requireUser(c)));
