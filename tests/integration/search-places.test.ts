import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS } from '#src/shared/quiz/answers.ts';
import { quizSearchUrl } from '#src/shared/quiz/url.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { northOf, placeCentre } from '#tests/support/geo.ts';

interface Result {
  name: string;
  distanceKm: number | null;
  outsideRadius: boolean;
}

async function search(ctx: ReturnType<typeof useTestApp>, query: string, extra = '') {
  const res = await request(ctx, `/api/search?query=${encodeURIComponent(query)}${extra}`);
  return { status: res.status, body: await res.json() };
}

/** Listings that show their address: distances are measured from the building (docs/decisions/maps.md). */
const SHOWN = { showContactInfo: true } as const;

describe('GET /api/search: several places at once', () => {
  const ctx = useTestApp();

  it('covers the radius around each place, each result with its distance to the nearest', async () => {
    const toronto = await placeCentre(ctx.db, 'Toronto', 'ON');
    const vancouver = await placeCentre(ctx.db, 'Vancouver', 'BC');
    await createWarehouse(ctx.db, {
      ...SHOWN,
      name: 'Toronto 5 km',
      servicesOffered: ['Kitting'],
      ...northOf(toronto, 5),
    });
    await createWarehouse(ctx.db, {
      ...SHOWN,
      name: 'Vancouver 2 km',
      servicesOffered: ['Kitting'],
      ...northOf(vancouver, 2),
    });
    await createWarehouse(ctx.db, { ...SHOWN, name: 'Vancouver 12 km', ...northOf(vancouver, 12) });
    await createWarehouse(ctx.db, { ...SHOWN, name: 'Toronto 45 km', ...northOf(toronto, 45) });

    const { status, body } = await search(ctx, 'Toronto, Vancouver', '&distance=30');
    expect(status).toBe(200);
    expect(body.places.map((p: { name: string }) => p.name)).toEqual(['Toronto', 'Vancouver']);
    expect(body.place.name).toBe('Toronto');
    expect(body.total).toBe(3);
    expect(body.warehouses.map((w: Result) => [w.name, w.distanceKm, w.outsideRadius])).toEqual([
      ['Vancouver 2 km', 2, false],
      ['Toronto 5 km', 5, false],
      ['Vancouver 12 km', 12, false],
    ]);
    expect(body.facets.services.Kitting).toBe(2);
  });

  it('reads the quiz’s several cities of one province as all of them', async () => {
    const toronto = await placeCentre(ctx.db, 'Toronto', 'ON');
    const ottawa = await placeCentre(ctx.db, 'Ottawa', 'ON');
    await createWarehouse(ctx.db, { ...SHOWN, name: 'Near Toronto', ...northOf(toronto, 3) });
    await createWarehouse(ctx.db, { ...SHOWN, name: 'Near Ottawa', ...northOf(ottawa, 4) });
    const url = quizSearchUrl({ ...EMPTY_ANSWERS, country: 'canada', province: 'ON', cities: ['Toronto', 'Ottawa'] });
    const res = await request(ctx, `/api/search?${new URL(url, 'http://x').searchParams}`);
    const body = await res.json();
    expect(body.places.map((p: { name: string; province: string }) => `${p.name}, ${p.province}`)).toEqual([
      'Toronto, ON',
      'Ottawa, ON',
    ]);
    // Listings of the other tests here are near Toronto too; these two are the nearest.
    expect(body.warehouses.slice(0, 2).map((w: Result) => [w.name, w.distanceKm])).toEqual([
      ['Near Toronto', 3],
      ['Near Ottawa', 4],
    ]);
  });

  it('offers the nearest beyond the radius of every place when none is inside', async () => {
    const regina = await placeCentre(ctx.db, 'Regina', 'SK');
    await createWarehouse(ctx.db, { ...SHOWN, name: 'North of Regina', ...northOf(regina, 80) });
    const { body } = await search(ctx, 'Halifax, Regina', '&distance=10');
    expect(body.total).toBe(0);
    expect(body.nearestBeyondRadius).toBe(true);
    expect(body.warehouses[0]).toMatchObject({ name: 'North of Regina', distanceKm: 80, outsideRadius: true });
  });

  it('still reads an address before a city as one place', async () => {
    for (const query of ['123 Main St, Toronto, ON', 'Toronto, ON, Canada', 'Springfield, Illinois, USA']) {
      const { body } = await search(ctx, query);
      expect(body.places).toHaveLength(1);
    }
  });
});
