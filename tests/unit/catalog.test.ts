import { describe, expect, it } from 'vitest';
import { kmToMiles } from '#src/shared/catalog.ts';
import { ALL_REGIONS, CANADIAN_PROVINCES, US_STATES } from '#src/shared/regions.ts';

describe('value lists', () => {
  it('has 13 provinces and territories and 50 states, with unique codes per country', () => {
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(US_STATES).toHaveLength(50);
    const keys = ALL_REGIONS.map((r) => `${r.country}-${r.code}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shows miles as km × 0.621371, rounded', () => {
    expect([10, 20, 30, 40, 50].map(kmToMiles)).toEqual([6, 12, 19, 25, 31]);
  });
});
