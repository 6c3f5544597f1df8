import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testClient } from 'hono/testing';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { createApp, type AppType } from '#src/server/api/app.ts';
import { loadConfig, type AppConfig } from '#src/server/config.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { processPhoto } from '#src/server/photos/photo-processing.ts';
import { createFolderPhotoStore, type PhotoStore } from '#src/server/photos/photo-store.ts';
import { createSiteBuilds, type SiteBuilds } from '#src/server/rebuilds/site-builds.ts';
import { createSearchCache, type SearchCache } from '#src/server/search/search-cache.ts';
import { createOutboxWorker, type OutboxWorker } from '#src/server/mail/outbox.ts';
import { createCapturingMailer } from './mail.ts';
import { createTestDatabase } from './test-db.ts';

export const TEST_SITE_URL = 'http://localhost:4321';

export interface TestContext {
  app: AppType;
  /** What `app` was built from, for a test that builds a variant of it. */
  deps: AppDeps;
  handle: DatabaseHandle;
  db: DatabaseHandle['db'];
  config: AppConfig;
  mailer: ReturnType<typeof createCapturingMailer>;
  /** Sends through `mailer`; `request` drains it after every call. */
  outbox: OutboxWorker;
  searchCache: SearchCache;
  /** Photo files in a scratch folder of this test file's own. */
  photoStore: PhotoStore;
  /** Records requested rebuilds in site_builds; nothing builds them in tests. */
  siteBuilds: SiteBuilds;
}

/**
 * One database and one app per test file. Call at the top of a describe block; the returned
 * object is filled in before the tests run.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.handle = await createTestDatabase();
    ctx.db = ctx.handle.db;
    ctx.config = { ...loadConfig({ SITE_URL: TEST_SITE_URL }), ...overrides };
    ctx.mailer = createCapturingMailer();
    ctx.outbox = createOutboxWorker(ctx.db, ctx.mailer);
    // The production cache: tests that write listings straight into the database see their
    // writes in the next search, as any other process's writes are seen.
    ctx.searchCache = createSearchCache(ctx.handle);
    ctx.photoStore = createFolderPhotoStore(await mkdtemp(path.join(tmpdir(), 'photos-')));
    ctx.siteBuilds = createSiteBuilds(ctx.db);
    ctx.deps = {
      db: ctx.db,
      config: ctx.config,
      outbox: ctx.outbox,
      searchCache: ctx.searchCache,
      photoStore: ctx.photoStore,
      processPhoto,
      siteBuilds: ctx.siteBuilds,
    };
    ctx.app = createApp(ctx.deps);
  });
  afterAll(async () => {
    await ctx.outbox?.stop();
    await ctx.handle?.close();
  });
  return ctx;
}

/**
 * Requests as the browser on the site makes them: same origin, JSON bodies, cookies if given.
 * Queued mail is sent before it returns, as Netlify does after each call, so a test reads the
 * mail a request caused from ctx.mailer right away.
 */
export async function request(
  ctx: TestContext,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { origin: TEST_SITE_URL, 'sec-fetch-site': 'same-origin', ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
    // As on the wire: the server tells a request with a body by its length (api/guards.ts).
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  const res = await ctx.app.request(`${TEST_SITE_URL}${path}`, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  await ctx.outbox.drain();
  return res;
}

/**
 * The API through Hono's typed test client, as the browser's client reaches it
 * (docs/decisions/api-client.md): `apiClient(ctx, { cookie }).admin.listings[':id'].$get({ param: { id } })`
 * takes that route's own inputs, and the response's `json()` is typed with what the route answers,
 * so a test reads an answer without a cast. Requests carry `request`'s headers (same origin,
 * cookies if given) and, like it, return only after the mail they queued is sent.
 * A test that sends what the client's types refuse (malformed input) uses `request` instead.
 */
export function apiClient(
  ctx: TestContext,
  { cookie, headers }: { cookie?: string; headers?: Record<string, string> } = {},
) {
  const request: AppType['request'] = async (...args) => {
    const res = await ctx.app.request(...args);
    await ctx.outbox.drain();
    return res;
  };
  // The test app itself, with `request` waiting for the work each call leaves behind.
  const app: AppType = Object.assign(Object.create(ctx.app), { request });
  const sent = { origin: TEST_SITE_URL, 'sec-fetch-site': 'same-origin', ...(cookie && { cookie }), ...headers };
  return testClient(app, undefined, undefined, { headers: sent }).api;
}

/** A query string as the typed client takes it (`$get({ query })`): a repeated key becomes a list. */
export function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const before = query[key];
    query[key] = before === undefined ? value : [before, value].flat();
  }
  return query;
}

/** The session cookie pair ("sid=…") from a response, to send on the next request. */
export function sessionCookie(res: Response, name = loadConfig({}).sessionCookie): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!set) throw new Error('The response set no session cookie');
  return set.split(';')[0]!;
}
