import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const contactRoutes = new Hono<AppEnv>();
