import { beforeAll, describe, expect, it } from 'vitest';
import { publicPosition } from '#src/server/warehouses/public.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';

/** The building's exact position, six decimals (about 10 cm): no public answer may carry it. */
const EXACT = { latitude: 43.773042, longitude: -79.265018 };

describe('publicPosition', () => {
  it.each([
    [
      { ...EXACT, showContactInfo: true },
      { ...EXACT, approximateLocation: false },
    ],
    [
      { ...EXACT, showContactInfo: false },
      { latitude: 43.77, longitude: -79.27, approximateLocation: true },
    ],
    [
      { latitude: -33.868819, longitude: 151.209296, showContactInfo: false },
      { latitude: -33.87, longitude: 151.21, approximateLocation: true },
    ],
    [
      { latitude: null, longitude: null, showContactInfo: false },
      { latitude: null, longitude: null, approximateLocation: false },
    ],
  ])('shows %j as %j', (listing, shown) => expect(publicPosition(listing)).toEqual(shown));

  it('moves a hidden building by no more than about a kilometre', () => {
    const shown = publicPosition({ ...EXACT, showContactInfo: false });
    expect(Math.abs(shown.latitude! - EXACT.latitude) * 111.2).toBeLessThan(1);
    expect(
      Math.abs(shown.longitude! - EXACT.longitude) * 111.2 * Math.cos((EXACT.latitude * Math.PI) / 180),
    ).toBeLessThan(1);
  });
});

describe('a listing that hides its street number, in the public answers', () => {
  const ctx = useTestApp();
  let hiddenId = '';
  let shownId = '';

  beforeAll(async () => {
    hiddenId = (await createWarehouse(ctx.db, { name: 'Hidden Street Storage', ...EXACT, showContactInfo: false })).id;
    shownId = (
      await createWarehouse(ctx.db, {
        name: 'Shown Street Storage',
        latitude: 43.701234,
        longitude: -79.401234,
        showContactInfo: true,
      })
    ).id;
  });

  const exactDigits = [String(EXACT.latitude), String(EXACT.longitude)];

  it('never carries the exact coordinates: listing page answer, search answer, map points', async () => {
    for (const path of [
      `/api/warehouses/${hiddenId}`,
      '/api/search?query=Toronto&distance=50&limit=50',
      '/api/search/points?query=Toronto&distance=50',
    ]) {
      const res = await request(ctx, path);
      expect(res.status, path).toBe(200);
      const body = await res.text();
      expect(body, path).toContain(hiddenId);
      for (const digits of exactDigits) expect(body, path).not.toContain(digits);
    }
  });

  it('gives the area, marked approximate, on the listing answer; a listing that shows its address keeps its position', async () => {
    const hidden = (await (await request(ctx, `/api/warehouses/${hiddenId}`)).json()) as { warehouse: unknown };
    expect(hidden.warehouse).toMatchObject({ latitude: 43.77, longitude: -79.27, approximateLocation: true });
    const shown = (await (await request(ctx, `/api/warehouses/${shownId}`)).json()) as { warehouse: unknown };
    expect(shown.warehouse).toMatchObject({ latitude: 43.701234, longitude: -79.401234, approximateLocation: false });
  });
});
