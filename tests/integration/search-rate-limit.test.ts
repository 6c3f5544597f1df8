import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshIp, requestFrom } from '#tests/support/accounts.ts';
import { useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';

describe('GET /api/search per address', () => {
  const ctx = useTestApp();
  const search = (ip: string, page = 1) => requestFrom(ctx, `/api/search?query=Toronto&page=${page}`, { ip });

  // The clock stands still a few seconds into a minute, so each test's 121 requests fall in one
  // window however slowly the machine answers them. With the clock running, a burst that crossed
  // the minute on a loaded machine saw the previous window's hits fade from the sliding estimate
  // (src/server/security/rate-limit.ts), and the 121st was answered (fresh-clone run, 2026-11-30).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a person clicking through filters and pages, however quick', async () => {
    await createWarehouse(ctx.db);
    const ip = freshIp();
    // A busy minute: far more searches than a person makes, all answered.
    for (let i = 1; i <= 40; i++) expect((await search(ip, i)).status).toBe(200);
  });

  it('answers a script reading page after page with 429 and Retry-After once past 120 a minute, and only that address', async () => {
    const scraper = freshIp();
    expect(ctx.config.searchesPerMinute).toBe(120);
    for (let i = 1; i <= 120; i++) expect((await search(scraper, i)).status, `search ${i}`).toBe(200);

    const refused = await search(scraper, 121);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // A minute's window, counted sliding: the wait is about a minute, a little over when the burst
    // began just after the window turned (src/server/security/rate-limit.ts).
    const minutes = Math.ceil(retryAfter / 60);
    expect(minutes).toBeLessThanOrEqual(2);
    expect(await refused.json()).toMatchObject({
      message: `Too many searches from your address. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
    });

    expect((await search(freshIp())).status).toBe(200);
  });

  it("counts the build's city points (every city resolved at once) against the same limit", async () => {
    const ip = freshIp();
    expect((await requestFrom(ctx, '/api/cities/search-points', { ip })).status).toBe(200);
    for (let i = 2; i <= 120; i++) expect((await search(ip, i)).status, `search ${i}`).toBe(200);
    expect((await requestFrom(ctx, '/api/cities/search-points', { ip })).status).toBe(429);
  });
});
