import { describe, expect, it } from 'vitest';
import { request, useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';

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
    await createWarehouse(ctx.db, {
      city: 'Zzyzx Flats',
      stateProvince: 'CA',
      country: 'United States',
      latitude: 35.14,
      longitude: -116.1,
    });
    const { body } = await suggest('zzyzx');
    expect(body).toEqual([{ city: 'Zzyzx Flats', province: 'CA', country: 'US' }]);
  });

  it('asks for at least 2 characters', async () => {
    const { status, body } = await suggest('t');
    expect(status).toBe(400);
    expect(body.message).toBe('Type at least 2 characters to get suggestions');
  });
});
