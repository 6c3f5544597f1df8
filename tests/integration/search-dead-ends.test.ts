import { describe, expect, it } from 'vitest';
import { request, useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { northOf, placeCentre } from '#tests/support/geo.ts';

interface Result {
  name: string;
  distanceKm: number | null;
  missingServices: string[];
}

async function search(ctx: ReturnType<typeof useTestApp>, params: [string, string][]) {
  const res = await request(ctx, `/api/search?${new URLSearchParams(params)}`);
  return { status: res.status, body: await res.json() };
}

/** Listings that show their address: distances are measured from the building (docs/decisions/maps.md). */
const SHOWN = { showContactInfo: true } as const;

describe('GET /api/search: no dead ends', () => {
  const ctx = useTestApp();

  it('offers the listings with most of the chosen services when none has them all, nearest first', async () => {
    const halifax = await placeCentre(ctx.db, 'Halifax', 'NS');
    await createWarehouse(ctx.db, {
      ...SHOWN,
      name: 'Two of three, far',
      servicesOffered: ['Kitting', 'FBA'],
      ...northOf(halifax, 20),
    });
    await createWarehouse(ctx.db, {
      ...SHOWN,
      name: 'Two of three, near',
      servicesOffered: ['FBA', 'Storage', 'Kitting'],
      ...northOf(halifax, 5),
    });
    await createWarehouse(ctx.db, {
      ...SHOWN,
      name: 'One of three',
      servicesOffered: ['Kitting'],
      ...northOf(halifax, 1),
    });
    await createWarehouse(ctx.db, {
      ...SHOWN,
      name: 'None of them',
      servicesOffered: ['Storage'],
      ...northOf(halifax, 2),
    });
    await createWarehouse(ctx.db, {
      ...SHOWN,
      name: 'All, but too far',
      servicesOffered: ['Kitting', 'FBA', 'Returns Handling'],
      ...northOf(halifax, 90),
    });

    const { status, body } = await search(ctx, [
      ['query', 'Halifax, NS'],
      ['servicesOffered', 'Kitting'],
      ['servicesOffered', 'FBA'],
      ['servicesOffered', 'Returns Handling'],
      ['distance', '30'],
    ]);
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    expect(body.closestMatches).toBe(true);
    expect(body.nearestBeyondRadius).toBe(false);
    expect(body.warehouses.map((w: Result) => [w.name, w.distanceKm, w.missingServices])).toEqual([
      ['Two of three, near', 5, ['Returns Handling']],
      ['Two of three, far', 20, ['Returns Handling']],
      ['One of three', 1, ['FBA', 'Returns Handling']],
    ]);
  });

  it('keeps the other filters for the closest matches, and answers normally when something matches', async () => {
    const regina = await placeCentre(ctx.db, 'Regina', 'SK');
    await createWarehouse(ctx.db, {
      ...SHOWN,
      name: 'Regina cold',
      storageType: ['Cold Storage'],
      servicesOffered: ['Kitting'],
      ...northOf(regina, 3),
    });
    await createWarehouse(ctx.db, {
      ...SHOWN,
      name: 'Regina dry',
      storageType: ['Dry Storage'],
      servicesOffered: ['Kitting', 'FBA'],
      ...northOf(regina, 4),
    });
    const closest = await search(ctx, [
      ['query', 'Regina, SK'],
      ['storageTypesOffered', 'Cold Storage'],
      ['servicesOffered', 'Kitting'],
      ['servicesOffered', 'FBA'],
    ]);
    expect(closest.body.warehouses.map((w: Result) => w.name)).toEqual(['Regina cold']);
    expect(closest.body.warehouses[0].missingServices).toEqual(['FBA']);

    const found = await search(ctx, [
      ['query', 'Regina, SK'],
      ['servicesOffered', 'Kitting'],
      ['servicesOffered', 'FBA'],
    ]);
    expect(found.body.closestMatches).toBe(false);
    expect(found.body.warehouses.map((w: Result) => [w.name, w.missingServices])).toEqual([['Regina dry', []]]);
  });

  it('says how far the nearest listing is when nothing is within the largest radius', async () => {
    const winnipeg = await placeCentre(ctx.db, 'Winnipeg', 'MB');
    await createWarehouse(ctx.db, {
      ...SHOWN,
      name: 'Winnipeg depot',
      city: 'Winnipeg',
      stateProvince: 'MB',
      ...northOf(winnipeg, 1),
    });
    const { body } = await search(ctx, [
      ['query', 'Thunder Bay, ON'],
      ['distance', '50'],
    ]);
    expect(body.total).toBe(0);
    expect(body.nearestBeyondRadius).toBe(true);
    expect(body.warehouses[0]).toMatchObject({ name: 'Winnipeg depot', city: 'Winnipeg', stateProvince: 'MB' });
    expect(body.warehouses[0].distanceKm).toBeGreaterThan(400);
  });

  it('still answers a link with values out of range, saying what it applied', async () => {
    const { status, body } = await search(ctx, [
      ['query', 'Regina, SK'],
      ['distance', '75'],
      ['page', 'abc'],
      ['sort', 'price'],
      ['storageTermType', 'weekly'],
      ['storageTypesOffered', 'Lava Storage'],
      ['storageTypesOffered', 'Cold Storage'],
    ]);
    expect(status).toBe(200);
    expect(body.radiusKm).toBe(50);
    expect(body.page).toBe(1);
    expect(body.applied).toEqual({
      storageTypesOffered: ['Cold Storage'],
      servicesOffered: [],
      distance: 50,
      storageTermType: 'all',
      ownerVerified: false,
      sort: 'relevance',
    });
    expect(body.adjusted).toEqual(['storageTypesOffered', 'distance', 'storageTermType', 'page', 'sort']);
    expect(body.warehouses.map((w: Result) => w.name)).toContain('Regina cold');
  });
});
