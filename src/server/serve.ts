import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getDatabase, type Database } from '#db/client.ts';
import { loadConfig } from './config.ts';
import { describeError } from './log-error.ts';
import { serverLog } from './log.ts';
import { createLocalBuilder, resumeBuilds } from './rebuilds/local-builder.ts';
import { createServedSite, type ServedSite } from './rebuilds/served-site.ts';
import { createSiteBuilds, requestDailyBuild, type SiteBuilds } from './rebuilds/site-builds.ts';
import { advertiseApi, closeOnSignals, listening, startOrExit } from './local-runtime.ts';
import { processPhoto } from './photos/photo-processing.ts';
import { renderListingPagesFrom } from './listing-pages/listing-page.ts';
import { createServerApp } from './runtime.ts';
import { IMMUTABLE_ASSETS } from './security/headers.ts';
import { redirectFor, staticResponse } from './static-site.ts';
import { pagePath } from '#src/shared/site.ts';
import { localeOfPath, localizedPath } from '#src/shared/i18n/locale.ts';

/**
 * The local production server: the built site from dist/ plus the same API app Netlify runs,
 * with Netlify's routes (the listing pages' functions, the claim page, the build's _redirects) and its 404 page reproduced. Listing
 * changes rebuild the site in the background (SITE_REBUILDS, rebuilds/local-builder.ts).
 */
export async function startServer(options: {
  port: number;
  distDir?: string;
  host?: string;
  /** Where background rebuilds go, one folder per build (docs/decisions/rebuilds.md). */
  buildsDir?: string;
}) {
  const distDir = options.distDir ?? 'dist';
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No built site in ${distDir}/: run \`npm run build\` first (npm start does).`);
  }
  const config = loadConfig();
  const database = getDatabase({ purpose: 'serving' });
  const { db } = await database;
  renderListingPagesFrom({ database });
  const served = await createServedSite(distDir, {
    production: config.production,
    mapStyleUrl: config.mapStyleUrl,
  });
  const builder = config.localRebuilds
    ? createLocalBuilder({
        db,
        buildsDir: options.buildsDir ?? '.data/builds',
        quietMs: config.rebuildQuietMs,
        publish: (outDir) => served.publish(outDir),
      })
    : undefined;
  const onSiteBuildRequested = async () => builder?.wake();
  const { app: api, flush } = await createServerApp({ config, database, processPhoto, onSiteBuildRequested });
  if (builder) dailyBuilds(db, createSiteBuilds(db, onSiteBuildRequested));

  const hostname = options.host ?? '0.0.0.0';
  const server = serve({ fetch: siteApp(served, api).fetch, port: options.port, hostname }, (info) => {
    // A build may start only once the lock names this server's API, which the child reads through.
    advertiseApi(info.port, hostname)
      .then(() => builder && resumeBuilds(db, builder))
      .catch((err: unknown) => serverLog.warn(`[rebuild] could not pick up earlier builds: ${describeError(err)}`));
  });
  closeOnSignals(server, async () => {
    await builder?.stop();
    await flush();
  });
  await listening(server, options.port);
  return { server, builder };
}

/**
 * The daily build (docs/decisions/rebuilds.md, "Which writes build"), checked every hour: the
 * build served when the server started counts as that day's.
 */
function dailyBuilds(db: Database, builds: SiteBuilds) {
  const servedSince = new Date();
  const check = () =>
    requestDailyBuild(db, builds, { servedSince }).catch((err: unknown) =>
      serverLog.warn(`[rebuild] could not ask for the daily build: ${describeError(err)}`),
    );
  setInterval(check, 60 * 60_000).unref();
}

/**
 * The paths of the listing pages' function (src/tools/listing-page-functions.ts), as Hono routes:
 * with a trailing slash too, which the renderer answers with a 301 to the page's one URL.
 */
const LISTING_PAGE_ROUTES = ['/warehouse/:id', '/warehouse/:id/', '/fr/warehouse/:id', '/fr/warehouse/:id/'];

/** Netlify's routing over the build being served (docs/decisions/netlify-routes.md). */
export function siteApp(
  served: Pick<ServedSite, 'current'>,
  api: { fetch(request: Request, env?: unknown): Response | Promise<Response> },
) {
  const page = (file: string) => served.current().files.get(file)!;
  // Each in the language of the path asked for (docs/decisions/i18n.md).
  const inLanguageOf = (path: string, file: string) => page(localizedPath(file, localeOfPath(path)));
  const notFound = (request: Request) =>
    staticResponse(request, inLanguageOf(new URL(request.url).pathname, '/404.html'), 404);
  const site = new Hono<{ Bindings: { incoming?: IncomingMessage } | undefined }>();
  // Netlify's CDN compresses API answers and function pages in production; the local server does the same so it behaves (and measures) alike.
  site.use('/api/*', compress());
  // Dispatched whole (not mounted with route()) so the API keeps its own JSON 404, error handler and headers.
  site.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  // Listing pages, rendered on demand by the code Netlify runs as each language's function, with
  // its own headers (docs/decisions/on-demand-listing-pages.md).
  for (const route of LISTING_PAGE_ROUTES) site.use(route, compress());
  site.on(['GET', 'HEAD'], LISTING_PAGE_ROUTES, (c) => {
    const render = served.current().listingPages[localeOfPath(c.req.path)];
    if (!render) return notFound(c.req.raw);
    return render(c.req.raw, { ip: c.env?.incoming?.socket.remoteAddress ?? '127.0.0.1' });
  });
  site.use('*', async (c, next) => {
    await next();
    for (const [name, value] of served.current().pageHeaders) c.header(name, value);
  });
  site.use(IMMUTABLE_ASSETS.pattern, async (c, next) => {
    await next();
    c.header('Cache-Control', IMMUTABLE_ASSETS.cacheControl);
  });
  site.on(['GET', 'HEAD'], '*', async (c, next) => {
    const build = served.current();
    const file = build.files.get(c.req.path);
    if (file) return staticResponse(c.req.raw, file);
    // A page's one URL has no slash (astro.config.mjs); Netlify answers the slash with a 301 to it.
    const url = new URL(c.req.url);
    const onePath = pagePath(url.pathname);
    if (onePath !== url.pathname && url.pathname.endsWith('/') && build.files.has(onePath)) {
      return c.redirect(`${onePath}${url.search}`, 301);
    }
    // The build's _redirects, which Netlify applies where no file answers (docs/decisions/place-pages.md).
    const rule = redirectFor(build.redirects, url.pathname);
    if (rule) return c.redirect(rule.to, rule.status as 301);
    return next();
  });
  site.get('/claim/*', (c) => staticResponse(c.req.raw, page('/claim.html')));
  site.get('/fr/claim/*', (c) => staticResponse(c.req.raw, page('/fr/claim.html')));
  site.notFound((c) => notFound(c.req.raw));
  return site;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT || 4321);
  await startOrExit(() => startServer({ port }));
  serverLog.info(`Serving the site and API on http://localhost:${port}`);
}
