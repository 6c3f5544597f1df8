import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { loadConfig } from './config.ts';
import { advertiseApi, closeOnSignals, createServerApp, startOrExit } from './runtime.ts';
import { IMMUTABLE_ASSETS, pageSecurityHeaders, SCRIPT_HASHES_FILE } from './security/headers.ts';
import { loadStaticSite, staticResponse } from './static-site.ts';

/**
 * The local production server: the built site from dist/ plus the same API app Netlify runs,
 * with Netlify's rewrites (warehouse fallback, claim page) and its 404 page reproduced.
 */
export async function startServer(options: { port: number; distDir?: string; host?: string }) {
  const distDir = options.distDir ?? 'dist';
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No built site in ${distDir}/: run \`npm run build\` first (npm start does).`);
  }
  const { app: api, flush } = await createServerApp();
  // The hashes the build computed (src/integrations/security-headers.ts), as Netlify's _headers carries them.
  const scriptHashes = JSON.parse(await readFile(path.join(distDir, SCRIPT_HASHES_FILE), 'utf8')) as string[];
  const pageHeaders = Object.entries(pageSecurityHeaders({ scriptHashes, production: loadConfig().production }));
  // Pages and assets go out from memory as the build compressed them, never compressed per request.
  const files = await loadStaticSite(distDir);
  const page = (file: string) => files.get(file)!;

  const site = new Hono();
  // Netlify's CDN compresses API answers in production; the local server does the same so it behaves (and measures) alike.
  site.use('/api/*', compress());
  // Dispatched whole (not mounted with route()) so the API keeps its own JSON 404, error handler and headers.
  site.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  site.use('*', async (c, next) => {
    await next();
    for (const [name, value] of pageHeaders) c.header(name, value);
  });
  site.use(IMMUTABLE_ASSETS.pattern, async (c, next) => {
    await next();
    c.header('Cache-Control', IMMUTABLE_ASSETS.cacheControl);
  });
  site.on(['GET', 'HEAD'], '*', async (c, next) => {
    const file = files.get(c.req.path);
    return file ? staticResponse(c.req.raw, file) : next();
  });
  site.get('/warehouse/:id', (c) => staticResponse(c.req.raw, page('/warehouse/fallback/index.html')));
  site.get('/claim/*', (c) => staticResponse(c.req.raw, page('/claim/index.html')));
  site.notFound((c) => staticResponse(c.req.raw, page('/404.html'), 404));

  const hostname = options.host ?? '0.0.0.0';
  const server = serve({ fetch: site.fetch, port: options.port, hostname }, (info) =>
    advertiseApi(info.port, hostname),
  );
  closeOnSignals(server, flush);
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT || 4321);
  await startOrExit(() => startServer({ port }));
  console.log(`Serving the site and API on http://localhost:${port}`);
}
