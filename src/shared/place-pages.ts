import { DISTANCE_KM, STORAGE_TYPES, type StorageType } from './catalog.ts';
import {
  cellsAround,
  cosOfLatitude,
  distanceInMemoryFrom,
  EARTH_RADIUS_KM,
  gridCellOf,
  haversineKm,
  type Coordinates,
} from './geo.ts';
import { ALL_REGIONS } from './regions.ts';
import { relevanceOrder } from './relevance-order.ts';
import type { SearchCriteria } from './search-url.ts';
import type { PublicWarehouse } from './warehouse.ts';
import { asciiSlug, COUNTRY_CODES, placePath, TYPE_SLUG_SET, type PlaceKey } from './place-paths.ts';

/*
 * The place and storage-type pages search engines find (docs/decisions/place-pages.md): which
 * exist, what each lists and in what order, and their URLs in both languages. Pure: the build
 * hands in the live listings (src/server/places/place-directory.ts).
 */

/** The listing fields a place page is worked out from. */
export type PlaceListing = Pick<
  PublicWarehouse,
  | 'id'
  | 'city'
  | 'stateProvince'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'storageType'
  | 'servicesOffered'
  | 'spaceAvailableSqFt'
  | 'spaceAvailablePallets'
  | 'availableFrom'
  | 'pricePerPalletMonth'
  | 'pricePerSqFtYear'
  | 'isPaid'
  | 'updatedAt'
  | 'availabilityConfirmedAt'
>;

/** A city page lists every live listing within this distance of its centre: the search's default radius. */
export const CITY_RADIUS_KM = DISTANCE_KM.searchDefault;
/** Listings naming the same city in one province further apart than this are two cities of that name. */
const SAME_NAME_SPLIT_KM = 2 * CITY_RADIUS_KM;
/**
 * A storage type gets a page in a place where at least this many listings offer it: in a city, of
 * the listings naming it, not of its radius, or every suburb gets nearly every type.
 */
const MIN_TYPE_LISTINGS = 2;
/** Listings shown as cards on a place page; the rest are one "see all in search" away. */
export const PLACE_PAGE_LISTINGS = 24;
/** Nearby places a city page links to. */
const NEARBY_PLACES = 8;
/** Great-circle kilometres per degree of latitude. */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

const regionOf = (listing: Pick<PlaceListing, 'stateProvince' | 'country'>) =>
  ALL_REGIONS.find((r) => r.code === listing.stateProvince && r.country === COUNTRY_CODES[listing.country]);

/**
 * Where the search measures from for each city page's "see all in search" query, by that query
 * (`placeSearch`'s, "Toronto, ON"): the point its place resolver gives, read by the server for the
 * build. A query it reads as no one place (a name the gazetteer lacks) has none.
 */
export type SearchPoints = Readonly<Record<string, Coordinates>>;

/** A city page's centre and the listings naming it: one city of that name in its province. */
export interface PlaceCity {
  name: string;
  slug: string;
  region: string;
  country: string;
  /** Where its search measures from, else its listings' mean position; null without either. */
  centre: Coordinates | null;
  /** Listings naming this city, which it keeps even without coordinates. */
  namedBy: string[];
}

/**
 * The cities the live listings name, one per name and province, split where listings naming one
 * name lie more than SAME_NAME_SPLIT_KM apart (two Springfields in Illinois). Of several of one
 * name, the one with most listings keeps the plain slug and the others take -2, -3… by listings,
 * then west to east. A slug that reads as a storage type's gets "-city", so a city page is never
 * taken for a type page.
 *
 * A city's centre is the point its search query resolves to (`searchPoints`), so its cards are
 * that search's results; of several of one name, which all search the same name, only the one
 * whose listings lie nearest that point. The others, and a city whose name the search does not
 * resolve, are centred on the mean of their listings' coordinates (docs/decisions/place-pages.md).
 */
export function citiesOf(listings: readonly PlaceListing[], searchPoints: SearchPoints): PlaceCity[] {
  const groups = new Map<string, PlaceListing[]>();
  for (const listing of listings) {
    if (!regionOf(listing) || !asciiSlug(listing.city)) continue;
    const key = `${listing.country}|${listing.stateProvince}|${asciiSlug(listing.city)}`;
    pushTo(groups, key, listing);
  }
  const cities: PlaceCity[] = [];
  for (const group of groups.values()) {
    const clusters: { listings: PlaceListing[]; seed: Coordinates }[] = [];
    const unlocated: PlaceListing[] = [];
    for (const listing of [...group].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const at = located(listing);
      if (!at) {
        unlocated.push(listing);
        continue;
      }
      const near = clusters.find((c) => haversineKm(c.seed, at) <= SAME_NAME_SPLIT_KM);
      if (near) near.listings.push(listing);
      else clusters.push({ listings: [listing], seed: at });
    }
    if (!clusters.length) clusters.push({ listings: [], seed: { latitude: 0, longitude: 0 } });
    clusters.sort((a, b) => b.listings.length - a.listings.length || a.seed.longitude - b.seed.longitude);
    clusters[0]!.listings.push(...unlocated);
    const first = group[0]!;
    let base = asciiSlug(first.city);
    if (TYPE_SLUG_SET.has(base)) base = `${base}-city`;
    const sameName = clusters.map((cluster, i): PlaceCity => {
      const points = cluster.listings.map(located).filter((p): p is Coordinates => p !== null);
      return {
        name: mostCommon(cluster.listings.map((l) => l.city.trim())),
        slug: i === 0 ? base : `${base}-${i + 1}`,
        region: first.stateProvince,
        country: first.country,
        centre: points.length
          ? {
              latitude: points.reduce((s, p) => s + p.latitude, 0) / points.length,
              longitude: points.reduce((s, p) => s + p.longitude, 0) / points.length,
            }
          : null,
        namedBy: cluster.listings.map((l) => l.id),
      };
    });
    // Each looks up its own query: the most common spelling may differ between them.
    const searchedFrom = (city: PlaceCity) =>
      searchPoints[placeSearch({ country: city.country, region: city.region, city: city.slug }, city.name).query];
    const measured = sameName
      .filter((city) => searchedFrom(city))
      .sort(
        (a, b) =>
          kmOrInfinity(a.centre, searchedFrom(a)!) - kmOrInfinity(b.centre, searchedFrom(b)!) ||
          b.namedBy.length - a.namedBy.length,
      )[0];
    if (measured) measured.centre = searchedFrom(measured)!;
    cities.push(...sameName);
  }
  return cities;
}

const kmOrInfinity = (from: Coordinates | null, to: Coordinates) =>
  from ? haversineKm(from, to) : Number.POSITIVE_INFINITY;

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const located = (l: Pick<PlaceListing, 'latitude' | 'longitude'>): Coordinates | null =>
  l.latitude !== null && l.longitude !== null ? { latitude: l.latitude, longitude: l.longitude } : null;

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
}

/**
 * The listings in the search's relevance order (relevance-order.ts, the definition the search
 * index orders with), measured from the city's centre as the search measures from its place.
 * Listings without coordinates, which a search by place never finds, count as furthest.
 */
export function rankListings<T extends PlaceListing>(
  listings: readonly T[],
  centre: Coordinates | null,
  staleBefore: Date,
): T[] {
  const order = relevanceOrder(staleBefore.getTime() * 1000, centre !== null);
  const from = centre && distanceInMemoryFrom(centre);
  // Each listing's figures worked out once, not at every comparison: a country page sorts them all.
  return listings
    .map((listing) => ({
      listing,
      id: listing.id,
      isPaid: listing.isPaid,
      updatedMicros: Date.parse(listing.updatedAt) * 1000,
      confirmedMicros: Date.parse(listing.availabilityConfirmedAt) * 1000,
      km: !from
        ? null
        : listing.latitude !== null && listing.longitude !== null
          ? from(listing.latitude, listing.longitude, cosOfLatitude(listing.latitude))
          : Number.POSITIVE_INFINITY,
    }))
    .sort((a, b) => order(a, a.km, b, b.km))
    .map((entry) => entry.listing);
}

/** One place page: where it is, what it lists (ranked), and the places beside it. */
export interface PlacePage {
  key: PlaceKey;
  kind: 'country' | 'region' | 'city';
  /** The city's name as listings write it, for city pages. */
  cityName?: string;
  centre: Coordinates | null;
  /** Every listing of the page in the search's order; the page shows the first PLACE_PAGE_LISTINGS. */
  listingIds: string[];
  /** Storage types with a page of their own under this place. */
  storageTypes: StorageType[];
  /** Pages one level down (a country's provinces, a province's cities) or, for a city, the nearest cities. */
  nearby: PlaceKey[];
}

/** Every place page the listings call for, and nothing with nothing to show. */
export interface PlaceDirectory {
  pages: PlacePage[];
  /** The city page of each listing: the city it names. */
  cityOfListing: Record<string, PlaceKey>;
}

/** A place page's key as one string (its English path), for sets and maps of pages. */
export const keyString = (key: PlaceKey) => placePath(key, 'en');

/**
 * The place pages of these live listings, each city's centre the point `searchPoints` gives for
 * its search query where it gives one (`citiesOf`).
 */
export function buildPlaceDirectory(
  listings: readonly PlaceListing[],
  staleBefore: Date,
  searchPoints: SearchPoints,
): PlaceDirectory {
  const placed = listings.filter((l) => regionOf(l));
  const pages: PlacePage[] = [];
  const typesWithEnough = (members: readonly PlaceListing[]) => {
    const offering = new Map<string, number>();
    for (const l of members) for (const t of l.storageType) offering.set(t, (offering.get(t) ?? 0) + 1);
    return STORAGE_TYPES.filter((t) => (offering.get(t) ?? 0) >= MIN_TYPE_LISTINGS);
  };

  const cities = citiesOf(placed, searchPoints);
  // Listings by grid cell, so each city measures only the listings that may be within its radius.
  const cells = new Map<number, PlaceListing[]>();
  for (const l of placed) {
    const at = located(l);
    if (at) pushTo(cells, gridCellOf(at), l);
  }
  const byId = new Map(placed.map((l) => [l.id, l]));
  const cityPages: PlacePage[] = cities.map((city) => {
    const named = city.namedBy.map((id) => byId.get(id)!);
    const inRadius = new Set<PlaceListing>();
    if (city.centre) {
      for (const cell of cellsAround(city.centre, CITY_RADIUS_KM)) {
        for (const l of cells.get(cell) ?? [])
          if (haversineKm(city.centre, located(l)!) <= CITY_RADIUS_KM) inRadius.add(l);
      }
    }
    // Its own listings the search does not find within the radius (further, or without
    // coordinates) come after all it does, so the first cards are the search's results.
    const beyond = named.filter((l) => !inRadius.has(l));
    const ranked = [
      ...rankListings([...inRadius], city.centre, staleBefore),
      ...rankListings(
        beyond.filter((l) => located(l)),
        city.centre,
        staleBefore,
      ),
      ...rankListings(
        beyond.filter((l) => !located(l)),
        null,
        staleBefore,
      ),
    ];
    return {
      key: { country: city.country, region: city.region, city: city.slug },
      kind: 'city',
      cityName: city.name,
      centre: city.centre,
      listingIds: ranked.map((l) => l.id),
      // Its own listings decide which type pages a city has (docs/decisions/place-pages.md); a
      // type page still lists the radius's listings offering the type, as its search link does.
      storageTypes: typesWithEnough(named),
      nearby: [],
    };
  });
  // A city's nearest others, found by a sweep in order of latitude: a city further north or south
  // than the eighth nearest so far is never nearer, so each city measures only its neighbours.
  const byLatitude = cityPages.filter((p) => p.centre).sort((a, b) => a.centre!.latitude - b.centre!.latitude);
  byLatitude.forEach((page, i) => {
    const from = page.centre!;
    let kept: Measured[] = [];
    for (const step of [-1, 1]) {
      for (let j = i + step; j >= 0 && j < byLatitude.length; j += step) {
        const other = byLatitude[j]!;
        const atLeastKm = Math.abs(other.centre!.latitude - from.latitude) * KM_PER_DEGREE;
        if (kept.length === NEARBY_PLACES && atLeastKm > kept.at(-1)!.km) break;
        kept = keepNearest(kept, { other, km: haversineKm(from, other.centre!) });
      }
    }
    page.nearby = kept.map(({ other }) => other.key);
  });
  // A city without coordinates: the others of its province/state, most listings first.
  for (const page of cityPages.filter((p) => !p.centre)) {
    page.nearby = byListings(cityPages.filter((o) => o !== page && o.key.region === page.key.region)).slice(
      0,
      NEARBY_PLACES,
    );
  }

  // Each listing's province/state and country found in one pass, not one pass over all of them per place.
  const byRegion = new Map<string, PlaceListing[]>();
  const byCountry = new Map<string, PlaceListing[]>();
  for (const l of placed) {
    pushTo(byRegion, `${l.country}|${l.stateProvince}`, l);
    pushTo(byCountry, l.country, l);
  }
  const regionPages: PlacePage[] = [...byRegion].map(([code, members]) => {
    const [country, region] = code.split('|') as [string, string];
    return {
      key: { country, region },
      kind: 'region',
      centre: null,
      listingIds: rankListings(members, null, staleBefore).map((l) => l.id),
      storageTypes: typesWithEnough(members),
      nearby: byListings(cityPages.filter((c) => c.key.country === country && c.key.region === region)),
    };
  });

  const countryPages: PlacePage[] = [...byCountry].map(([country, members]) => ({
    key: { country },
    kind: 'country',
    centre: null,
    listingIds: rankListings(members, null, staleBefore).map((l) => l.id),
    storageTypes: [],
    nearby: byListings(regionPages.filter((r) => r.key.country === country)),
  }));

  pages.push(...countryPages, ...regionPages, ...cityPages);
  const cityOfListing: Record<string, PlaceKey> = {};
  cityPages.forEach((page, i) => {
    for (const id of cities[i]!.namedBy) cityOfListing[id] = page.key;
  });
  return { pages: pages.sort((a, b) => (keyString(a.key) < keyString(b.key) ? -1 : 1)), cityOfListing };
}

type Measured = { other: PlacePage; km: number };
const nearer = (a: Measured, b: Measured) => a.km - b.km || b.other.listingIds.length - a.other.listingIds.length;

/**
 * The NEARBY_PLACES nearest so far, in order: a place joins only when it beats the last, so a
 * city is compared with every other once rather than all of them sorted (thousands of cities).
 */
function keepNearest(kept: Measured[], candidate: Measured): Measured[] {
  if (kept.length === NEARBY_PLACES && nearer(candidate, kept.at(-1)!) >= 0) return kept;
  const at = kept.findIndex((k) => nearer(candidate, k) < 0);
  kept.splice(at < 0 ? kept.length : at, 0, candidate);
  if (kept.length > NEARBY_PLACES) kept.pop();
  return kept;
}

const byListings = (pages: PlacePage[]) =>
  [...pages]
    .sort((a, b) => b.listingIds.length - a.listingIds.length || (keyString(a.key) < keyString(b.key) ? -1 : 1))
    .map((p) => p.key);

/** A place page narrowed to one of its storage types: the listings offering it, in the same order. */
export function typePage(
  page: PlacePage,
  storageType: StorageType,
  storageTypesOf: (id: string) => string[],
): PlacePage {
  return {
    ...page,
    key: { ...page.key, storageType },
    listingIds: page.listingIds.filter((id) => storageTypesOf(id).includes(storageType)),
    storageTypes: [],
  };
}

/**
 * What a place page's "see all in search" link searches, within CITY_RADIUS_KM: the same place
 * (a city by its name and province/state, a province/state by its code and country, a country by
 * name) and storage type, so the search's first results are the page's cards.
 */
export function placeSearch(
  key: PlaceKey,
  cityName: string | undefined,
): Pick<SearchCriteria, 'query' | 'storageTypesOffered'> {
  const query = key.city ? `${cityName}, ${key.region}` : key.region ? `${key.region}, ${key.country}` : key.country;
  return { query, storageTypesOffered: key.storageType ? [key.storageType] : [] };
}
