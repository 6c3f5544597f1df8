import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const eventRoutes = new Hono<AppEnv>();
