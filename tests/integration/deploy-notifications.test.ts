import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteBuilds } from '#db/schema.ts';
import { DEBOUNCE_MS, runBuildHook, UNREPORTED_AFTER_MS } from '#src/server/rebuilds/build-hook.ts';
import { DAILY_BUILD_REASON, listBuilds } from '#src/server/rebuilds/site-builds.ts';
import { TEST_SITE_URL, useTestApp } from '#tests/support/app.ts';
import {
  signLikeNetlify,
  startNetlifyDeploysStandIn,
  type SentNotification,
} from '#tests/support/netlify-deploys-stand-in.ts';

const SECRET = 'c9e1b5d24680a7f3c9e1b5d24680a7f3c9e1b5d2';
const NOTIFICATIONS = '/api/site-builds/deploy-notifications';

describe("Netlify's deploy notifications end the running build", () => {
  const ctx = useTestApp({ deployWebhookSecret: SECRET });
  // As Netlify sends it: a POST from its servers, no Origin, the signature in a header.
  const deliver = ({ body, headers }: SentNotification) =>
    Promise.resolve(ctx.app.request(`${TEST_SITE_URL}${NOTIFICATIONS}`, { method: 'POST', headers, body }));
  let netlify: Awaited<ReturnType<typeof startNetlifyDeploysStandIn>>;
  let clock = Date.now();
  /** The scheduled function's next run, a minute after the last: time moves on between runs. */
  const nextMinute = () => {
    clock += DEBOUNCE_MS + 1000;
    return runBuildHook(ctx.db, { hookUrl: netlify.hookUrl, now: new Date(clock) });
  };
  const statuses = async () => (await listBuilds(ctx.db)).map((b) => [b.status, b.requests]);

  beforeAll(async () => {
    netlify = await startNetlifyDeploysStandIn({ secret: SECRET, deliver });
  });
  beforeEach(async () => {
    await ctx.db.delete(siteBuilds);
    netlify.deploys.length = 0;
    clock = Date.now();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => netlify.close());

  it('calls the hook for the next build only once the running one has deployed, with every change since folded into it', async () => {
    await ctx.siteBuilds.request('listing approved');
    expect(await nextMinute()).toBe('started');
    expect(await statuses()).toEqual([['running', 1]]);

    // Changes while Netlify builds join one queued build, however many minutes pass.
    for (let i = 0; i < 3; i++) await ctx.siteBuilds.request(`listing ${i} edited`);
    expect(await nextMinute()).toBe('waiting');
    expect(await nextMinute()).toBe('waiting');
    expect(netlify.deploys).toHaveLength(1);
    expect(await statuses()).toEqual([
      ['queued', 3],
      ['running', 1],
    ]);

    const answer = await netlify.finish(netlify.deploys[0]!, 'ready');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: 'finished' });
    const [, first] = await listBuilds(ctx.db);
    expect(first).toMatchObject({ status: 'done', logTail: expect.stringMatching(/^Netlify deployed the site/) });

    expect(await nextMinute()).toBe('started');
    expect(netlify.deploys).toHaveLength(2);
    expect(netlify.deploys[1]!.title).toMatch(
      /^Rebuild: listing 0 edited \(and 2 more changes\) \[build [0-9a-f-]{36}\]$/,
    );
    expect(await nextMinute()).toBe('waiting');
    expect(netlify.deploys).toHaveLength(2);
  });

  it("records a failed deploy as a failed build with Netlify's reason, and lets the next build start", async () => {
    await ctx.siteBuilds.request('listing approved');
    await nextMinute();
    await ctx.siteBuilds.request('listing paused');
    expect((await netlify.finish(netlify.deploys[0]!, 'error')).status).toBe(200);
    const [, failed] = await listBuilds(ctx.db);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed!.logTail).toContain('Build script returned non-zero exit code: 2');
    expect(await nextMinute()).toBe('started');
  });

  it('refuses a notification that Netlify did not sign with the shared secret, and the build keeps running', async () => {
    await ctx.siteBuilds.request('listing approved');
    await nextMinute();
    const deploy = netlify.deploys[0]!;
    const genuine = await netlify.notification(deploy, 'ready');
    const { 'x-webhook-signature': _signature, ...unsigned } = genuine.headers;
    const otherBody = (await netlify.notification({ ...deploy, id: 'another-deploy' }, 'ready')).body;
    // An unsecured token ("alg": "none") with the body's true hash and no signature at all.
    const genuineClaims = genuine.headers['x-webhook-signature']!.split('.')[1];
    const unsecured = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${genuineClaims}.`;
    const refused: SentNotification[] = [
      { body: genuine.body, headers: unsigned },
      await netlify.notification(deploy, 'ready', 'not-the-secret-a7f3c9e1b5d24680a7f3c9e1b5d2'),
      // Netlify's signature over one body, sent with another.
      { body: otherBody, headers: genuine.headers },
      {
        body: genuine.body,
        headers: { ...genuine.headers, 'x-webhook-signature': await signLikeNetlify(genuine.body, SECRET, 'someone') },
      },
      { body: genuine.body, headers: { ...genuine.headers, 'x-webhook-signature': unsecured } },
      { body: genuine.body, headers: { ...genuine.headers, 'x-webhook-signature': 'not a token' } },
    ];
    for (const notification of refused) {
      const answer = await deliver(notification);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({
        message: "The deploy notification's signature could not be verified.",
      });
    }
    expect(await statuses()).toEqual([['running', 1]]);
    expect((await deliver(genuine)).status).toBe(200);
    expect(await statuses()).toEqual([['done', 1]]);
  });

  it('leaves the build running for deploys it did not start (a push) and for a deploy that only started', async () => {
    await ctx.siteBuilds.request('listing approved');
    await nextMinute();
    const push = await netlify.notification({ id: 'push-deploy', title: 'Fix the footer' }, 'ready');
    expect(await (await deliver(push)).json()).toEqual({ received: true, outcome: 'ignored' });
    const started = await netlify.notification(netlify.deploys[0]!, 'building');
    expect(await (await deliver(started)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await statuses()).toEqual([['running', 1]]);
  });

  it('lets the next build start after a build whose deploy never reported, saying so', async () => {
    await ctx.siteBuilds.request('listing approved');
    await nextMinute();
    await ctx.siteBuilds.request('listing paused');
    clock += UNREPORTED_AFTER_MS;
    expect(await nextMinute()).toBe('started');
    const [, unreported] = await listBuilds(ctx.db);
    expect(unreported).toMatchObject({ status: 'failed' });
    expect(unreported!.logTail).toMatch(/^No deploy notification came within 30 minutes/);
  });

  it('queues the daily build when no build was asked for in a day, and only then', async () => {
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    await ctx.db.insert(siteBuilds).values({ reason: 'listing approved', status: 'done', requestedAt: dayAgo });
    // This run's clock is a minute ahead of the database's, so the build it queues is due at once.
    expect(await nextMinute()).toBe('started');
    expect(netlify.deploys.map((d) => d.title)).toEqual([
      expect.stringContaining(`Rebuild: ${DAILY_BUILD_REASON} [build`),
    ]);
    await netlify.finish(netlify.deploys[0]!, 'ready');
    expect(await nextMinute()).toBe('idle');
    expect((await listBuilds(ctx.db)).map((b) => b.reason)).toEqual([DAILY_BUILD_REASON, 'listing approved']);
  });
});

describe('deploy notifications without a secret configured', () => {
  const ctx = useTestApp({ deployWebhookSecret: undefined });

  it('are refused, saying they are not configured', async () => {
    const body = JSON.stringify({ id: 'd1', state: 'ready', title: null });
    const res = await ctx.app.request(`${TEST_SITE_URL}${NOTIFICATIONS}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-signature': await signLikeNetlify(body, SECRET) },
      body,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Deploy notifications are not configured on this site.' });
  });
});
