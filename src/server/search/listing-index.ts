import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { warehouses, type Warehouse } from '#db/schema.ts';
import {
  CERTIFICATIONS,
  CLEAR_HEIGHT_OPTIONS_FT,
  countryName,
  DOCK_DOOR_OPTIONS,
  LISTING_TERMS_MATCHING,
  SERVICES,
  STORAGE_TYPES,
} from '#src/shared/catalog.ts';
import { boxContains, cellsAround, cellsInBox, gridCellOf, type Box, type Coordinates } from '#src/shared/geo.ts';
import type { SearchFacets } from '#src/shared/api/search.ts';
import type { SearchParams } from '#src/shared/validation/search.ts';
import type { QueryMeaning } from './place-resolver.ts';
import { cosOfLatitude, distanceInMemoryFrom, reachInDegrees } from './geo.ts';
import { parsedJson, warehouseFromJson } from './warehouse-json.ts';
import { fromNeedCounts } from './need-filters.ts';

/**
 * The search index: every active listing's searchable fields in memory, in a grid of
 * latitude/longitude cells, so a search finds its matches, total and facet counts without the
 * database, which then reads only the rows of the page shown (docs/decisions/search.md, "The
 * search index"). It is kept at a listings version: brought up to date by reading only the rows
 * written since (their `changed_in_version`) and the ids deleted since.
 */
export interface IndexedListing {
  id: string;
  latitude: number | null;
  longitude: number | null;
  cosLatitude: number;
  /** Bits of the product's storage types and services it offers (catalog order), for matching. */
  storageTypeBits: number;
  serviceBits: number;
  /**
   * Values offered twice or more (an admin's typing), past their first time: SQL's facet counts
   * unnest every element, so these count again. Null for nearly every listing.
   */
  repeats: { storageTypes: readonly number[]; services: readonly number[] } | null;
  term: string;
  isPaid: boolean;
  /** updated_at in microseconds, the database's own precision, so ties order as in SQL. */
  updatedMicros: number;
  /** availability_confirmed_at in microseconds: before the search's stale cutoff, the listing ranks after fresher ones. */
  confirmedMicros: number;
  /** Has an owner's account (Owner verified). */
  ownerVerified: boolean;
  squareFeet: number | null;
  province: string;
  country: string;
  /** The need's facts (need-filters.ts): space and price per unit, from-date as YYYY-MM-DD, specs, certifications as bits. */
  spaceSqFt: number | null;
  spacePallets: number | null;
  availableFrom: string | null;
  pricePallet: number | null;
  priceSqFt: number | null;
  dockDoors: number | null;
  clearHeight: number | null;
  certificationBits: number;
}

/** What the index answers: every meaning of a query but free text, which the database ranks. */
export type IndexedMeaning = Exclude<QueryMeaning, { kind: 'text' }>;

export interface IndexedPage {
  total: number;
  /** The page's listings in order, with the distance to the nearest chosen place (null without places). */
  page: { id: string; distanceKm: number | null }[];
  facets: SearchFacets;
}

type Row = [
  id: string,
  latitude: number | null,
  longitude: number | null,
  storageTypes: string[] | null,
  services: string[] | null,
  term: string,
  isPaid: boolean,
  updatedMicros: number,
  squareFeet: number | null,
  province: string,
  country: string,
  status: string,
  confirmedMicros: number,
  ownerVerified: boolean,
  spaceSqFt: number | null,
  spacePallets: number | null,
  availableFrom: string | null,
  pricePallet: number | null,
  priceSqFt: number | null,
  dockDoors: number | null,
  clearHeight: number | null,
  certifications: string[],
];

/** The index's columns as one JSON array per row: one value for the driver to parse, not one per field. */
const ROW_JSON = sql.raw(`json_build_array(id, latitude, longitude, storage_type, services_offered, storage_term_type,
  is_paid, (extract(epoch from updated_at) * 1000000)::bigint, square_feet, state_province, country, status,
  (extract(epoch from availability_confirmed_at) * 1000000)::bigint, user_id is not null,
  space_available_sq_ft, space_available_pallets, available_from, price_per_pallet_month, price_per_sq_ft_year,
  dock_doors, clear_height_ft, certifications)`);

// Bit sets of a 32-bit integer: each catalog must stay within 31 values.
if (STORAGE_TYPES.length > 31 || SERVICES.length > 31 || CERTIFICATIONS.length > 31)
  throw new Error('The search index keeps catalog values as bits: at most 31 of each');
const STORAGE_TYPE_POSITION = new Map<string, number>(STORAGE_TYPES.map((t, i) => [t, i]));
const SERVICE_POSITION = new Map<string, number>(SERVICES.map((s, i) => [s, i]));
const CERTIFICATION_POSITION = new Map<string, number>(CERTIFICATIONS.map((c, i) => [c, i]));

/** Catalog positions of the values that are the product's own (an admin may have typed others). */
const positions = (values: readonly string[] | null, catalog: Map<string, number>) =>
  (values ?? []).flatMap((v) => (catalog.has(v) ? [catalog.get(v)!] : []));
const bits = (positions: readonly number[]) => positions.reduce((mask, p) => mask | (1 << p), 0);

/** Positions past their first occurrence. */
const repeated = (positions: readonly number[]) => positions.filter((p, i) => positions.indexOf(p) !== i);

function fromRow(row: Row): IndexedListing {
  const storageTypeFacets = positions(row[3], STORAGE_TYPE_POSITION);
  const serviceFacets = positions(row[4], SERVICE_POSITION);
  const repeats = { storageTypes: repeated(storageTypeFacets), services: repeated(serviceFacets) };
  return {
    id: row[0],
    latitude: row[1],
    longitude: row[2],
    cosLatitude: row[1] === null ? 0 : cosOfLatitude(row[1]),
    storageTypeBits: bits(storageTypeFacets),
    serviceBits: bits(serviceFacets),
    repeats: repeats.storageTypes.length || repeats.services.length ? repeats : null,
    term: row[5],
    isPaid: row[6],
    updatedMicros: Number(row[7]),
    confirmedMicros: Number(row[12]),
    ownerVerified: row[13],
    squareFeet: row[8],
    province: row[9],
    country: row[10],
    spaceSqFt: row[14],
    spacePallets: row[15],
    availableFrom: row[16],
    pricePallet: row[17],
    priceSqFt: row[18],
    dockDoors: row[19],
    clearHeight: row[20],
    // The database's check keeps certifications to the catalog, each once.
    certificationBits: bits(positions(row[21], CERTIFICATION_POSITION)),
  };
}

const located = (l: IndexedListing): l is IndexedListing & Coordinates => l.latitude !== null && l.longitude !== null;

/** Public order when nothing else ranks: paid first, then most recently updated, then id (warehouses/public.ts). */
function publicOrder(a: IndexedListing, b: IndexedListing): number {
  if (a.isPaid !== b.isPaid) return a.isPaid ? -1 : 1;
  return b.updatedMicros - a.updatedMicros || byId(a, b);
}

/** Compares two matches, each a listing and its distance (null without places). */
type Order = (a: IndexedListing, aKm: number | null, b: IndexedListing, bKm: number | null) => number;

const byId = (a: IndexedListing, b: IndexedListing) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A listing's figure for an order, null last whichever the direction, then `then`. */
const figureThen =
  (
    figure: (l: IndexedListing) => number | null,
    direction: 1 | -1,
    then: (a: IndexedListing, b: IndexedListing) => number,
  ): Order =>
  (a, _, b) => {
    const x = figure(a);
    const y = figure(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return direction * (x - y);
    }
    return then(a, b);
  };

/**
 * The result orders of search-warehouses.ts (`ordering`) for everything but free text. A listing
 * confirmed before `staleMicros` ranks after fresher ones that match equally: first of all in the
 * relevance order, after the size or price in those orders.
 */
function sortOrder(params: SearchParams, byDistance: boolean, staleMicros: number): Order {
  const stale = (l: IndexedListing) => Number(l.confirmedMicros < staleMicros);
  const stalenessThen = (a: IndexedListing, b: IndexedListing) => stale(a) - stale(b) || publicOrder(a, b);
  switch (params.sort) {
    case 'newest':
      return (a, _, b) => b.updatedMicros - a.updatedMicros || byId(a, b);
    case 'size_desc':
      return figureThen((l) => l.squareFeet, -1, stalenessThen);
    case 'size_asc':
      return figureThen((l) => l.squareFeet, 1, stalenessThen);
    case 'price_asc':
      return figureThen(priceOf(params.spaceUnit), 1, stalenessThen);
    default:
      if (byDistance) return (a, aKm, b, bKm) => stale(a) - stale(b) || aKm! - bKm! || publicOrder(a, b);
      return (a, _, b) => stalenessThen(a, b);
  }
}

/** With a space need, listings stating their space (enough: the filter keeps no other) come before those that do not say (needTierFirst). */
function orderFor(params: SearchParams, byDistance: boolean, staleMicros: number): Order {
  const order = sortOrder(params, byDistance, staleMicros);
  if (params.space === null) return order;
  const stated = spaceOf(params.spaceUnit);
  return (a, aKm, b, bKm) => {
    const x = stated(a) === null;
    const y = stated(b) === null;
    return x === y ? order(a, aKm, b, bKm) : x ? 1 : -1;
  };
}

const spaceOf = (unit: SearchParams['spaceUnit']) =>
  unit === 'square_feet' ? (l: IndexedListing) => l.spaceSqFt : (l: IndexedListing) => l.spacePallets;
const priceOf = (unit: SearchParams['spaceUnit']) =>
  unit === 'square_feet' ? (l: IndexedListing) => l.priceSqFt : (l: IndexedListing) => l.pricePallet;

/**
 * The first `count` matches in order, without sorting them all: a sorted list of the best so far,
 * which most candidates fail to enter after one comparison with its last.
 */
function firstInOrder(count: number, compare: Order) {
  const listings: IndexedListing[] = [];
  const distances: (number | null)[] = [];
  return {
    offer(listing: IndexedListing, km: number | null) {
      const last = listings.length - 1;
      if (count === 0 || (last === count - 1 && compare(listing, km, listings[last]!, distances[last]!) >= 0)) return;
      let lo = 0;
      let hi = listings.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (compare(listings[mid]!, distances[mid]!, listing, km) <= 0) lo = mid + 1;
        else hi = mid;
      }
      listings.splice(lo, 0, listing);
      distances.splice(lo, 0, km);
      if (listings.length > count) {
        listings.pop();
        distances.pop();
      }
    },
    /** From position `from` on: the page. */
    slice: (from: number) =>
      listings.slice(from).map((listing, i) => ({ id: listing.id, distanceKm: distances[from + i]! })),
  };
}

/** Whole rows kept for the pages shown: popular places show the same listings again and again. */
const KEPT_ROWS = 10_000;
/** Places (with a radius) whose listings within reach are kept measured: popular places return with other filters. */
const KEPT_PLACES = 500;

interface Nearby {
  listings: IndexedListing[];
  distances: number[];
}

export class ListingIndex {
  readonly listings = new Map<string, IndexedListing>();
  private readonly cells = new Map<number, Set<IndexedListing>>();
  /** Rows of active listings by id, least recently used first; a refresh drops every id it reads. */
  private readonly rows = new Map<string, Warehouse>();
  /** withinRadius's answers, for this version only, least recently used first. */
  private readonly nearby = new Map<string, Nearby>();
  /** The listings version the index stands for; -1 before the first load. */
  version = -1;
  private refreshing: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  /** Brings the index to `version` or later; concurrent callers share one refresh. */
  async atLeast(version: number): Promise<this> {
    while (this.version < version) {
      this.refreshing ??= this.refresh().finally(() => {
        this.refreshing = undefined;
      });
      await this.refreshing;
    }
    return this;
  }

  /**
   * One statement, so one snapshot: the version and the rows written under it are read together.
   * The first load reads every active listing; later ones the rows written and ids deleted since.
   */
  private async refresh(): Promise<void> {
    const since = this.version;
    const result = await this.db.execute(sql`
      select (select version from listings_version) as version,
        (select coalesce(json_agg(${ROW_JSON}), '[]'::json) from warehouses
          where ${since < 0 ? sql`status = 'active'` : sql`changed_in_version > ${since}`}) as rows,
        (select coalesce(json_agg(warehouse_id), '[]'::json) from deleted_listings
          where ${since < 0 ? sql`false` : sql`version > ${since}`}) as deleted`);
    const answer = (result as unknown as { rows: { version: unknown; rows: unknown; deleted: unknown }[] }).rows[0]!;
    const deleted = parsedJson<(string | null)[]>(answer.deleted);
    // The table was emptied (TRUNCATE): start again from every active listing.
    if (deleted.includes(null)) {
      this.listings.clear();
      this.cells.clear();
      this.rows.clear();
      this.version = -1;
      return this.refresh();
    }
    this.nearby.clear();
    for (const id of deleted) this.remove(id as string);
    for (const row of parsedJson<Row[]>(answer.rows)) {
      this.remove(row[0]);
      this.rows.delete(row[0]);
      if (row[11] === 'active') this.add(fromRow(row));
    }
    this.version = Number(answer.version);
  }

  /**
   * An index of only the active listings listed (reviewed) in (`after`, `until`], with when each
   * was: the saved-search alerts match them with the very same `search` as /search
   * (src/server/alerts/alert-run.ts). It is never refreshed.
   */
  static async listedBetween(
    db: Database,
    after: Date,
    until: Date,
  ): Promise<{ index: ListingIndex; listedAt: Map<string, number> }> {
    const result = await db.execute(sql`
      select coalesce(json_agg(json_build_array(${ROW_JSON}, (extract(epoch from reviewed_at) * 1000)::bigint)), '[]'::json) as rows
      from warehouses
      where status = 'active' and reviewed_at > ${after.toISOString()} and reviewed_at <= ${until.toISOString()}`);
    const rows = parsedJson<[Row, number][]>((result as unknown as { rows: { rows: unknown }[] }).rows[0]!.rows);
    const index = new ListingIndex(db);
    const listedAt = new Map<string, number>();
    for (const [row, listedMs] of rows) {
      index.add(fromRow(row));
      listedAt.set(row[0], Number(listedMs));
    }
    return { index, listedAt };
  }

  private add(listing: IndexedListing) {
    this.listings.set(listing.id, listing);
    if (!located(listing)) return;
    const key = gridCellOf(listing);
    let cell = this.cells.get(key);
    if (!cell) this.cells.set(key, (cell = new Set()));
    cell.add(listing);
  }

  /**
   * The rows of those listings that are active, by id: kept ones, the rest read in one statement.
   * A row read while the index moved to a newer version is not kept (it may predate that version).
   */
  async activeRows(ids: readonly string[]): Promise<Map<string, Warehouse>> {
    const found = new Map<string, Warehouse>();
    const missing: string[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (!row) {
        missing.push(id);
        continue;
      }
      this.rows.delete(id);
      this.rows.set(id, row);
      found.set(id, row);
    }
    if (!missing.length) return found;
    const version = this.version;
    const result = await this.db.execute(sql`select coalesce(json_agg(row_to_json(${warehouses})), '[]'::json) as rows
      from ${warehouses} where ${warehouses.id} = any(${`{${missing.join(',')}}`}::uuid[]) and ${warehouses.status} = 'active'`);
    const json = parsedJson<Record<string, unknown>[]>(
      (result as unknown as { rows: { rows: unknown }[] }).rows[0]!.rows,
    );
    for (const row of json.map(warehouseFromJson)) {
      found.set(row.id, row);
      if (this.version !== version || !this.listings.has(row.id)) continue;
      this.rows.set(row.id, row);
      if (this.rows.size > KEPT_ROWS) this.rows.delete(this.rows.keys().next().value!);
    }
    return found;
  }

  private remove(id: string) {
    const listing = this.listings.get(id);
    if (!listing) return;
    this.listings.delete(id);
    if (located(listing)) this.cells.get(gridCellOf(listing))?.delete(listing);
  }

  /**
   * The listings within `radiusKm` of the nearest of the places, with that distance: measured once
   * per index version and kept, since popular places are searched again with other filters.
   */
  private withinRadius(places: readonly Coordinates[], radiusKm: number): Nearby {
    const key = `${radiusKm}:${places.map((p) => `${p.latitude},${p.longitude}`).join(';')}`;
    const kept = this.nearby.get(key);
    if (kept) {
      this.nearby.delete(key);
      this.nearby.set(key, kept);
      return kept;
    }
    const measured = places.map((place) => ({
      place,
      distanceFrom: distanceInMemoryFrom(place),
      reach: reachInDegrees(place, radiusKm),
    }));
    const found: Nearby = { listings: [], distances: [] };
    for (const key of new Set(places.flatMap((p) => cellsAround(p, radiusKm)))) {
      for (const listing of this.cells.get(key) ?? []) {
        // Only places within reach are measured; the nearest of them counts.
        let distanceKm: number | null = null;
        for (const { place, distanceFrom, reach } of measured) {
          if (Math.abs(listing.latitude! - place.latitude) > reach.latitude) continue;
          if (Math.abs(listing.longitude! - place.longitude) > reach.longitude) continue;
          const km = distanceFrom(listing.latitude!, listing.longitude!, listing.cosLatitude);
          if (distanceKm === null || km < distanceKm) distanceKm = km;
        }
        if (distanceKm === null || !(distanceKm <= radiusKm)) continue;
        found.listings.push(listing);
        found.distances.push(distanceKm);
      }
    }
    this.nearby.set(key, found);
    if (this.nearby.size > KEPT_PLACES) this.nearby.delete(this.nearby.keys().next().value!);
    return found;
  }

  /** The located listings inside a box: from the cells it covers, or from every listing when the box spans more cells than there are listings. */
  private *inBox(box: Box): Generator<IndexedListing & Coordinates> {
    const keys = cellsInBox(box, this.listings.size);
    const candidates = keys ? keys.flatMap((key) => [...(this.cells.get(key) ?? [])]) : this.listings.values();
    for (const listing of candidates) if (located(listing) && boxContains(box, listing)) yield listing;
  }

  /**
   * The page, total and facet counts of a search, as `pageWithCounts` in search-warehouses.ts
   * gives them (and each match to `onMatch`, for the map's points): storage types match any, services all, term as LISTING_TERMS_MATCHING, only the
   * product's own values counted as facets.
   */
  search(
    meaning: IndexedMeaning,
    params: SearchParams,
    staleBefore: Date,
    onMatch?: (listing: IndexedListing) => void,
  ): IndexedPage {
    const terms = LISTING_TERMS_MATCHING[params.storageTermType] as readonly string[] | null;
    const region = meaning.kind === 'region' ? meaning.region : null;
    const province = region?.province ?? null;
    const country = region?.country ? countryName(region.country) : null;
    const anyStorageType = bits(positions(params.storageTypesOffered, STORAGE_TYPE_POSITION));
    const allServices = bits(positions(params.servicesOffered, SERVICE_POSITION));
    const storageTypeCounts = new Int32Array(STORAGE_TYPES.length);
    const serviceCounts = new Int32Array(SERVICES.length);
    const offset = (params.page - 1) * params.limit;
    const staleMicros = staleBefore.getTime() * 1000;
    const page = firstInOrder(offset + params.limit, orderFor(params, meaning.kind === 'place', staleMicros));
    let total = 0;
    let ownerVerified = 0;
    const space = spaceOf(params.spaceUnit);
    const price = priceOf(params.spaceUnit);
    const { space: neededSpace, availableBy, maxPrice, minDockDoors, minClearHeight } = params;
    const allCertifications = bits(positions(params.certifications, CERTIFICATION_POSITION));
    const certificationCounts = new Int32Array(CERTIFICATIONS.length);
    // needFacetsSql's counts, in its order: dock-door thresholds, clear-height thresholds, priced, spaced.
    const needCounts = new Array<number>(DOCK_DOOR_OPTIONS.length + CLEAR_HEIGHT_OPTIONS_FT.length + 2).fill(0);

    const consider = (listing: IndexedListing, distanceKm: number | null) => {
      if (anyStorageType && !(listing.storageTypeBits & anyStorageType)) return;
      if ((listing.serviceBits & allServices) !== allServices) return;
      if (terms && !terms.includes(listing.term)) return;
      if (province && listing.province !== province) return;
      if (country && listing.country !== country) return;
      if (params.ownerVerified && !listing.ownerVerified) return;
      if (neededSpace !== null) {
        const has = space(listing);
        if (has !== null && has < neededSpace) return;
      }
      if (availableBy !== null && listing.availableFrom !== null && listing.availableFrom > availableBy) return;
      if (maxPrice !== null) {
        const asked = price(listing);
        if (asked === null || asked > maxPrice) return;
      }
      if (minDockDoors !== null && (listing.dockDoors === null || listing.dockDoors < minDockDoors)) return;
      if (minClearHeight !== null && (listing.clearHeight === null || listing.clearHeight < minClearHeight)) return;
      if ((listing.certificationBits & allCertifications) !== allCertifications) return;
      total += 1;
      if (listing.ownerVerified) ownerVerified += 1;
      onMatch?.(listing);
      for (let rest = listing.certificationBits; rest; rest &= rest - 1)
        certificationCounts[31 - Math.clz32(rest & -rest)]! += 1;
      let n = 0;
      for (const doors of DOCK_DOOR_OPTIONS)
        needCounts[n++]! += listing.dockDoors !== null && listing.dockDoors >= doors ? 1 : 0;
      for (const feet of CLEAR_HEIGHT_OPTIONS_FT)
        needCounts[n++]! += listing.clearHeight !== null && listing.clearHeight >= feet ? 1 : 0;
      if (price(listing) !== null) needCounts[n]! += 1;
      if (space(listing) !== null) needCounts[n + 1]! += 1;
      // Bit by bit from the listing's own fields: its arrays would be a memory read each.
      for (let rest = listing.storageTypeBits; rest; rest &= rest - 1)
        storageTypeCounts[31 - Math.clz32(rest & -rest)]! += 1;
      for (let rest = listing.serviceBits; rest; rest &= rest - 1) serviceCounts[31 - Math.clz32(rest & -rest)]! += 1;
      if (listing.repeats) {
        for (const p of listing.repeats.storageTypes) storageTypeCounts[p]! += 1;
        for (const p of listing.repeats.services) serviceCounts[p]! += 1;
      }
      page.offer(listing, distanceKm);
    };
    if (params.bbox) {
      // The box takes the radius's place; a place still gives each listing its distance and the order.
      const measured = meaning.kind === 'place' ? meaning.places.map(distanceInMemoryFrom) : [];
      for (const listing of this.inBox(params.bbox)) {
        let distanceKm: number | null = null;
        for (const distanceFrom of measured) {
          const km = distanceFrom(listing.latitude, listing.longitude, listing.cosLatitude);
          if (distanceKm === null || km < distanceKm) distanceKm = km;
        }
        consider(listing, distanceKm);
      }
    } else if (meaning.kind === 'place') {
      const { listings, distances } = this.withinRadius(meaning.places, params.distance);
      for (let i = 0; i < listings.length; i++) consider(listings[i]!, distances[i]!);
    } else {
      for (const listing of this.listings.values()) consider(listing, null);
    }
    return {
      total,
      page: page.slice(offset),
      facets: {
        storageTypes: Object.fromEntries(STORAGE_TYPES.map((t, i) => [t, storageTypeCounts[i]!])),
        services: Object.fromEntries(SERVICES.map((s, i) => [s, serviceCounts[i]!])),
        ownerVerified,
        certifications: Object.fromEntries(CERTIFICATIONS.map((c, i) => [c, certificationCounts[i]!])),
        ...fromNeedCounts(needCounts),
      },
    };
  }
}
