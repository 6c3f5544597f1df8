import { describe, expect, it } from 'vitest';
import { slidingWindowEstimate, waitUntilAllowedMs, type WindowCounts } from '#src/server/security/rate-limit.ts';

const WINDOW = 15 * 60_000;

describe('slidingWindowEstimate and waitUntilAllowedMs', () => {
  const at = (previous: number, current: number, elapsedMs: number): WindowCounts => ({
    previous,
    current,
    elapsedMs,
    windowMs: WINDOW,
  });

  it.each([
    { counts: at(0, 4, 0), estimate: 4 },
    { counts: at(10, 0, 0), estimate: 10 },
    { counts: at(10, 2, WINDOW / 2), estimate: 7 },
    { counts: at(10, 2, WINDOW), estimate: 2 },
  ])(
    'estimates $estimate hits for $counts.previous before and $counts.current now at $counts.elapsedMs ms',
    ({ counts, estimate }) => {
      expect(slidingWindowEstimate(counts)).toBeCloseTo(estimate);
    },
  );

  it.each([
    // 10 earlier hits fading, 5 now: one more fits once the earlier weigh 4, i.e. 60% into the window.
    { counts: at(10, 5, 0), limit: 10, waitMs: 0.6 * WINDOW },
    { counts: at(10, 5, 0.5 * WINDOW), limit: 10, waitMs: 0.1 * WINDOW },
    // The current window alone is full: wait for it to close, then for it to fade to 9 of 11.
    { counts: at(0, 11, 0.25 * WINDOW), limit: 10, waitMs: 0.75 * WINDOW + WINDOW * (1 - 9 / 11) },
    { counts: at(3, 10, 0), limit: 10, waitMs: WINDOW + WINDOW * 0.1 },
  ])(
    'waits $waitMs ms with $counts.previous before, $counts.current now, limit $limit',
    ({ counts, limit, waitMs }) => {
      const wait = waitUntilAllowedMs(counts, limit);
      expect(wait).toBeCloseTo(waitMs);
      const later =
        wait < WINDOW - counts.elapsedMs
          ? { ...counts, elapsedMs: counts.elapsedMs + wait, current: counts.current + 1 }
          : { previous: counts.current, current: 1, elapsedMs: counts.elapsedMs + wait - WINDOW, windowMs: WINDOW };
      expect(slidingWindowEstimate(later)).toBeLessThanOrEqual(limit + 1e-9);
    },
  );
});
