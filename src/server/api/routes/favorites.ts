import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const favoriteRoutes = new Hono<AppEnv>();
