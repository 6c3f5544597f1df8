import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteBuilds, warehouses } from '#db/schema.ts';
import { acquirePgliteLock } from '#db/pglite-lock.ts';
import { childReadsThroughServer, createLocalBuilder, type LocalBuilder } from '#src/server/rebuilds/local-builder.ts';
import { createServedSite, type ServedSite } from '#src/server/rebuilds/served-site.ts';
import { createSiteBuilds, listBuilds, type SiteBuilds } from '#src/server/rebuilds/site-builds.ts';
import { siteApp } from '#src/server/serve.ts';
import { useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';

/**
 * A stand-in for `astro build --outDir OUT`: writes the few files the server needs, the home page
 * saying LABEL and a pre-rendered page naming each listing id (as a place page lists listings), or
 * fails after 60 lines of output, or takes a while.
 */
const FAKE_BUILD = `
const fs = require('node:fs');
const path = require('node:path');
const [out, label, mode, ids] = process.argv.slice(1);
if (mode === 'fail') {
  for (let i = 1; i <= 60; i++) console.log('build line ' + i);
  console.log('[ERROR] Could not render /warehouse/x');
  process.exit(1);
}
const page = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  fs.writeFileSync(path.join(out, file), '<!doctype html><p>' + text + '</p>');
};
setTimeout(() => {
  page('index.html', label);
  page('404.html', 'Not found');
  page('claim.html', 'Claim');
  for (const id of ids ? ids.split(',') : []) page('warehouses/' + id + '.html', 'Listing ' + id + ' of ' + label);
  fs.writeFileSync(path.join(out, '_script-hashes.json'), '[]');
  console.log('built ' + label);
}, mode === 'slow' ? 600 : 0);
`;

describe('local rebuilds', () => {
  const ctx = useTestApp();
  const quiet = { log: () => {} };
  let root: string;
  let served: ServedSite;
  let builder: LocalBuilder;
  let builds: SiteBuilds;
  let site: ReturnType<typeof siteApp>;
  let mode: 'ok' | 'fail' | 'slow' = 'ok';
  let runs = 0;
  let listingIds: string[] = [];

  const get = async (urlPath: string) => (await site.request(`http://localhost${urlPath}`)).text();
  /** A builder of the stand-in site that waits `quietMs` after the last request before it builds. */
  const builderWaiting = (quietMs: number) =>
    createLocalBuilder({
      db: ctx.db,
      buildsDir: path.join(root, 'builds'),
      quietMs,
      publish: (outDir) => served.publish(outDir),
      command: (outDir) => {
        runs += 1;
        return [process.execPath, '-e', FAKE_BUILD, outDir, `build ${runs + 1}`, mode, listingIds.join(',')];
      },
      refusal: () => undefined,
      ...quiet,
    });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'local-rebuild-'));
    listingIds = [(await createWarehouse(ctx.db)).id, (await createWarehouse(ctx.db)).id];
    const distDir = path.join(root, 'dist');
    execFileSync(process.execPath, ['-e', FAKE_BUILD, distDir, 'build 1', 'ok', listingIds.join(',')]);
    served = await createServedSite(distDir, { production: false });
    builder = builderWaiting(50);
    builds = createSiteBuilds(ctx.db, async () => builder.wake());
    site = siteApp(served, { fetch: () => new Response('api') });
  });
  beforeEach(async () => {
    await ctx.db.delete(siteBuilds);
    mode = 'ok';
  });
  afterAll(async () => {
    await builder?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('builds in the background after a request and serves the new folder once it succeeded', async () => {
    expect(await get('/')).toContain('build 1');
    await builds.request('listing approved');
    await builder.idle();

    expect(await get('/')).toContain(`build ${runs + 1}`);
    expect(await listBuilds(ctx.db)).toEqual([
      expect.objectContaining({ status: 'done', logTail: expect.stringMatching(/^built build \d+\nBuilt in \d+ s/) }),
    ]);
    // Only the folder being served is kept.
    expect(await readdir(path.join(root, 'builds'))).toEqual([(await listBuilds(ctx.db))[0]!.id]);
  });

  it('keeps serving the previous build when a build fails, and records the end of its output', async () => {
    const before = await get('/');
    mode = 'fail';
    await builds.request('listing approved');
    await builder.idle();

    expect(await get('/')).toBe(before);
    const [build] = await listBuilds(ctx.db);
    expect(build!.status).toBe('failed');
    const tail = build!.logTail!.split('\n');
    expect(tail).toHaveLength(50);
    expect(tail.slice(-2)).toEqual(['[ERROR] Could not render /warehouse/x', 'The build exited with code 1.']);
    expect(tail[0]).toBe('build line 13');
    expect(existsSync(path.join(root, 'builds', build!.id))).toBe(false);
  });

  it('folds requests made during a build into exactly one follow-up build', async () => {
    mode = 'slow';
    const runsBefore = runs;
    await builds.request('listing approved');
    // Past the quiet period: the build is running.
    await vi.waitFor(async () => expect((await listBuilds(ctx.db))[0]?.status).toBe('running'));
    for (let i = 0; i < 5; i++) await builds.request(`listing ${i} changed`);
    await builder.idle();

    expect(runs - runsBefore).toBe(2);
    expect((await listBuilds(ctx.db)).map((b) => [b.status, b.requests])).toEqual([
      ['done', 5],
      ['done', 1],
    ]);
  });

  it('settles once the build holding a change is served, not waiting for builds asked for later', async () => {
    mode = 'slow';
    const [changed] = listingIds as [string];
    const runsBefore = runs;
    await ctx.db.update(warehouses).set({ description: 'Now with a freezer.' }).where(eq(warehouses.id, changed));
    await builds.request('listing changed');
    const settled = builder.settled();
    // A request while that build runs queues another one, which settling does not wait for.
    await vi.waitFor(async () => expect((await listBuilds(ctx.db))[0]?.status).toBe('running'));
    await builds.request('another listing changed');
    await settled;

    const [later, holding] = await listBuilds(ctx.db);
    expect(holding!.status).toBe('done');
    expect(later!.status).not.toBe('done');
    expect(await get(`/warehouses/${changed}`)).toContain(`Listing ${changed} of build ${runsBefore + 2}`);
    // Already settled: nothing was asked for since the last build claimed its work.
    await builder.idle();
    await builder.settled();
  });

  it('starts a build waiting out its quiet period as soon as someone awaits it', async () => {
    const [changed] = listingIds as [string];
    const patient = builderWaiting(10 * 60_000);
    try {
      const patientBuilds = createSiteBuilds(ctx.db, async () => patient.wake());
      await patientBuilds.request('listing changed');
      const runsBefore = runs;
      await patient.settled();

      expect(runs - runsBefore).toBe(1);
      expect(await get(`/warehouses/${changed}`)).toContain(`of build ${runs + 1}`);
      expect((await listBuilds(ctx.db)).map((b) => b.status)).toEqual(['done']);

      // A change made while a build runs waits for its own: it starts as soon as the running one ends.
      mode = 'slow';
      await patientBuilds.request('listing approved');
      const first = patient.settled();
      await vi.waitFor(async () => expect((await listBuilds(ctx.db))[0]?.status).toBe('running'));
      await patientBuilds.request('listing changed again');
      await Promise.all([first, patient.settled()]);
      expect((await listBuilds(ctx.db)).map((b) => b.status)).toEqual(['done', 'done', 'done']);
    } finally {
      await patient.stop();
    }
  });

  it('records a build refused to protect the embedded database as failed, without starting it', async () => {
    let started = 0;
    const refusing = createLocalBuilder({
      db: ctx.db,
      buildsDir: path.join(root, 'refused'),
      quietMs: 0,
      publish: () => Promise.resolve(),
      command: () => {
        started += 1;
        return ['false'];
      },
      refusal: () => 'Not built: the lock does not name this server.',
      ...quiet,
    });
    await createSiteBuilds(ctx.db, () => refusing.wake()).request('listing approved');
    await refusing.idle();

    expect(started).toBe(0);
    expect(await listBuilds(ctx.db)).toEqual([
      expect.objectContaining({ status: 'failed', logTail: 'Not built: the lock does not name this server.' }),
    ]);
  });
});

describe('a background build and the embedded database', () => {
  const ctx = useTestApp();

  // Starts Node with tsx, which compiles db/client.ts, and a second Node for the stand-in build:
  // 9 s on a machine at load 25, over 20 s there while another test file ran beside it.
  it(
    'reads the data through the server that advertised its API, which is how site-data.ts finds it',
    { timeout: 60_000 },
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'rebuild-lock-'));
      vi.stubEnv('PGLITE_DIR', dir);
      vi.stubEnv('DATABASE_URL', '');
      const lock = await acquirePgliteLock(dir);
      lock.advertise('http://127.0.0.1:4999');
      // The child asks what src/server/site-data.ts asks, then builds the stand-in site.
      const probe = `
      import { execFileSync } from 'node:child_process';
      import { runningServerApiUrl } from '#db/client.ts';
      const api = runningServerApiUrl();
      console.log('reading listings through ' + api);
      if (api !== 'http://127.0.0.1:4999') process.exit(1);
      execFileSync(process.execPath, ['-e', ${JSON.stringify(FAKE_BUILD)}, process.argv[1], 'probe', 'ok', '']);
    `;
      const builder = createLocalBuilder({
        db: ctx.db,
        buildsDir: path.join(dir, 'builds'),
        quietMs: 0,
        publish: () => Promise.resolve(),
        command: (outDir) => [process.execPath, '--import', 'tsx', '--input-type=module', '-e', probe, outDir],
        log: () => {},
      });
      try {
        await createSiteBuilds(ctx.db, () => builder.wake()).request('listing approved');
        await builder.idle();
        expect((await listBuilds(ctx.db))[0]).toMatchObject({
          status: 'done',
          logTail: expect.stringContaining('reading listings through http://127.0.0.1:4999'),
        });
      } finally {
        lock.release();
        vi.unstubAllEnvs();
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  it('builds only while the lock names this server, which the build reads its data through', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rebuild-lock-'));
    const env = { PGLITE_DIR: dir };
    const lock = await acquirePgliteLock(dir);
    try {
      // Listening has not begun: a build now would open the folder itself.
      expect(childReadsThroughServer(env)).toMatch(/would open the database a second time/);
      lock.advertise('http://127.0.0.1:4321');
      expect(childReadsThroughServer(env)).toBeUndefined();
    } finally {
      lock.release();
    }
    // Held by nobody (or by another process): never build beside it.
    expect(childReadsThroughServer(env)).toMatch(/would open the database a second time/);
    // A PostgreSQL server takes any number of connections.
    expect(childReadsThroughServer({ DATABASE_URL: 'postgres://db.example/app' })).toBeUndefined();
    await rm(dir, { recursive: true, force: true });
  });
});
