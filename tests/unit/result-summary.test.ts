import { describe, expect, it } from 'vitest';
import { resultSummary } from '#src/components/search/result-summary.ts';
import type { ResolvedPlace, SearchAnswer } from '#src/client/answers.ts';

/** The results heading says what the results are: after "Search this area", the map's area. */
const TORONTO: ResolvedPlace = { name: 'Toronto', province: 'ON', country: 'CA', latitude: 43.65, longitude: -79.38 };
const answer = (overrides: Partial<SearchAnswer>) =>
  ({ total: 4, places: [], radiusKm: null, regionName: null, bbox: null, ...overrides }) as SearchAnswer;

describe('resultSummary', () => {
  it('says the results are in the map area after "Search this area", not that they match the place typed', () =>
    expect(
      resultSummary(
        answer({ places: [TORONTO], bbox: { west: -79.4, south: 43.6, east: -79.3, north: 43.7 } }),
        'Toronto, ON',
      ),
    ).toBe("4 warehouses in the map's area"));

  it('still says the radius around the place for a search without a box', () =>
    expect(resultSummary(answer({ places: [TORONTO], radiusKm: 30 }), 'Toronto, ON')).toBe(
      '4 warehouses within 30 km of Toronto, ON',
    ));
});
