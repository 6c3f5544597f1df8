import { beforeAll, describe, expect, it } from 'vitest';
import { watchListingsVersion } from '#db/listings-version.ts';
import { warehouses } from '#db/schema.ts';
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
  let index: ListingIndex;

  beforeAll(async () => {
    // The listings naming Toronto stand where the search places "Toronto, ON", so the page's
    // centre (their mean) is the point the search measures from; the others lie around it, in and
    // out of reach. Each shows its address, so the page knows its exact position as the search
    // does; where the two points differ, or a listing hides its street number (the page then has
    // its rounded public position), the order by distance can differ: docs/decisions/place-pages.md.
    const meaning = await resolveQuery(ctx.db, 'Toronto, ON');
    if (meaning.kind !== 'place') throw new Error('The search does not read "Toronto, ON" as a place');
    const toronto = { latitude: meaning.places[0].latitude, longitude: meaning.places[0].longitude };
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
    // What a build reads (readBuildListings): every active listing in its public form.
    listings = (await ctx.db.select().from(warehouses).where(activeListing)).map(toPublicWarehouse);
    index = await new ListingIndex(ctx.db).atLeast(await watchListingsVersion(ctx.handle).current());
  });

  const pageFor = (key: PlaceKey): PlacePage => {
    const directory = buildPlaceDirectory(listings, staleBefore());
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
    const ids = async (withIndex: boolean) =>
      (await searchWarehouses(ctx.db, params, withIndex ? index : undefined)).warehouses.map((w) => w.id);
    return { fromIndex: await ids(true), fromDatabase: await ids(false) };
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
});
