import { describe, expect, it } from 'vitest';
import { request, useTestApp } from '#tests/support/app.ts';

describe('GET /api/locations/place (the compare view’s "distance from")', () => {
  const ctx = useTestApp();

  it('answers the place a query names, as a search reads it, with its centre', async () => {
    const res = await request(ctx, `/api/locations/place?query=${encodeURIComponent('Torotno, ON')}`);
    expect(res.status).toBe(200);
    const { place } = await res.json();
    expect(place).toMatchObject({ name: 'Toronto', province: 'ON', country: 'CA' });
    expect(place.latitude).toBeCloseTo(43.7, 0);
  });

  it('answers null for a query that names no place', async () => {
    const res = await request(ctx, '/api/locations/place?query=Ontario');
    expect(await res.json()).toEqual({ place: null });
  });
});
