import { describe, expect, it } from 'vitest';
import { freshnessOf, staleBefore } from '#src/shared/freshness.ts';

const NOW = new Date('2026-11-26T15:30:00Z');
const daysBefore = (days: number, hours = 0) => new Date(NOW.getTime() - days * 86_400_000 - hours * 3_600_000);

describe('availability freshness', () => {
  it('highlights a confirmation of 30 days or fewer, saying how long ago', () => {
    expect(freshnessOf(NOW, NOW)).toEqual({ tier: 'recent', days: 0, label: 'Availability confirmed today' });
    expect(freshnessOf(daysBefore(1), NOW).label).toBe('Availability confirmed yesterday');
    expect(freshnessOf(daysBefore(12, 5), NOW)).toEqual({
      tier: 'recent',
      days: 12,
      label: 'Availability confirmed 12 days ago',
    });
    expect(freshnessOf(daysBefore(30, 23), NOW).tier).toBe('recent');
  });

  it('gives the plain date from day 31 to day 90', () => {
    expect(freshnessOf(daysBefore(31), NOW)).toEqual({
      tier: 'dated',
      days: 31,
      label: 'Availability confirmed on Oct 26, 2026',
    });
    expect(freshnessOf(daysBefore(90, 23), NOW).tier).toBe('dated');
  });

  it('says "Not confirmed recently" past 90 days', () => {
    expect(freshnessOf(daysBefore(91), NOW)).toEqual({ tier: 'stale', days: 91, label: 'Not confirmed recently' });
    expect(freshnessOf('2025-01-01T00:00:00.000Z', NOW).tier).toBe('stale');
  });

  it('reads a confirmation ahead of the clock (a browser running behind) as today', () => {
    expect(freshnessOf(new Date(NOW.getTime() + 3_600_000), NOW).label).toBe('Availability confirmed today');
  });

  it('ranks as stale from the hour the 91st day begins, the same instant for every search in that hour', () => {
    const cutoff = staleBefore(NOW);
    expect(cutoff.toISOString()).toBe('2026-08-27T15:00:00.000Z');
    expect(staleBefore(new Date(NOW.getTime() + 20 * 60_000))).toEqual(cutoff);
    // Every listing the cutoff calls stale, the label calls stale too.
    expect(freshnessOf(new Date(cutoff.getTime() - 1), NOW).tier).toBe('stale');
  });
});
