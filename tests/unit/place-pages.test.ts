import { describe, expect, it } from 'vitest';
import { buildPlaceDirectory, citiesOf, rankListings, typePage } from '#src/shared/place-pages.ts';
import { placeRedirects } from '#src/shared/place-redirects.ts';
import { asciiSlug, pageInLanguage, placeKeyOfPath, placePath } from '#src/shared/place-paths.ts';
import { publicWarehouseAnswer } from '#tests/support/listing-answers.ts';

/** The place pages' slugs, grouping and order (docs/decisions/place-pages.md). */
let nextId = 0;
const listing = (overrides: Parameters<typeof publicWarehouseAnswer>[0] = {}) =>
  publicWarehouseAnswer({ id: `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`, ...overrides });

const TORONTO = { city: 'Toronto', stateProvince: 'ON', country: 'Canada', latitude: 43.65, longitude: -79.38 };
const MISSISSAUGA = { city: 'Mississauga', stateProvince: 'ON', country: 'Canada', latitude: 43.59, longitude: -79.64 };
const OTTAWA = { city: 'Ottawa', stateProvince: 'ON', country: 'Canada', latitude: 45.42, longitude: -75.7 };
const RENO = { city: 'Reno', stateProvince: 'NV', country: 'United States', latitude: 39.53, longitude: -119.81 };
const STALE_BEFORE = new Date('2026-08-30T00:00:00Z');

describe('slugs', () => {
  it.each([
    ['Montréal', 'montreal'],
    ['Saint-Jérôme', 'saint-jerome'],
    ["St. John's", 'st-john-s'],
    ['  Trois Rivières ', 'trois-rivieres'],
  ])('%s is written %s', (name, slug) => expect(asciiSlug(name)).toBe(slug));

  it('writes each page once per language, and reads it back from either', () => {
    const key = { country: 'Canada', region: 'ON', city: 'toronto', storageType: 'Cold Storage' as const };
    expect(placePath(key, 'en')).toBe('/warehouses/on/toronto/cold-storage');
    expect(placePath(key, 'fr')).toBe('/fr/entrepots/on/toronto/entreposage-frigorifique');
    expect(placeKeyOfPath('/fr/entrepots/on/toronto/entreposage-frigorifique')).toEqual(key);
    expect(placePath({ country: 'United States' }, 'fr')).toBe('/fr/entrepots/etats-unis');
    expect(placePath({ country: 'United States', region: 'NV', storageType: 'Dry Storage' }, 'en')).toBe(
      '/warehouses/nv/dry-storage',
    );
    expect(pageInLanguage('/warehouses/nv/reno', 'fr')).toBe('/fr/entrepots/nv/reno');
    expect(pageInLanguage('/fr/entrepots/canada', 'en')).toBe('/warehouses/canada');
    expect(pageInLanguage('/search', 'fr')).toBe('/fr/search');
    expect(placeKeyOfPath('/warehouses/zz/reno')).toBeNull();
  });
});

/** Two cities named Springfield in Illinois, 130 km apart. */
const SPRINGFIELDS = (() => {
  const east = {
    city: 'Springfield',
    stateProvince: 'IL',
    country: 'United States',
    latitude: 39.8,
    longitude: -89.65,
  };
  return { east, west: { ...east, latitude: 40.0, longitude: -91.2 } };
})();

describe('cities', () => {
  it('gives two cities of one name in one state distinct slugs, the one with more listings the plain one', () => {
    const { east, west } = SPRINGFIELDS;
    const cities = citiesOf([listing(west), listing(east), listing(east)], {});
    expect(cities.map((c) => c.slug).sort()).toEqual(['springfield', 'springfield-2']);
    expect(cities.find((c) => c.slug === 'springfield')!.namedBy).toHaveLength(2);
  });

  it('keeps listings of one city together however its name is accented or cased', () => {
    const montreal = { stateProvince: 'QC', country: 'Canada', latitude: 45.5, longitude: -73.57 };
    const cities = citiesOf(
      [listing({ ...montreal, city: 'Montréal' }), listing({ ...montreal, city: 'MONTREAL' })],
      {},
    );
    expect(cities).toHaveLength(1);
    expect(cities[0]!.slug).toBe('montreal');
  });
});

/** Degrees of latitude per kilometre. */
const DEGREES_PER_KM = 1 / 111.195;
const south = (km: number) => ({ latitude: TORONTO.latitude - km * DEGREES_PER_KM });

describe("a city's centre", () => {
  // The search places "Toronto, ON" 20 km south of the listings naming Toronto.
  const searchPoints = { 'Toronto, ON': { latitude: south(20).latitude, longitude: TORONTO.longitude } };
  const named = [listing(TORONTO), listing(TORONTO)];
  const nearer = listing({ ...TORONTO, city: 'Oakville', ...south(10) });
  const furtherSouth = listing({ ...TORONTO, city: 'Burlington', ...south(44) });
  const justNorth = listing({ ...TORONTO, city: 'Vaughan', ...south(-6) });
  const farNorth = listing({ ...TORONTO, city: 'Newmarket', ...south(-20) });
  const all = [...named, nearer, furtherSouth, justNorth, farNorth];
  const torontoPage = (points: Record<string, { latitude: number; longitude: number }>) =>
    buildPlaceDirectory(all, STALE_BEFORE, points).pages.find((p) => p.key.city === 'toronto')!;

  it("is where the search places the page's query: its radius and its order by distance are the search's", () => {
    const page = torontoPage(searchPoints);
    expect(page.centre).toEqual(searchPoints['Toronto, ON']);
    // 10 km, 20 km (its own two), 24 km and 26 km from the search's point; Newmarket is 40 km away.
    expect(page.listingIds).toEqual([nearer.id, named[0]!.id, named[1]!.id, furtherSouth.id, justNorth.id]);
  });

  it("is the mean of its listings' positions where the search does not place its name", () => {
    const page = torontoPage({});
    expect(page.centre).toEqual({ latitude: TORONTO.latitude, longitude: TORONTO.longitude });
    // Burlington, 44 km from Toronto's listings, is out of reach; Newmarket, 20 km, is in.
    expect(page.listingIds).toEqual([named[0]!.id, named[1]!.id, justNorth.id, nearer.id, farNorth.id]);
  });

  it('lists its own listings the search does not find after every one it does, however fresh', () => {
    const stale = { availabilityConfirmedAt: '2026-01-01T00:00:00.000Z' };
    // The search places the name 40 km south of them, where a stale listing stands.
    const points = { 'Toronto, ON': { latitude: south(40).latitude, longitude: TORONTO.longitude } };
    const ownFar = listing(TORONTO);
    const ownUnplaced = listing({ ...TORONTO, latitude: null, longitude: null });
    const staleNear = listing({ ...TORONTO, city: 'Burlington', ...south(38), ...stale });
    const directory = buildPlaceDirectory([ownUnplaced, ownFar, staleNear], STALE_BEFORE, points);
    const page = directory.pages.find((p) => p.key.city === 'toronto')!;
    expect(page.listingIds).toEqual([staleNear.id, ownFar.id, ownUnplaced.id]);
    expect(directory.cityOfListing[ownFar.id]).toEqual(page.key);
  });

  it("is the search's point for one of two cities of one name, the one nearest it; the other keeps its mean", () => {
    const { east, west } = SPRINGFIELDS;
    // The search places "Springfield, IL" by the western one, which has fewer listings.
    const point = { latitude: 39.95, longitude: -91.1 };
    const cities = citiesOf([listing(west), listing(east), listing(east)], { 'Springfield, IL': point });
    const centreOf = (slug: string) => cities.find((c) => c.slug === slug)!.centre;
    expect(centreOf('springfield-2')).toEqual(point);
    expect(centreOf('springfield')).toEqual({ latitude: 39.8, longitude: -89.65 });
  });
});

describe('the directory', () => {
  const toronto = [listing({ ...TORONTO, storageType: ['Cold Storage', 'Dry Storage'] }), listing(TORONTO)];
  const mississauga = listing({ ...MISSISSAUGA, storageType: ['Cold Storage'] });
  const ottawa = listing(OTTAWA);
  const reno = listing(RENO);
  const directory = buildPlaceDirectory([...toronto, mississauga, ottawa, reno], STALE_BEFORE, {});
  const paths = directory.pages.map((p) => placePath(p.key, 'en'));
  const page = (path: string) => directory.pages.find((p) => placePath(p.key, 'en') === path)!;

  it('has a page for each country, province/state and city with a live listing, and no other', () => {
    expect(paths).toEqual([
      '/warehouses/canada',
      '/warehouses/nv',
      '/warehouses/nv/reno',
      '/warehouses/on',
      '/warehouses/on/mississauga',
      '/warehouses/on/ottawa',
      '/warehouses/on/toronto',
      '/warehouses/united-states',
    ]);
  });

  it("lists on a city page the listings within its radius, the nearest city's included", () => {
    expect(page('/warehouses/on/toronto').listingIds).toHaveLength(3);
    expect(page('/warehouses/on/toronto').listingIds).toContain(mississauga.id);
    expect(page('/warehouses/on/ottawa').listingIds).toEqual([ottawa.id]);
  });

  it('links a city to the nearest other cities and a province to its cities, most listings first', () => {
    expect(page('/warehouses/on/toronto').nearby.map((k) => k.city)).toEqual(['mississauga', 'ottawa', 'reno']);
    // Toronto's and Mississauga's pages both list the three listings within their radius.
    expect(page('/warehouses/on').nearby.map((k) => k.city)).toEqual(['mississauga', 'toronto', 'ottawa']);
    expect(directory.cityOfListing[mississauga.id]).toEqual({ country: 'Canada', region: 'ON', city: 'mississauga' });
  });

  it('sends a place that lost its listings to the nearest page that still exists', () => {
    const rules = placeRedirects(directory, { en: '/search', fr: '/fr/search' });
    expect(rules).toContain('/warehouses/on/toronto/*  /warehouses/on/toronto  301');
    expect(rules).toContain('/warehouses/on/*  /warehouses/on  301');
    expect(rules).toContain('/warehouses/qc  /warehouses/canada  301');
    expect(rules).toContain('/fr/entrepots/qc/*  /fr/entrepots/canada  301');
    const canadaOnly = buildPlaceDirectory([ottawa], STALE_BEFORE, {});
    expect(placeRedirects(canadaOnly, { en: '/search', fr: '/fr/search' })).toContain('/warehouses/nv  /search  301');
  });
});

describe('storage type pages', () => {
  // Toronto's own listings offer cold storage twice, Mississauga's (21 km away, within each
  // other's radius) dry storage twice: each radius holds three of each type.
  const torontoCold = listing({ ...TORONTO, storageType: ['Cold Storage'] });
  const torontoBoth = listing({ ...TORONTO, storageType: ['Cold Storage', 'Dry Storage'] });
  const mississaugaDry = listing({ ...MISSISSAUGA, storageType: ['Dry Storage'] });
  const mississaugaBoth = listing({ ...MISSISSAUGA, storageType: ['Dry Storage', 'Cold Storage'] });
  const ottawa = listing({ ...OTTAWA, storageType: ['Cold Storage'] });
  const listings = [torontoCold, torontoBoth, mississaugaDry, mississaugaBoth, ottawa];
  const directory = buildPlaceDirectory(listings, STALE_BEFORE, {});
  const page = (path: string) => directory.pages.find((p) => placePath(p.key, 'en') === path)!;

  it.each([
    ['a city, where two of its own listings offer the type', '/warehouses/on/toronto', ['Cold Storage']],
    ['a suburb, where its own listings offer only one type twice', '/warehouses/on/mississauga', ['Dry Storage']],
    ['a city with one listing', '/warehouses/on/ottawa', []],
    ['a province, by all its listings', '/warehouses/on', ['Dry Storage', 'Cold Storage']],
  ])('in %s: %s has type pages for %j', (_, path, types) => {
    expect(page(path).storageTypes).toEqual(types);
  });

  it("lists on a city's type page the listings within its radius offering the type, not only its own", () => {
    const types = new Map(listings.map((l) => [l.id, l.storageType]));
    const cold = typePage(page('/warehouses/on/toronto'), 'Cold Storage', (id) => types.get(id) ?? []);
    expect(placePath(cold.key, 'en')).toBe('/warehouses/on/toronto/cold-storage');
    expect(cold.listingIds.sort()).toEqual([torontoCold.id, torontoBoth.id, mississaugaBoth.id].sort());
  });

  it("sends a suburb's type page that its own listings no longer call for to the suburb's page", () => {
    const rules = placeRedirects(directory, { en: '/search', fr: '/fr/search' });
    expect(rules).toContain('/warehouses/on/mississauga/*  /warehouses/on/mississauga  301');
    expect(rules).toContain('/fr/entrepots/on/mississauga/*  /fr/entrepots/on/mississauga  301');
  });
});

describe('the order of a place page', () => {
  it("is the search's: fresh before stale, then nearest, then paid, then most recently updated", () => {
    const near = listing({ ...TORONTO });
    const paidFar = listing({ ...MISSISSAUGA, isPaid: true });
    const stale = listing({ ...TORONTO, availabilityConfirmedAt: '2026-01-01T00:00:00.000Z' });
    const newer = listing({ ...TORONTO, updatedAt: '2026-11-20T00:00:00.000Z' });
    const ranked = rankListings([stale, paidFar, near, newer], { latitude: 43.65, longitude: -79.38 }, STALE_BEFORE);
    expect(ranked.map((l) => l.id)).toEqual([newer.id, near.id, paidFar.id, stale.id]);
    const withoutCentre = rankListings([stale, near, paidFar], null, STALE_BEFORE);
    expect(withoutCentre.map((l) => l.id)).toEqual([paidFar.id, near.id, stale.id]);
  });
});
