import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const searchRoutes = new Hono<AppEnv>();
