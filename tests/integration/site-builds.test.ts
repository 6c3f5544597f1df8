import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteBuilds } from '#db/schema.ts';
import { DEBOUNCE_MS, runBuildHook } from '#src/server/rebuilds/build-hook.ts';
import { createSiteBuilds, listBuilds } from '#src/server/rebuilds/site-builds.ts';
import { useTestApp } from '#tests/support/app.ts';

/** A stand-in for Netlify's build hook on a random local port, answering with `status`. */
async function fakeHook(answer: { status: number; body?: string } | 'never') {
  const posts: string[] = [];
  const server: Server = createServer((req, res) => {
    posts.push(`${req.method} ${req.url}`);
    if (answer === 'never') return;
    res.writeHead(answer.status).end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/build_hooks/5f2c8e1a9b7d`,
    posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('site builds', () => {
  const ctx = useTestApp();
  const later = (ms: number) => new Date(Date.now() + ms);
  const hooks: Awaited<ReturnType<typeof fakeHook>>[] = [];
  const hook = async (answer: Parameters<typeof fakeHook>[0]) => {
    const h = await fakeHook(answer);
    hooks.push(h);
    return h;
  };

  beforeEach(async () => {
    await ctx.db.delete(siteBuilds);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(async () => {
    await Promise.all(hooks.map((h) => h.close()));
  });

  it('folds ten requests into one queued build and lists it', async () => {
    let woken = 0;
    const builds = createSiteBuilds(ctx.db, () => {
      woken += 1;
    });
    await Promise.all(Array.from({ length: 10 }, (_, i) => builds.request(`listing ${i} changed`)));

    const rows = await listBuilds(ctx.db);
    expect(rows).toEqual([expect.objectContaining({ status: 'queued', requests: 10, startedAt: null })]);
    expect(rows[0]!.reason).toMatch(/^listing \d changed$/);
    expect(woken).toBe(10);
  });

  it('calls the build hook once for ten quick requests, after the debounce, and keeps the build running until Netlify reports', async () => {
    const netlify = await hook({ status: 200 });
    for (let i = 0; i < 10; i++) await ctx.siteBuilds.request(`listing ${i} changed`);

    // The scheduled function runs within the minute: the burst may not be over yet.
    expect(await runBuildHook(ctx.db, { hookUrl: netlify.url })).toBe('idle');
    expect(netlify.posts).toEqual([]);

    expect(await runBuildHook(ctx.db, { hookUrl: netlify.url, now: later(DEBOUNCE_MS + 1000) })).toBe('started');
    expect(await runBuildHook(ctx.db, { hookUrl: netlify.url, now: later(DEBOUNCE_MS + 2000) })).toBe('waiting');
    expect(netlify.posts).toHaveLength(1);
    const [method, target] = netlify.posts[0]!.split(' ') as [string, string];
    const url = new URL(target, 'http://hook');
    expect([method, url.pathname]).toEqual(['POST', '/build_hooks/5f2c8e1a9b7d']);
    // Netlify's deploy list names the first change and how many joined it.
    const [build] = await listBuilds(ctx.db);
    // ... and the build it is, which the deploy notification names back (deploy-notifications.test.ts).
    expect(url.searchParams.get('trigger_title')).toBe(
      `Rebuild: listing 0 changed (and 9 more changes) [build ${build!.id}]`,
    );
    expect(build).toMatchObject({ status: 'running', requests: 10, finishedAt: null });
    expect(build!.startedAt).not.toBeNull();
    expect(build!.logTail).toMatch(/^Build hook accepted \(HTTP 200\)/);
  });

  it('queues a new build for a request that comes after the build was taken', async () => {
    const netlify = await hook({ status: 200 });
    await ctx.siteBuilds.request('listing paused');
    await runBuildHook(ctx.db, { hookUrl: netlify.url, now: later(DEBOUNCE_MS + 1000) });
    await ctx.siteBuilds.request('listing resumed');

    expect((await listBuilds(ctx.db)).map((b) => [b.reason, b.status])).toEqual([
      ['listing resumed', 'queued'],
      ['listing paused', 'running'],
    ]);
  });

  it('records a hook that answers with an error as a failed build, with its answer', async () => {
    const netlify = await hook({ status: 500, body: 'Internal error' });
    await ctx.siteBuilds.request('listing approved');
    expect(await runBuildHook(ctx.db, { hookUrl: netlify.url, now: later(DEBOUNCE_MS + 1000) })).toBe('failed');
    const [build] = await listBuilds(ctx.db);
    expect(build).toMatchObject({ status: 'failed' });
    expect(build!.logTail).toBe(`The build hook at ${new URL(netlify.url).host} answered HTTP 500: Internal error`);
  });

  it('records a hook that cannot be reached, or does not answer, as a failed build saying so', async () => {
    const down = await hook({ status: 200 });
    await down.close();
    await ctx.siteBuilds.request('listing approved');
    expect(await runBuildHook(ctx.db, { hookUrl: down.url, now: later(DEBOUNCE_MS + 1000) })).toBe('failed');
    expect((await listBuilds(ctx.db))[0]!.logTail).toMatch(
      /^The build hook at 127\.0\.0\.1:\d+ could not be reached \(.*ECONNREFUSED/,
    );

    const silent = await hook('never');
    await ctx.siteBuilds.request('listing approved');
    const now = later(DEBOUNCE_MS + 1000);
    expect(await runBuildHook(ctx.db, { hookUrl: silent.url, now, timeoutMs: 300 })).toBe('failed');
    expect((await listBuilds(ctx.db))[0]!.logTail).toMatch(/could not be reached \(no answer within 0\.3 s\)/);
    // The hook's path is a credential: it is never written to the log.
    expect((await listBuilds(ctx.db)).map((b) => b.logTail).join('\n')).not.toContain('build_hooks');
  });

  it('fails a build at once, saying how to fix it, when no build hook is configured', async () => {
    await ctx.siteBuilds.request('listing approved');
    expect(await runBuildHook(ctx.db, { hookUrl: undefined, now: later(DEBOUNCE_MS + 1000) })).toBe('failed');
    expect((await listBuilds(ctx.db))[0]!.logTail).toMatch(/^NETLIFY_BUILD_HOOK_URL is not set/);
  });

  it('marks a build left running by a function that died, or never reported by Netlify, as failed', async () => {
    const startedAt = new Date(Date.now() - 31 * 60_000);
    await ctx.db.insert(siteBuilds).values({ reason: 'listing approved', status: 'running', startedAt });
    expect(await runBuildHook(ctx.db, { hookUrl: undefined })).toBe('idle');
    expect((await listBuilds(ctx.db))[0]).toMatchObject({
      status: 'failed',
      logTail: expect.stringMatching(/^No deploy notification came within 30 minutes/),
    });
  });
});
