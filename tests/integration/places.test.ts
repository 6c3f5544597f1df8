import { describe, expect, it } from 'vitest';
import { resolveQueries, resolveQuery } from '#src/server/search/place-resolver.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { placeCentre } from '#tests/support/geo.ts';

/** A listing's city that is in no gazetteer. */
const CITY_THE_GAZETTEER_LACKS = {
  city: 'Zzyzx Flats',
  stateProvince: 'CA',
  country: 'United States',
  latitude: 35.14,
  longitude: -116.1,
};

describe('GET /api/cities', () => {
  const ctx = useTestApp();

  it('lists each city with an active warehouse once, cacheable for an hour', async () => {
    await createWarehouse(ctx.db, { city: 'Toronto', stateProvince: 'ON' });
    await createWarehouse(ctx.db, { city: 'Toronto', stateProvince: 'ON' });
    await createWarehouse(ctx.db, { city: 'Reno', stateProvince: 'NV', country: 'United States' });
    await createWarehouse(ctx.db, { city: 'Halifax', stateProvince: 'NS', status: 'pending' });

    const res = await request(ctx, '/api/cities');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.json()).toEqual([
      { city: 'Reno', province: 'NV' },
      { city: 'Toronto', province: 'ON' },
    ]);
  });
});

describe('GET /api/cities/search-points', () => {
  const ctx = useTestApp();

  it("gives each city page's search query the point the search measures it from", async () => {
    await createWarehouse(ctx.db, { city: 'Toronto', stateProvince: 'ON' });
    await createWarehouse(ctx.db, {
      city: ' Springfield ',
      stateProvince: 'IL',
      country: 'United States',
      latitude: 39.8,
      longitude: -89.65,
    });
    // The search corrects the misspelling to Toronto, and measures from there.
    await createWarehouse(ctx.db, { city: 'Torotno', stateProvince: 'ON', latitude: 43.7, longitude: -79.4 });
    await createWarehouse(ctx.db, CITY_THE_GAZETTEER_LACKS);
    await createWarehouse(ctx.db, { city: 'Halifax', stateProvince: 'NS', status: 'pending' });

    const res = await request(ctx, '/api/cities/search-points');
    expect(res.status).toBe(200);
    const toronto = await placeCentre(ctx.db, 'Toronto', 'ON');
    expect(await res.json()).toEqual({
      points: {
        'Toronto, ON': toronto,
        'Torotno, ON': toronto,
        'Springfield, IL': await placeCentre(ctx.db, 'Springfield', 'IL'),
      },
    });
  });
});

describe('resolving many queries at once, as the build does', () => {
  const ctx = useTestApp();

  it('reads each query as the search reads it alone', async () => {
    const queries = [
      'Toronto, ON',
      'Springfield, IL',
      'Torotno, ON',
      'Toronto, Mississauga, ON',
      'New York, NY',
      'Ontario',
      'Ontario, CA',
      "St. John's, NL",
      'Saint-Jérôme, QC',
      'Zzyzx Flats, CA',
      'Quebec City',
      'M5V 2T6',
      '',
    ];
    const alone = [];
    for (const query of queries) alone.push(await resolveQuery(ctx.db, query));
    expect(await resolveQueries(ctx.db, queries)).toEqual(alone);
    expect(alone.map((m) => m.kind)).toEqual([
      ...['place', 'place', 'place', 'place', 'place'],
      'region',
      ...['place', 'place', 'place'],
      'text',
      'place',
      'text',
      'everywhere',
    ]);
  });
});

describe('GET /api/locations', () => {
  const ctx = useTestApp();
  const suggest = async (query: string) => {
    const res = await request(ctx, `/api/locations?query=${encodeURIComponent(query)}`);
    return { status: res.status, body: await res.json() };
  };

  it('suggests Montréal first for "montr", accents and case ignored', async () => {
    for (const typed of ['montr', 'MONTR', 'Montré']) {
      const { status, body } = await suggest(typed);
      expect(status).toBe(200);
      expect(body[0]).toEqual({ city: 'Montréal', province: 'QC', country: 'CA' });
      expect(body.length).toBeLessThanOrEqual(10);
      for (const s of body)
        expect(
          s.city
            .normalize('NFD')
            .replace(/\p{Diacritic}/gu, '')
            .toLowerCase(),
        ).toMatch(/^montr/);
    }
  });

  it('puts the most populous places first and returns at most 10', async () => {
    const { body } = await suggest('san');
    expect(body).toHaveLength(10);
    expect(body.slice(0, 3).map((s: { city: string }) => s.city)).toEqual(['San Antonio', 'San Diego', 'San Jose']);
  });

  it('also suggests the city of a listing that the gazetteer does not know', async () => {
    await createWarehouse(ctx.db, CITY_THE_GAZETTEER_LACKS);
    const { body } = await suggest('zzyzx');
    expect(body).toEqual([{ city: 'Zzyzx Flats', province: 'CA', country: 'US' }]);
  });

  it('asks for at least 2 characters', async () => {
    const { status, body } = await suggest('t');
    expect(status).toBe(400);
    expect(body.message).toBe('Type at least 2 characters to get suggestions');
  });
});
