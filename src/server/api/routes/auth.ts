import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const authRoutes = new Hono<AppEnv>();
