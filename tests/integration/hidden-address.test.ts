import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { warehouses } from '#db/schema.ts';
import { haversineKm } from '#src/shared/geo.ts';
import { apiClient, request, useTestApp } from '#tests/support/app.ts';
import { adminListing, signedInAdmin } from '#tests/support/admin.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { publicListing, publicSearch } from '#tests/support/public-api.ts';

/** The building's exact position, six decimals (about 10 cm): no public answer may carry it. */
const EXACT = { latitude: 43.773042, longitude: -79.265018 };
/** Where its page says it is: two decimals, about a kilometre. */
const AREA = { latitude: 43.77, longitude: -79.27 };

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
      '/api/search?query=hidden%20street&limit=50',
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
    expect(await publicListing(ctx, hiddenId)).toMatchObject({
      ...AREA,
      approximateLocation: true,
      locatedByCityOnly: false,
    });
    expect(await publicListing(ctx, shownId)).toMatchObject({
      latitude: 43.701234,
      longitude: -79.401234,
      approximateLocation: false,
    });
  });

  it('measures search distances from the area its page shows, not from the building, by the index and by SQL', async () => {
    // By place (the search index) and by free text near the place (SQL): the distance to Toronto's
    // gazetteer point, as the answer names it.
    const toronto = await publicSearch(ctx, 'query=Toronto&distance=50&limit=50');
    const place = toronto.place!;
    const toArea = haversineKm(place, AREA);
    const toBuilding = haversineKm(place, EXACT);
    expect(Math.abs(toArea - toBuilding)).toBeGreaterThan(0.2);
    const hidden = toronto.warehouses.find((w) => w.id === hiddenId)!;
    expect(hidden.distanceKm).toBeCloseTo(toArea, 1);
    const shown = toronto.warehouses.find((w) => w.id === shownId)!;
    expect(shown.distanceKm).toBeCloseTo(haversineKm(place, { latitude: 43.701234, longitude: -79.401234 }), 1);

    // A box drawn on the map around the area holds the listing; one around the building alone does not.
    const box = (south: number, west: number, north: number, east: number) =>
      publicSearch(ctx, `bbox=${west},${south},${east},${north}&limit=50`);
    const aroundArea = await box(
      AREA.latitude - 0.001,
      AREA.longitude - 0.001,
      AREA.latitude + 0.001,
      AREA.longitude + 0.001,
    );
    expect(aroundArea.warehouses.map((w) => w.id)).toContain(hiddenId);
    const aroundBuilding = await box(
      EXACT.latitude - 0.0005,
      EXACT.longitude - 0.0005,
      EXACT.latitude + 0.0005,
      EXACT.longitude + 0.0005,
    );
    expect(aroundBuilding.warehouses.map((w) => w.id)).not.toContain(hiddenId);
  });
});

describe('a listing whose owner never placed the pin', () => {
  const ctx = useTestApp();
  let cityOnlyId = '';
  let centre = { latitude: 0, longitude: 0 };

  beforeAll(async () => {
    // Shows its street number, but stands at the city's centre: only the city was found.
    const row = await createWarehouse(ctx.db, {
      name: 'Unplaced Pin Depot',
      showContactInfo: true,
      positionSource: 'city',
    });
    cityOnlyId = row.id;
    centre = { latitude: row.latitude!, longitude: row.longitude! };
  });

  it('shows the city area, not a building: no exact position, marked as the city only', async () => {
    const warehouse = await publicListing(ctx, cityOnlyId);
    expect(warehouse).toMatchObject({ approximateLocation: true, locatedByCityOnly: true });
    expect(warehouse.latitude).toBe(Math.floor(centre.latitude * 100 + 0.5) / 100);
    expect(warehouse.longitude).toBe(Math.floor(centre.longitude * 100 + 0.5) / 100);
  });

  it('tells the admin at moderation, and becomes the building once an admin places the pin', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const listing = await adminListing(ctx, cookie, cityOnlyId);
    expect(listing).toMatchObject({ pinPlaced: false, latitude: centre.latitude });

    const res = await apiClient(ctx, { cookie }).admin.listings[':id'].coordinates.$put({
      param: { id: cityOnlyId },
      json: { expectedUpdatedAt: listing.updatedAt, latitude: 43.655123, longitude: -79.383456 },
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(warehouses).where(eq(warehouses.id, cityOnlyId));
    expect(row).toMatchObject({ positionSource: 'pin', publicLatitude: 43.655123, publicLongitude: -79.383456 });
    expect(await publicListing(ctx, cityOnlyId)).toMatchObject({
      latitude: 43.655123,
      approximateLocation: false,
      locatedByCityOnly: false,
    });
  });
});
