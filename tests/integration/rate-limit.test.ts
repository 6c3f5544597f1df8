import { describe, expect, it } from 'vitest';
import { hitRateLimit } from '#src/server/security/rate-limit.ts';
import { useTestApp } from '#tests/support/app.ts';

const WINDOW = 15 * 60_000;
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
