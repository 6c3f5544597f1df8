import { uuidArray } from '#db/array-params.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { warehouses } from '#db/schema.ts';
import {
  CERTIFICATIONS,
  CLEAR_HEIGHT_OPTIONS_FT,
  countryName,
  DOCK_DOOR_OPTIONS,
  LISTING_TERMS_MATCHING,
  SERVICES,
  STORAGE_TYPES,
} from '#src/shared/catalog.ts';
import {
  boxContains,
  cellsAround,
  cellsInBox,
  distanceInMemoryFrom,
  gridCellOf,
  type Box,
  type Coordinates,
} from '#src/shared/geo.ts';
import type { SearchFacets } from '#src/server/answers/search.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { isAvailableBy } from '#src/shared/listing-facts.ts';
import type { SearchParams } from '#src/shared/validation/search.ts';
import { toPublicWarehouse } from '#src/server/warehouses/public.ts';
import type { QueryMeaning } from './place-resolver.ts';
import { reachInDegrees } from './geo.ts';
import { parsedJson, warehouseFromJson } from './warehouse-json.ts';
import {
  bits,
  CERTIFICATION_POSITION,
  fromRow,
  located,
  positions,
  ROW_JSON,
  SERVICE_POSITION,
  STORAGE_TYPE_POSITION,
  type IndexedListing,
  type Row,
} from './indexed-listing.ts';
import { firstInOrder, orderFor, priceOf, spaceOf } from './index-order.ts';
import { fromNeedCounts } from './need-filters.ts';

/** What the index answers: every meaning of a query but free text, which the database ranks. */
export type IndexedMeaning = Exclude<QueryMeaning, { kind: 'text' }>;

export interface IndexedPage {
  total: number;
  /** The page's listings in order, with the distance to the nearest chosen place (null without places). */
  page: { id: string; distanceKm: number | null }[];
  facets: SearchFacets;
}

/**
 * Listings kept in their public form for the pages shown: popular places show the same listings
 * again and again. About a kilobyte each.
 */
const KEPT_LISTINGS = 20_000;
/**
 * Places with a radius whose listings within reach are kept measured: popular places return with
 * other filters and at the other radii the page offers.
 */
const KEPT_PLACES = 2_000;

/** From matches per level (thresholds met) to matches meeting each threshold: sums of the levels above. */
function atLeastCounts(levels: Int32Array): number[] {
  const counts = new Array<number>(levels.length - 1);
  let above = 0;
  for (let level = levels.length - 1; level >= 1; level--) counts[level - 1] = above += levels[level]!;
  return counts;
}

/** The listings within reach of a search's places, with their distances. */
interface Nearby {
  listings: IndexedListing[];
  distances: number[];
}

/**
 * The search index: every active listing's searchable fields in memory, in a grid of
 * latitude/longitude cells, so a search finds its matches, total and facet counts without the
 * database, which then reads only the listings of the page shown that it does not keep
 * (docs/decisions/search.md, "The search index"). It is kept at a listings version: brought up to
 * date by reading only the rows written since (their `changed_in_version`) and the ids deleted
 * since.
 */
export class ListingIndex {
  readonly listings = new Map<string, IndexedListing>();
  private readonly cells = new Map<number, Set<IndexedListing>>();
  /** The public form of active listings shown, by id, least recently used first; a refresh drops every id it reads. */
  private readonly shown = new Map<string, PublicWarehouse>();
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
      this.shown.clear();
      this.version = -1;
      return this.refresh();
    }
    this.nearby.clear();
    for (const id of deleted) this.remove(id as string);
    for (const row of parsedJson<Row[]>(answer.rows)) {
      this.remove(row[0]);
      this.shown.delete(row[0]);
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
   * The public form of those listings that are active, by id: kept ones, the rest read in one
   * statement. A listing read while the index moved to a newer version is not kept (it may predate
   * that version).
   */
  async activeListings(ids: readonly string[]): Promise<Map<string, PublicWarehouse>> {
    const found = new Map<string, PublicWarehouse>();
    const missing: string[] = [];
    for (const id of ids) {
      const listing = this.shown.get(id);
      if (!listing) {
        missing.push(id);
        continue;
      }
      this.shown.delete(id);
      this.shown.set(id, listing);
      found.set(id, listing);
    }
    if (!missing.length) return found;
    const version = this.version;
    const result = await this.db.execute(sql`select coalesce(json_agg(row_to_json(${warehouses})), '[]'::json) as rows
      from ${warehouses} where ${warehouses.id} = any(${uuidArray(missing)}) and ${warehouses.status} = 'active'`);
    const json = parsedJson<Record<string, unknown>[]>(
      (result as unknown as { rows: { rows: unknown }[] }).rows[0]!.rows,
    );
    for (const listing of json.map((row) => toPublicWarehouse(warehouseFromJson(row)))) {
      found.set(listing.id, listing);
      if (this.version !== version || !this.listings.has(listing.id)) continue;
      this.shown.set(listing.id, listing);
      if (this.shown.size > KEPT_LISTINGS) this.shown.delete(this.shown.keys().next().value!);
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
    const listings: IndexedListing[] = [];
    const distances: number[] = [];
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
        listings.push(listing);
        distances.push(distanceKm);
      }
    }
    const found: Nearby = { listings, distances };
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
   * The page, total and facet counts of a search, as `pageWithCounts` (page-with-counts.ts)
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
    // Matches by how many thresholds they meet; "at least the k-th" counts every level from k + 1 up.
    const dockDoorLevels = new Int32Array(DOCK_DOOR_OPTIONS.length + 1);
    const clearHeightLevels = new Int32Array(CLEAR_HEIGHT_OPTIONS_FT.length + 1);
    let priced = 0;
    let spaced = 0;

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
      if (availableBy !== null && !isAvailableBy(listing, availableBy)) return;
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
      dockDoorLevels[listing.dockDoorLevel]! += 1;
      clearHeightLevels[listing.clearHeightLevel]! += 1;
      if (price(listing) !== null) priced += 1;
      if (space(listing) !== null) spaced += 1;
      // Bit by bit from the listing's own fields: its arrays would be a memory read each.
      for (let rest = listing.storageTypeBits; rest; rest &= rest - 1)
        storageTypeCounts[31 - Math.clz32(rest & -rest)]! += 1;
      for (let rest = listing.serviceBits; rest; rest &= rest - 1) serviceCounts[31 - Math.clz32(rest & -rest)]! += 1;
      // SQL unnests every element: a value an admin typed twice counts twice.
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
        // needFacetsSql's counts, in its order: dock-door thresholds, clear-height thresholds, priced, spaced.
        ...fromNeedCounts([...atLeastCounts(dockDoorLevels), ...atLeastCounts(clearHeightLevels), priced, spaced]),
      },
    };
  }
}
