import { beforeAll, describe, expect, it } from 'vitest';
import { watchListingsVersion } from '#db/listings-version.ts';
import { warehouses } from '#db/schema.ts';
import { citySearchPoints } from '#src/server/search/city-search-points.ts';
import { ListingIndex } from '#src/server/search/listing-index.ts';
import { resolveQuery } from '#src/server/search/place-resolver.ts';
import { searchWarehouses } from '#src/server/search/search-warehouses.ts';
import { activeListing, toPublicWarehouse } from '#src/server/warehouses/public.ts';
import { staleBefore } from '#src/shared/freshness.ts';
import {
  buildPlaceDirectory,
  CITY_RADIUS_KM,
  PLACE_PAGE_LISTINGS,
  placeSearch,
  typePage,
  type PlacePage,
  type SearchPoints,
} from '#src/shared/place-pages.ts';
import { placePath, type PlaceKey } from '#src/shared/place-paths.ts';
import { emptyCriteria, searchUrl } from '#src/shared/search-url.ts';
import { searchParamsSchema } from '#src/shared/validation/search.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { northOf } from '#tests/support/geo.ts';
import { seededRandom } from '#tests/support/random.ts';

/**
 * A place page lists "the first 24 in the search's own ranking" (docs/decisions/place-pages.md):
 * its cards are the first page of the search its "see all in search" link runs, whether the
 * search index or the database answers it.
 */
describe("a place page's cards", () => {
  const ctx = useTestApp();
  let listings: PublicWarehouse[];
  let searchPoints: SearchPoints;
  let index: ListingIndex;
  /** Ottawa's listings in the search's radius and out of it (below). */
  const ottawaEdge: { inSearch?: string; outOfSearch?: string } = {};

  const searchPoint = async (query: string) => {
    const meaning = await resolveQuery(ctx.db, query);
    if (meaning.kind !== 'place') throw new Error(`The search does not read "${query}" as a place`);
    return { latitude: meaning.places[0].latitude, longitude: meaning.places[0].longitude };
  };

  beforeAll(async () => {
    // Listings naming Toronto stand where the search places "Toronto, ON"; the others lie around
    // it, in and out of reach. Each shows its address; the page and the search measure the same
    // public position either way (docs/decisions/place-pages.md).
    const toronto = await searchPoint('Toronto, ON');
    const rand = seededRandom(45);
    const sameMoment = new Date('2026-06-01T12:00:00Z');
    for (let i = 0; i < 90; i++) {
      const namesToronto = i % 3 === 0;
      await createWarehouse(ctx.db, {
        name: `Ranked ${i}`,
        city: namesToronto ? 'Toronto' : ['Mississauga', 'Vaughan', 'Markham'][(i % 7) % 3]!,
        ...(i === 42
          ? { latitude: null, longitude: null }
          : namesToronto
            ? toronto
            : northOf({ ...toronto, longitude: toronto.longitude + (rand() - 0.5) * 0.3 }, (rand() - 0.5) * 70)),
        showContactInfo: true,
        storageType: rand() < 0.5 ? ['Cold Storage'] : ['Dry Storage'],
        isPaid: rand() < 0.25,
        // Ties on the update time, broken by id on both sides.
        ...(i % 4 === 0 ? { updatedAt: sameMoment } : { updatedAt: new Date(Date.now() - i * 3_600_000) }),
        // About half not confirmed for 90 days: they rank after the fresher ones.
        availabilityConfirmedAt: new Date(Date.now() - Math.floor(rand() * 180) * 86_400_000 - 3_600_000),
      });
    }
    // Ottawa's own listings stand 8 and 16 km north of where the search places "Ottawa, ON", so
    // their mean is 12 km north of it: measured from there, the listings 19-29 km south would
    // drop out of the radius, those 31-41 km north come in, and the order by distance differs.
    // All are fresh, so the distance alone orders them.
    const ottawa = await searchPoint('Ottawa, ON');
    for (let i = 0; i < 10; i++) {
      await createWarehouse(ctx.db, {
        name: `Ottawa ${i}`,
        city: 'Ottawa',
        ...northOf(ottawa, i % 2 ? 16 : 8),
        showContactInfo: true,
        updatedAt: new Date(Date.now() - (i + 1) * 60_000),
        availabilityConfirmedAt: new Date(),
      });
    }
    for (let km = -29; km <= 41; km += 2) {
      const listing = await createWarehouse(ctx.db, {
        name: `Near Ottawa ${km}`,
        city: 'Nepean',
        ...northOf(ottawa, km),
        showContactInfo: true,
        isPaid: km % 3 === 0,
        updatedAt: new Date(Date.now() - (km + 100) * 3_600_000),
        availabilityConfirmedAt: new Date(),
      });
      if (km === -25) ottawaEdge.inSearch = listing.id;
      if (km === 35) ottawaEdge.outOfSearch = listing.id;
    }
    // What a build reads (readBuildListings): every active listing in its public form, and where
    // the search measures each city page's query from.
    listings = (await ctx.db.select().from(warehouses).where(activeListing)).map(toPublicWarehouse);
    searchPoints = await citySearchPoints(ctx.db);
    index = await new ListingIndex(ctx.db).atLeast(await watchListingsVersion(ctx.handle).current());
  });

  const pageFor = (key: PlaceKey): PlacePage => {
    const directory = buildPlaceDirectory(listings, staleBefore(), searchPoints);
    const page = directory.pages.find(
      (p) => placePath(p.key, 'en') === placePath({ ...key, storageType: undefined }, 'en'),
    );
    if (!page) throw new Error(`No page for ${placePath(key, 'en')}`);
    const storageTypes = new Map(listings.map((l) => [l.id, l.storageType]));
    return key.storageType ? typePage(page, key.storageType, (id) => storageTypes.get(id) ?? []) : page;
  };

  /** The first page of the search the page links to, as the search index and as the database answer it. */
  const searched = async (page: PlacePage, cityName: string | undefined) => {
    const link = new URL(
      searchUrl({ ...emptyCriteria(CITY_RADIUS_KM), ...placeSearch(page.key, cityName) }),
      'http://x',
    );
    const params = { ...searchParamsSchema.parse(Object.fromEntries(link.searchParams)), limit: PLACE_PAGE_LISTINGS };
    const answer = (withIndex: boolean) => searchWarehouses(ctx.db, params, withIndex ? index : undefined);
    const [fromIndex, fromDatabase] = [await answer(true), await answer(false)];
    return {
      fromIndex: fromIndex.warehouses.map((w) => w.id),
      fromDatabase: fromDatabase.warehouses.map((w) => w.id),
      total: fromIndex.total,
    };
  };

  it.each<[string, PlaceKey]>([
    ['a city page', { country: 'Canada', region: 'ON', city: 'toronto' }],
    ['a storage type in a city', { country: 'Canada', region: 'ON', city: 'toronto', storageType: 'Cold Storage' }],
    ['a province page', { country: 'Canada', region: 'ON' }],
    ['a storage type in a province', { country: 'Canada', region: 'ON', storageType: 'Dry Storage' }],
  ])('%s shows the first listings of the search it links to', async (_, key) => {
    const page = pageFor(key);
    const cityName = key.city ? pageFor({ ...key, storageType: undefined }).cityName : undefined;
    const cards = page.listingIds.slice(0, PLACE_PAGE_LISTINGS);
    // Enough listings that the order, not the count, decides which are shown.
    expect(page.listingIds.length).toBeGreaterThan(PLACE_PAGE_LISTINGS);
    const { fromIndex, fromDatabase } = await searched(page, cityName);
    expect(fromIndex).toEqual(cards);
    expect(fromDatabase).toEqual(cards);
  });

  it("a city page measures from where the search places the city's name, not from its listings' mean", async () => {
    const page = pageFor({ country: 'Canada', region: 'ON', city: 'ottawa' });
    const { fromIndex, fromDatabase, total } = await searched(page, page.cityName);
    expect(page.listingIds.length).toBeGreaterThan(PLACE_PAGE_LISTINGS);
    // "See all N in search": the same listings, the first 24 in the same order.
    expect(page.listingIds).toHaveLength(total);
    expect(page.listingIds).toContain(ottawaEdge.inSearch);
    expect(page.listingIds).not.toContain(ottawaEdge.outOfSearch);
    expect(fromIndex).toEqual(page.listingIds.slice(0, PLACE_PAGE_LISTINGS));
    expect(fromDatabase).toEqual(page.listingIds.slice(0, PLACE_PAGE_LISTINGS));
  });
});
