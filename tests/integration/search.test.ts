import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { places } from '#db/schema.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { northOf, placeCentre } from '#tests/support/geo.ts';

interface Result {
  id: string;
  name: string;
  distanceKm: number | null;
  outsideRadius: boolean;
  isPaid: boolean;
  updatedAt: string;
}

async function search(ctx: ReturnType<typeof useTestApp>, params: Record<string, string | number | string[]>) {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) qs.append(key, String(v));
  }
  const res = await request(ctx, `/api/search?${qs}`);
  return { status: res.status, body: await res.json() };
}

const names = (body: { warehouses: Result[] }) => body.warehouses.map((w) => w.name);

describe('GET /api/search: understanding the place typed', () => {
  const ctx = useTestApp();

  it.each([
    ['Toronto', 'Toronto', 'ON'],
    ['Toronto, ON', 'Toronto', 'ON'],
    ['Toronto, Ontario, Canada', 'Toronto', 'ON'],
    ['toronto on', 'Toronto', 'ON'],
    ['M5V 2T6 Toronto', 'Toronto', 'ON'],
    ['Toronto, ON M5V 2T6', 'Toronto', 'ON'],
    ['Montréal', 'Montréal', 'QC'],
    ['montreal', 'Montréal', 'QC'],
    ['MONTREAL, Quebec', 'Montréal', 'QC'],
    ['Springfield, IL', 'Springfield', 'IL'],
    ['Springfield, Illinois, USA', 'Springfield', 'IL'],
    ['Portland, ME', 'Portland', 'ME'],
    ['New York', 'New York City', 'NY'],
    ['New York, NY', 'New York City', 'NY'],
    ['Québec', 'Québec', 'QC'],
  ])('reads "%s" as %s, %s', async (query, name, province) => {
    const { status, body } = await search(ctx, { query });
    expect(status).toBe(200);
    expect(body.interpretedAs).toBe('place');
    expect(body.place).toMatchObject({ name, province });
    expect(body.radiusKm).toBe(30);
  });

  it('picks the most populous place when a name is ambiguous and no province narrows it', async () => {
    const [biggest] = await ctx.db
      .select({ province: places.province })
      .from(places)
      .where(eq(places.nameFolded, 'springfield'))
      .orderBy(desc(places.population))
      .limit(1);
    const { body } = await search(ctx, { query: 'Springfield' });
    expect(body.place.province).toBe(biggest!.province);
    expect(biggest!.province).not.toBe('IL');
  });

  it('reads a province on its own as that whole province', async () => {
    const inOntario = await createWarehouse(ctx.db, {
      name: 'Kingston Region Depot',
      city: 'Kingston',
      stateProvince: 'ON',
    });
    const inQuebec = await createWarehouse(ctx.db, {
      name: 'Laval Region Depot',
      city: 'Laval',
      stateProvince: 'QC',
      country: 'Canada',
    });
    for (const query of ['Ontario', 'Ontario, Canada']) {
      const { body } = await search(ctx, { query });
      expect(body.interpretedAs).toBe('region');
      expect(body.region).toEqual({ province: 'ON', country: 'CA' });
      expect(body.place).toBeNull();
      const ids = body.warehouses.map((w: Result) => w.id);
      expect(ids).toContain(inOntario.id);
      expect(ids).not.toContain(inQuebec.id);
    }
  });
});

/** Listings that show their address: distances are measured from the building (docs/decisions/maps.md). */
const SHOWN = { showContactInfo: true } as const;

describe('GET /api/search: radius and distance', () => {
  const ctx = useTestApp();

  it('keeps a warehouse 29 km away at 30 km and drops it at 20 km, offering it as the nearest beyond', async () => {
    const reno = await placeCentre(ctx.db, 'Reno', 'NV');
    const far = await createWarehouse(ctx.db, {
      ...SHOWN,
      name: 'Reno North 29',
      city: 'Reno',
      stateProvince: 'NV',
      country: 'United States',
      ...northOf(reno, 29),
    });

    const at30 = await search(ctx, { query: 'Reno, NV', distance: 30 });
    expect(names(at30.body)).toEqual(['Reno North 29']);
    expect(at30.body.warehouses[0].distanceKm).toBeCloseTo(29, 0);
    expect(at30.body.warehouses[0].outsideRadius).toBe(false);
    expect(at30.body.nearestBeyondRadius).toBe(false);
    expect(at30.body.total).toBe(1);

    const at20 = await search(ctx, { query: 'Reno, NV', distance: 20 });
    expect(at20.body.total).toBe(0);
    expect(at20.body.nearestBeyondRadius).toBe(true);
    expect(at20.body.warehouses).toEqual([
      expect.objectContaining({ id: far.id, outsideRadius: true, distanceKm: 29 }),
    ]);
  });

  it('lists the nearest first, paid listings first among equals', async () => {
    const calgary = await placeCentre(ctx.db, 'Calgary', 'AB');
    const base = { city: 'Calgary', stateProvince: 'AB' };
    await createWarehouse(ctx.db, { ...SHOWN, ...base, name: 'Calgary 15', ...northOf(calgary, 15) });
    await createWarehouse(ctx.db, { ...SHOWN, ...base, name: 'Calgary 5', ...northOf(calgary, 5) });
    await createWarehouse(ctx.db, { ...SHOWN, ...base, name: 'Calgary 10 free', ...northOf(calgary, 10) });
    await createWarehouse(ctx.db, {
      ...SHOWN,
      ...base,
      name: 'Calgary 10 paid',
      isPaid: true,
      ...northOf(calgary, 10),
    });
    await createWarehouse(ctx.db, { ...SHOWN, ...base, name: 'Calgary 45', ...northOf(calgary, 45) });

    const { body } = await search(ctx, { query: 'Calgary' });
    expect(names(body)).toEqual(['Calgary 5', 'Calgary 10 paid', 'Calgary 10 free', 'Calgary 15']);
    expect(body.warehouses.map((w: Result) => w.distanceKm)).toEqual([5, 10, 10, 15]);
  });

  it('lists other active warehouses nearest to a warehouse for its detail page', async () => {
    const calgary = await placeCentre(ctx.db, 'Calgary', 'AB');
    const here = await createWarehouse(ctx.db, {
      ...SHOWN,
      name: 'Calgary Centre',
      city: 'Calgary',
      stateProvince: 'AB',
      ...calgary,
    });
    await createWarehouse(ctx.db, {
      ...SHOWN,
      name: 'Calgary Paused',
      city: 'Calgary',
      stateProvince: 'AB',
      status: 'paused',
      ...northOf(calgary, 1),
    });

    const res = await request(ctx, `/api/warehouses/${here.id}/nearby`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(names(body)).toEqual(['Calgary 5', 'Calgary 10 paid', 'Calgary 10 free', 'Calgary 15']);
    expect(body.warehouses[0].distanceKm).toBe(5);
    expect((await request(ctx, `/api/warehouses/00000000-0000-4000-8000-000000000000/nearby`)).status).toBe(404);
  });
});

describe('GET /api/search: filters, paging and facets', () => {
  const ctx = useTestApp();
  const halifax = { city: 'Halifax', stateProvince: 'NS', country: 'Canada' };

  it('matches ANY chosen storage type, ALL chosen services, and the storage term rules', async () => {
    await createWarehouse(ctx.db, {
      ...halifax,
      name: 'HX Cold Short',
      storageType: ['Cold Storage'],
      servicesOffered: ['Storage', 'Distribution'],
      storageTermType: 'short-term',
    });
    await createWarehouse(ctx.db, {
      ...halifax,
      name: 'HX Dry Long',
      storageType: ['Dry Storage'],
      servicesOffered: ['Storage'],
      storageTermType: 'long-term',
    });
    await createWarehouse(ctx.db, {
      ...halifax,
      name: 'HX Bulk Both',
      storageType: ['Bulk Storage', 'Dry Storage'],
      servicesOffered: ['Storage', 'Distribution', 'Kitting'],
      storageTermType: 'both',
    });
    await createWarehouse(ctx.db, {
      ...halifax,
      name: 'HX Pending Cold',
      storageType: ['Cold Storage'],
      status: 'pending',
    });
    const q = { query: 'Halifax, NS' };
    const sorted = async (params: Record<string, string | string[]>) =>
      names((await search(ctx, { ...q, ...params })).body).sort();

    expect(await sorted({})).toEqual(['HX Bulk Both', 'HX Cold Short', 'HX Dry Long']);
    expect(await sorted({ storageTypesOffered: ['Cold Storage', 'Bulk Storage'] })).toEqual([
      'HX Bulk Both',
      'HX Cold Short',
    ]);
    expect(await sorted({ servicesOffered: ['Storage', 'Distribution'] })).toEqual(['HX Bulk Both', 'HX Cold Short']);
    expect(await sorted({ servicesOffered: ['Distribution', 'Kitting'] })).toEqual(['HX Bulk Both']);
    expect(await sorted({ storageTermType: 'all' })).toEqual(['HX Bulk Both', 'HX Cold Short', 'HX Dry Long']);
    expect(await sorted({ storageTermType: 'short-term' })).toEqual(['HX Bulk Both', 'HX Cold Short']);
    expect(await sorted({ storageTermType: 'long-term' })).toEqual(['HX Bulk Both', 'HX Dry Long']);
    expect(await sorted({ storageTermType: 'both' })).toEqual(['HX Bulk Both']);
  });

  it('counts, for each storage type and service, how many results offer it', async () => {
    const { body } = await search(ctx, { query: 'Halifax, NS' });
    expect(body.facets.storageTypes).toMatchObject({
      'Dry Storage': 2,
      'Cold Storage': 1,
      'Bulk Storage': 1,
      'Hazmat Storage': 0,
    });
    expect(body.facets.services).toMatchObject({ Storage: 3, Distribution: 2, Kitting: 1, FBA: 0 });

    const narrowed = await search(ctx, { query: 'Halifax, NS', storageTypesOffered: 'Dry Storage' });
    expect(narrowed.body.facets.storageTypes['Dry Storage']).toBe(2);
    expect(narrowed.body.facets.services).toMatchObject({ Storage: 2, Distribution: 1 });
  });

  it('pages through the results with the total', async () => {
    const winnipeg = await placeCentre(ctx.db, 'Winnipeg', 'MB');
    for (let km = 1; km <= 5; km++) {
      await createWarehouse(ctx.db, {
        name: `WPG ${km}`,
        city: 'Winnipeg',
        stateProvince: 'MB',
        ...northOf(winnipeg, km),
      });
    }
    const pages = await Promise.all([1, 2, 3].map((page) => search(ctx, { query: 'Winnipeg', limit: 2, page })));
    expect(pages.map((p) => names(p.body))).toEqual([['WPG 1', 'WPG 2'], ['WPG 3', 'WPG 4'], ['WPG 5']]);
    expect(pages[0]!.body).toMatchObject({ total: 5, page: 1, limit: 2, totalPages: 3 });
  });

  it('finds free text in names and descriptions despite a typo, best match first', async () => {
    await createWarehouse(ctx.db, {
      ...halifax,
      name: 'Frozen Tundra Logistics',
      description: 'Blast freezers and frozen food handling.',
    });
    await createWarehouse(ctx.db, {
      ...halifax,
      name: 'Tundra Dry Goods',
      description: 'Ambient racking for dry goods only.',
    });

    const typo = await search(ctx, { query: 'frozn tundra' });
    expect(typo.body.interpretedAs).toBe('text');
    expect(typo.body.place).toBeNull();
    expect(names(typo.body)).toEqual(['Frozen Tundra Logistics']);
    expect(typo.body.warehouses[0].distanceKm).toBeNull();

    const word = await search(ctx, { query: 'Tundra' });
    expect(names(word.body).sort()).toEqual(['Frozen Tundra Logistics', 'Tundra Dry Goods']);
  });

  it('lists every active warehouse for an empty query, paid first then most recently updated', async () => {
    const newest = await createWarehouse(ctx.db, {
      ...halifax,
      name: 'HX Newest Paid',
      isPaid: true,
      updatedAt: new Date(Date.now() + 60_000),
    });
    const { body } = await search(ctx, { limit: 50 });
    expect(body.interpretedAs).toBe('everywhere');
    expect(body.warehouses[0].id).toBe(newest.id);
    expect(body.total).toBe(body.warehouses.length);
    expect(names(body)).not.toContain('HX Pending Cold');
    const order = body.warehouses.map((w: Result) => [w.isPaid ? 0 : 1, -Date.parse(w.updatedAt)]);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it.each([
    [{ distance: 35 }, 'distance', { applied: { distance: 40 } }],
    [{ distance: 100 }, 'distance', { applied: { distance: 50 } }],
    [{ distance: 'far' }, 'distance', { applied: { distance: 30 } }],
    [{ storageTypesOffered: 'Lava Storage' }, 'storageTypesOffered', { applied: { storageTypesOffered: [] } }],
    [{ servicesOffered: ['Storage', 'Teleport'] }, 'servicesOffered', { applied: { servicesOffered: ['Storage'] } }],
    [{ storageTermType: 'forever' }, 'storageTermType', { applied: { storageTermType: 'all' } }],
    [{ page: -1 }, 'page', { page: 1 }],
    [{ page: 'two' }, 'page', { page: 1 }],
    [{ sort: 'cheapest' }, 'sort', { applied: { sort: 'relevance' } }],
    [{ limit: 500 }, 'limit', { limit: 50 }],
  ])('answers %o with the nearest valid value, saying so', async (params, field, expected) => {
    const { status, body } = await search(ctx, params as Record<string, string>);
    expect(status).toBe(200);
    expect(body).toMatchObject(expected);
    expect(body.adjusted).toEqual([field]);
  });

  it('adjusts nothing when every value is valid', async () => {
    const { body } = await search(ctx, { distance: 20, page: 1, sort: 'newest', storageTermType: 'both' });
    expect(body.adjusted).toEqual([]);
  });

  it('says what it adjusted per request, when a link written two ways shares one kept answer', async () => {
    const adjusted = await search(ctx, { query: 'Toronto', distance: 35 });
    const asMeant = await search(ctx, { query: 'Toronto', distance: 40 });
    expect(adjusted.body.adjusted).toEqual(['distance']);
    expect(asMeant.body.adjusted).toEqual([]);
    expect({ ...asMeant.body, adjusted: ['distance'] }).toEqual(adjusted.body);
  });
});
