import { beforeAll, describe, expect, it } from 'vitest';
import { watchListingsVersion } from '#db/listings-version.ts';
import { ListingIndex } from '#src/server/search/listing-index.ts';
import { searchWarehouses } from '#src/server/search/search-warehouses.ts';
import { searchParamsSchema } from '#src/shared/validation/search.ts';
import { useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';

/** A box around east Toronto, and listings on its edges, just outside them, and inside. */
const BOX = { west: -79.4, south: 43.6, east: -79.3, north: 43.7 };
const POINTS: Record<string, [latitude: number, longitude: number]> = {
  'Box Inside': [43.65, -79.35],
  'Box West Edge': [43.65, -79.4],
  'Box North-East Corner': [43.7, -79.3],
  'Box South Edge': [43.6, -79.33],
  'Box Just West': [43.65, -79.400001],
  'Box Just North': [43.700001, -79.35],
  'Box Far Away': [45.5, -73.56],
};
/**
 * Listings that hide their street number: a box tests their public position (rounded to two
 * decimals), which the first stands just inside and the second just outside, whatever the building.
 */
const HIDDEN: Record<string, [latitude: number, longitude: number]> = {
  'Box Hidden Rounded In': [43.7049, -79.31],
  'Box Hidden Rounded Out': [43.5949, -79.31],
};
const INSIDE = ['Box Inside', 'Box West Edge', 'Box North-East Corner', 'Box South Edge', 'Box Hidden Rounded In'];

describe('searching the map box (bbox) in the index and in SQL', () => {
  const ctx = useTestApp();
  let index: ListingIndex;
  const search = (query: string, withIndex: boolean) =>
    searchWarehouses(
      ctx.db,
      searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query))),
      withIndex ? index : undefined,
    );

  beforeAll(async () => {
    for (const [name, [latitude, longitude]] of Object.entries(POINTS)) {
      await createWarehouse(ctx.db, { name, latitude, longitude, showContactInfo: true });
    }
    for (const [name, [latitude, longitude]] of Object.entries(HIDDEN)) {
      await createWarehouse(ctx.db, { name, latitude, longitude, showContactInfo: false });
    }
    // Inside the box but not public.
    await createWarehouse(ctx.db, { name: 'Box Paused', latitude: 43.65, longitude: -79.36, status: 'paused' });
    index = await new ListingIndex(ctx.db).atLeast(await watchListingsVersion(ctx.handle).current());
  });

  it.each([true, false])('keeps the edges and drops a millionth of a degree outside (index: %s)', async (withIndex) => {
    const answer = await search(`bbox=${BOX.west},${BOX.south},${BOX.east},${BOX.north}&limit=50`, withIndex);
    expect(answer.warehouses.map((w) => w.name).sort()).toEqual([...INSIDE].sort());
    expect(answer.total).toBe(INSIDE.length);
    expect(answer.bbox).toEqual(BOX);
  });

  it.each([true, false])(
    'with a place, lists the box nearest first with distances and no radius (index: %s)',
    async (withIndex) => {
      // Toronto's centre is west of the box: the west edge is nearest.
      const answer = await search(`query=Toronto&distance=10&bbox=-79.4,43.6,-79.3,43.7`, withIndex);
      expect(answer.radiusKm).toBeNull();
      expect(answer.warehouses[0]!.name).toBe('Box West Edge');
      const distances = answer.warehouses.map((w) => w.distanceKm!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    },
  );

  it('answers a box across the antimeridian from both of its sides alike', async () => {
    const query = 'bbox=170,40,-79.35,50&limit=50';
    const fromIndex = await search(query, true);
    expect(fromIndex).toEqual(await search(query, false));
    // Everything from 170° east round to -79.35°, edge included; Montréal is east of it.
    expect(fromIndex.warehouses.map((w) => w.name).sort()).toEqual([
      'Box Inside',
      'Box Just North',
      'Box Just West',
      'Box West Edge',
    ]);
  });

  it('says nothing is in an empty box rather than offering listings beyond it', async () => {
    const answer = await search('query=Toronto&bbox=-100,30,-99,31', true);
    expect(answer.total).toBe(0);
    expect(answer.warehouses).toEqual([]);
    expect(answer.nearestBeyondRadius).toBe(false);
  });

  it('ignores a box that is not one, searching as without it', async () => {
    for (const bbox of ['1,2,3', '-79.3,43.7,-79.4,43.6', 'a,b,c,d', '-200,0,0,10']) {
      const answer = await search(`bbox=${encodeURIComponent(bbox)}&limit=50`, true);
      expect(answer.bbox, bbox).toBeNull();
      expect(answer.total, bbox).toBe(Object.keys(POINTS).length + Object.keys(HIDDEN).length);
    }
  });
});
