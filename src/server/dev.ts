import { serve } from '@hono/node-server';
import { createServerApp } from './runtime.ts';

/**
 * The API for `npm run dev`: one long-lived process (so the embedded database stays open and
 * answers in milliseconds); astro dev proxies /api here.
 */
const port = Number(process.env.DEV_API_PORT || 8787);
const app = await createServerApp();
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
console.log(`API for development on http://127.0.0.1:${port}`);
