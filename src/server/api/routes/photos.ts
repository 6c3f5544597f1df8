import { Hono } from 'hono';
import type { AppEnv } from '#src/server/api/context.ts';

/** /api/photos: listing photos (upload, files). */
export const photoRoutes = new Hono<AppEnv>();
