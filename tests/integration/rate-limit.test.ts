import { describe, expect, it } from 'vitest';
import { hitRateLimit, slidingWindowEstimate, waitUntilAllowedMs, type WindowCounts } from '#src/server/security/rate-limit.ts';
import { useTestApp } from '#tests/support/app.ts';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
/** A window boundary: hits just before and just after it fall in different stored windows. */
const BOUNDARY = Math.ceil(Date.now() / WINDOW) * WINDOW + 100 * WINDOW;

describe('sliding-window rate limit', () => {
  const ctx = useTestApp();

  it('counts hits on both sides of a window boundary, so ten tries cannot become twenty', async () => {
    const key = 'test:boundary';
    for (let i = 0; i < 10; i++) {
      const at = BOUNDARY + (i < 5 ? -5_000 + i * 100 : i * 100);
      expect((await hitRateLimit(ctx.db, key, 10, WINDOW, at)).allowed).toBe(true);
    }
    const blocked = await hitRateLimit(ctx.db, key, 10, WINDOW, BOUNDARY + 2_000);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('allows again once the earlier hits have slid out of the window', async () => {
    const key = 'test:slide';
    for (let i = 0; i < 10; i++) await hitRateLimit(ctx.db, key, 10, WINDOW, BOUNDARY - WINDOW + 1_000);
    expect((await hitRateLimit(ctx.db, key, 10, WINDOW, BOUNDARY - 1_000)).allowed).toBe(false);
    // Two windows on, the first window's hits weigh nothing.
    expect((await hitRateLimit(ctx.db, key, 10, WINDOW, BOUNDARY + WINDOW + 1_000)).allowed).toBe(true);
  });

  it('keeps each key apart', async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(ctx.db, 'test:a', 3, WINDOW, BOUNDARY);
    expect((await hitRateLimit(ctx.db, 'test:a', 3, WINDOW, BOUNDARY)).allowed).toBe(false);
    expect((await hitRateLimit(ctx.db, 'test:b', 3, WINDOW, BOUNDARY)).allowed).toBe(true);
  });
});

describe('slidingWindowEstimate and waitUntilAllowedMs', () => {
  const at = (previous: number, current: number, elapsedMs: number): WindowCounts => ({ previous, current, elapsedMs, windowMs: WINDOW });

  it.each([
    { counts: at(0, 4, 0), estimate: 4 },
    { counts: at(10, 0, 0), estimate: 10 },
    { counts: at(10, 2, WINDOW / 2), estimate: 7 },
    { counts: at(10, 2, WINDOW), estimate: 2 },
  ])('estimates $estimate hits for $counts.previous before and $counts.current now at $counts.elapsedMs ms', ({ counts, estimate }) => {
    expect(slidingWindowEstimate(counts)).toBeCloseTo(estimate);
  });

  it.each([
    // 10 earlier hits fading, 5 now: one more fits once the earlier weigh 4, i.e. 60% into the window.
    { counts: at(10, 5, 0), limit: 10, waitMs: 0.6 * WINDOW },
    { counts: at(10, 5, 0.5 * WINDOW), limit: 10, waitMs: 0.1 * WINDOW },
    // The current window alone is full: wait for it to close, then for it to fade to 9 of 11.
    { counts: at(0, 11, 0.25 * WINDOW), limit: 10, waitMs: 0.75 * WINDOW + WINDOW * (1 - 9 / 11) },
    { counts: at(3, 10, 0), limit: 10, waitMs: WINDOW + WINDOW * 0.1 },
  ])('waits $waitMs ms with $counts.previous before, $counts.current now, limit $limit', ({ counts, limit, waitMs }) => {
    const wait = waitUntilAllowedMs(counts, limit);
    expect(wait).toBeCloseTo(waitMs);
    const later = wait < WINDOW - counts.elapsedMs
      ? { ...counts, elapsedMs: counts.elapsedMs + wait, current: counts.current + 1 }
      : { previous: counts.current, current: 1, elapsedMs: counts.elapsedMs + wait - WINDOW, windowMs: WINDOW };
    expect(slidingWindowEstimate(later)).toBeLessThanOrEqual(limit + 1e-9);
  });
});
