import { beforeAll, describe, expect, it } from 'vitest';
import { watchListingsVersion } from '#db/listings-version.ts';
import { ListingIndex } from '#src/server/search/listing-index.ts';
import { searchWarehouses } from '#src/server/search/search-warehouses.ts';
import { searchParamsSchema } from '#src/shared/validation/search.ts';
import { useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { northOf, placeCentre } from '#tests/support/geo.ts';

/**
 * What each need filter means to a buyer (docs/decisions/listing-facts.md), asked of the SQL and
 * of the search index alike: both must give the same listings in the same order.
 */
describe('searching by need', () => {
  const ctx = useTestApp();
  let index: ListingIndex;

  beforeAll(async () => {
    const toronto = await placeCentre(ctx.db, 'Toronto', 'ON');
    const listing = (name: string, km: number, facts: Parameters<typeof createWarehouse>[1]) =>
      createWarehouse(ctx.db, { name, ...northOf(toronto, km), ...facts });
    await listing('Roomy', 3, {
      spaceAvailablePallets: 500,
      pricePerPalletMonth: 11,
      availableFrom: '2026-12-01',
      dockDoors: 6,
      clearHeightFt: 32,
      certifications: ['Food Grade / FDA-Registered', 'Organic'],
    });
    await listing('Tight', 1, { spaceAvailablePallets: 40, pricePerPalletMonth: 8, dockDoors: 2, clearHeightFt: 20 });
    await listing('Silent', 2, {});
    await listing('Later', 4, {
      spaceAvailablePallets: 800,
      pricePerPalletMonth: 14.5,
      availableFrom: '2027-04-01',
      dockDoors: 12,
      certifications: ['Hazmat'],
    });
    await listing('Square', 5, { spaceAvailableSqFt: 20000, pricePerSqFtYear: 9.75, clearHeightFt: 28 });
    index = await new ListingIndex(ctx.db).atLeast(await watchListingsVersion(ctx.handle).current());
  });

  /** The names found, nearest first unless sorted, after checking the index gives the SQL's answer. */
  const names = async (query: string) => {
    const params = searchParamsSchema.parse(
      Object.fromEntries(new URLSearchParams(`query=Toronto&distance=20&${query}`)),
    );
    const fromDatabase = await searchWarehouses(ctx.db, params);
    expect(await searchWarehouses(ctx.db, params, index)).toEqual(fromDatabase);
    return fromDatabase.warehouses.map((w) => w.name);
  };

  it('puts listings with enough space first, then those that do not say, and drops those with less', async () => {
    expect(await names('space=300')).toEqual(['Roomy', 'Later', 'Silent', 'Square']);
    // Without a price, the most recently updated first.
    expect(await names('space=300&spaceUnit=pallet_positions&sort=price_asc')).toEqual([
      'Roomy',
      'Later',
      'Square',
      'Silent',
    ]);
    expect(await names('space=10000&spaceUnit=square_feet')).toEqual(['Square', 'Tight', 'Silent', 'Roomy', 'Later']);
  });

  it('keeps listings available by the date, counting an unstated date as available now', async () => {
    expect(await names('availableBy=2027-01-15')).toEqual(['Tight', 'Silent', 'Roomy', 'Square']);
  });

  it("filters on the listing's own price in the unit asked, leaving out listings without one", async () => {
    expect(await names('maxPrice=12')).toEqual(['Tight', 'Roomy']);
    expect(await names('maxPrice=10&spaceUnit=square_feet')).toEqual(['Square']);
  });

  it('sorts by price, lowest first, listings without a price last', async () => {
    expect(await names('sort=price_asc')).toEqual(['Tight', 'Roomy', 'Later', 'Square', 'Silent']);
  });

  it('asks for at least N dock doors, at least N ft clear height and every chosen certification', async () => {
    expect(await names('minDockDoors=4')).toEqual(['Roomy', 'Later']);
    expect(await names('minClearHeight=28')).toEqual(['Roomy', 'Square']);
    expect(await names('certifications=Organic&certifications=Food+Grade+%2F+FDA-Registered')).toEqual(['Roomy']);
  });

  it('counts the results per certification and per threshold', async () => {
    const params = searchParamsSchema.parse({ query: 'Toronto', distance: '20' });
    const { facets } = await searchWarehouses(ctx.db, params, index);
    expect(facets.certifications).toMatchObject({ Organic: 1, Hazmat: 1, 'C-TPAT': 0 });
    expect(facets.dockDoorsAtLeast).toMatchObject({ 1: 3, 4: 2, 12: 1 });
    expect(facets.clearHeightAtLeast).toMatchObject({ 16: 3, 28: 2, 36: 0 });
    expect(facets.withPrice).toBe(3);
    expect(facets.withSpace).toBe(3);
  });

  it('reads a link the way the page does: values out of range brought to the nearest, unknown ones dropped', () => {
    const params = searchParamsSchema.parse({
      space: '-5',
      spaceUnit: 'acres',
      availableBy: '2026-02-30',
      maxPrice: '9.999',
      certifications: ['Organic', 'Kosher'],
    });
    expect(params).toMatchObject({
      space: 1,
      spaceUnit: 'pallet_positions',
      availableBy: null,
      maxPrice: 10,
      certifications: ['Organic'],
    });
  });
});
