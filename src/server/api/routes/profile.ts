import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const profileRoutes = new Hono<AppEnv>();
