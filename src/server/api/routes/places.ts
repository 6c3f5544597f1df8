import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const placeRoutes = new Hono<AppEnv>();
