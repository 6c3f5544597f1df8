import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { closeDatabase } from '#db/client.ts';
import { createServerApp } from './runtime.ts';

/**
 * The local production server: the built site from dist/ plus the same API app Netlify runs,
 * with Netlify's rewrites (warehouse fallback, claim page) and its 404 page reproduced.
 */
export async function startServer(options: { port: number; distDir?: string; host?: string }) {
  const distDir = options.distDir ?? 'dist';
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No built site in ${distDir}/: run \`npm run build\` first (npm start does).`);
  }
  const api = await createServerApp();
  const notFoundPage = await readFile(path.join(distDir, '404.html'), 'utf8');
  const page = (file: string) => readFile(path.join(distDir, file), 'utf8');

  const site = new Hono();
  // Netlify's CDN compresses in production; the local server does the same so it behaves (and measures) alike.
  site.use(compress());
  // Dispatched whole (not mounted with route()) so the API keeps its own JSON 404 and error handler.
  site.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  site.use('/_astro/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  site.use('*', serveStatic({ root: distDir }));
  site.get('/warehouse/:id', async (c) => c.html(await page('warehouse/fallback/index.html')));
  site.get('/claim/*', async (c) => c.html(await page('claim/index.html')));
  site.notFound((c) => c.html(notFoundPage, 404));

  const server = serve({ fetch: site.fetch, port: options.port, hostname: options.host ?? '0.0.0.0' });
  const stop = async () => {
    server.close();
    await closeDatabase();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT || 4321);
  await startServer({ port });
  console.log(`Serving the site and API on http://localhost:${port}`);
}
