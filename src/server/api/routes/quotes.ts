import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const quoteRoutes = new Hono<AppEnv>();
