import { uuidArray } from '#db/array-params.ts';
import { and, asc, desc, eq, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { warehouses, type Warehouse } from '#db/schema.ts';
import { countryName, LISTING_TERMS_MATCHING } from '#src/shared/catalog.ts';
import type { SearchParams } from '#src/shared/validation/search.ts';
import { MAX_MAP_POINTS, type MapPoint } from '#src/shared/api/search.ts';
import type { MapPointsAnswer, NearbyWarehouse, SearchAnswer, SearchedWarehouse } from '#src/server/answers/search.ts';
import { activeListing, publicOrder, publicOrderOver, toPublicWarehouse } from '#src/server/warehouses/public.ts';
import { roundKm, type Coordinates } from '#src/shared/geo.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { staleBefore } from '#src/shared/freshness.ts';
import { boundingBox, distanceFromNearest, inBox, withinRadius } from './geo.ts';
import { resolveQuery, type QueryMeaning } from './place-resolver.ts';
import type { IndexedMeaning, ListingIndex } from './listing-index.ts';
import { needConditions, needTierFirst, priceColumnName } from './need-filters.ts';
import { pageWithCounts } from './page-with-counts.ts';

/** How many of the nearest listings beyond the radius are offered when none are within it. */
const NEAREST_BEYOND_COUNT = 6;
/** How many listings offering some of the chosen services are offered when none offers them all. */
const CLOSEST_MATCH_COUNT = 6;
/** Widening search rings for "nearest": each is a cheap indexed box; the last is everything. */
const NEAREST_RINGS_KM = [200, 1000, null] as const;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Every filter except the radius: status, storage types (any), services (all), term, region, text. */
function filterConditions(params: SearchParams, meaning: QueryMeaning): SQL[] {
  const conditions: SQL[] = [activeListing];
  if (params.storageTypesOffered.length)
    conditions.push(sql`${warehouses.storageType} && ${textArray(params.storageTypesOffered)}`);
  if (params.servicesOffered.length)
    conditions.push(sql`${warehouses.servicesOffered} @> ${textArray(params.servicesOffered)}`);
  const terms = LISTING_TERMS_MATCHING[params.storageTermType];
  if (terms) conditions.push(inArray(warehouses.storageTermType, [...terms]));
  if (params.ownerVerified) conditions.push(sql`${warehouses.ownerVerified}`);
  conditions.push(...needConditions(params));
  if (meaning.kind === 'region') {
    if (meaning.region.province) conditions.push(eq(warehouses.stateProvince, meaning.region.province));
    if (meaning.region.country) conditions.push(eq(warehouses.country, countryName(meaning.region.country)));
  }
  if (meaning.kind === 'text') {
    // Every word must appear, allowing a typo: trigram word similarity ("frozn" ~ "frozen") or a
    // plain substring; both are served by the trigram index on search_text.
    for (const word of meaning.folded.split(' ')) {
      conditions.push(sql`(${word} <% ${warehouses.searchText} or ${warehouses.searchText} like ${`%${word}%`})`);
    }
  }
  return conditions;
}

/**
 * The result order, over the columns of the `matched` set below, as `${alias}.column`. A stale
 * listing (`stale`: not confirmed since the search's cutoff) ranks after fresher ones that match
 * equally: first of all in the relevance order, after the text score or the size otherwise
 * (docs/decisions/freshness.md). The search index orders the same way (index-order.ts, `orderFor`).
 */
function ordering(params: SearchParams, meaning: QueryMeaning, hasDistance: boolean, alias: string): SQL {
  const c = (column: string) => sql.raw(`${alias}.${column}`);
  const ties = sql`${c('stale')}, ${publicOrderOver(alias)}`;
  const tier = needTierFirst(params, alias);
  switch (params.sort) {
    case 'newest':
      return sql`${tier}${c('updated_at')} desc, ${c('id')}`;
    case 'size_desc':
      return sql`${tier}${c('square_feet')} desc nulls last, ${ties}`;
    case 'size_asc':
      return sql`${tier}${c('square_feet')} asc nulls last, ${ties}`;
    case 'price_asc':
      return sql`${tier}${c(priceColumnName(params.spaceUnit))} asc nulls last, ${ties}`;
    default:
      if (hasDistance) return sql`${tier}${c('stale')}, ${c('distance_km')}, ${ties}`;
      if (meaning.kind === 'text') return sql`${tier}${c('score')} desc, ${ties}`;
      return sql`${tier}${ties}`;
  }
}

/** The page, total and counts worked out by the database alone (free text; instances without the index). */
function pageFromDatabase(db: Database, params: SearchParams, meaning: QueryMeaning, staleBefore: Date) {
  const chosen = meaning.kind === 'place' ? meaning.places : [];
  const distance = chosen.length ? distanceFromNearest(chosen) : null;
  const score =
    meaning.kind === 'text' ? sql<number>`word_similarity(${meaning.folded}, ${warehouses.searchText})` : null;
  // The indexed box narrows the candidates; the exact radius test runs on their computed distance.
  // The map's box, when given, takes the radius's place.
  const radiusKm = chosen.length && !params.bbox ? params.distance : null;
  const where = and(
    ...filterConditions(params, meaning),
    params.bbox ? inBox(params.bbox) : undefined,
    radiusKm !== null ? or(...chosen.map((p) => sql`(${boundingBox(p, radiusKm)})`)) : undefined,
  )!;
  return pageWithCounts(
    db,
    staleBefore,
    where,
    distance,
    radiusKm,
    score,
    (alias) => ordering(params, meaning, distance !== null, alias),
    params.limit,
    (params.page - 1) * params.limit,
    params.spaceUnit,
  );
}

/**
 * The same page, total and counts from the search index: the database reads only the page's
 * listings it does not keep. A listing that stopped being active since the index's version is
 * left out, never shown.
 */
async function pageFromIndex(index: ListingIndex, meaning: IndexedMeaning, params: SearchParams, staleBefore: Date) {
  const { total, page, facets } = index.search(meaning, params, staleBefore);
  const shown = await index.activeListings(page.map((p) => p.id));
  return {
    total,
    listings: page.flatMap(({ id, distanceKm }) => {
      const listing = shown.get(id);
      return listing ? [{ listing, distanceKm }] : [];
    }),
    facets,
  };
}

type RowWithDistance = Warehouse & { distanceKm: number | null };

function present(
  { listing, distanceKm }: { listing: PublicWarehouse; distanceKm: number | null },
  outsideRadius: boolean,
  missingServices: string[] = [],
): SearchedWarehouse {
  return {
    ...listing,
    distanceKm: distanceKm === null ? null : roundKm(Number(distanceKm)),
    outsideRadius,
    missingServices,
  };
}

const publicWithDistance = (row: RowWithDistance) => ({ listing: toPublicWarehouse(row), distanceKm: row.distanceKm });

/**
 * When no listing in the search offers every chosen service: those that meet every other
 * filter and offer the most of the chosen services (at least one), nearest first, each with
 * the chosen services it lacks (docs/decisions/search.md, "No dead ends").
 */
async function closestMatches(
  db: Database,
  params: SearchParams,
  meaning: QueryMeaning,
  chosen: Coordinates[],
): Promise<SearchedWarehouse[]> {
  const distance = chosen.length ? distanceFromNearest(chosen) : null;
  const wanted = textArray(params.servicesOffered);
  const offered = sql<number>`(select count(*) from unnest(${wanted}) as wanted(service) where wanted.service = any(${warehouses.servicesOffered}))`;
  const rows = await db
    .select({ ...getTableColumns(warehouses), distanceKm: distance ?? sql<number | null>`null::double precision` })
    .from(warehouses)
    .where(
      and(
        ...filterConditions({ ...params, servicesOffered: [] }, meaning),
        sql`${warehouses.servicesOffered} && ${wanted}`,
        params.bbox ? inBox(params.bbox) : undefined,
        chosen.length && !params.bbox ? or(...chosen.map((p) => withinRadius(p, params.distance))) : undefined,
      ),
    )
    .orderBy(desc(offered), ...(distance ? [asc(distance)] : []), ...publicOrder)
    .limit(CLOSEST_MATCH_COUNT);
  return rows.map((row) =>
    present(
      publicWithDistance(row),
      false,
      params.servicesOffered.filter((service) => !(row.servicesOffered ?? []).includes(service)),
    ),
  );
}

/**
 * The nearest active listings to a point that satisfy `conditions`, nearest first. Searches
 * widening rings so the index does the work; only a point with nothing within the widest ring
 * falls back to measuring every candidate.
 */
async function nearestWarehouses(db: Database, points: Coordinates[], conditions: SQL[], limit: number) {
  const distance = distanceFromNearest(points);
  const located = sql`${warehouses.latitude} is not null and ${warehouses.longitude} is not null`;
  let rows: RowWithDistance[] = [];
  for (const ringKm of NEAREST_RINGS_KM) {
    rows = await db
      .select({ ...getTableColumns(warehouses), distanceKm: distance })
      .from(warehouses)
      .where(
        and(...conditions, located, ringKm === null ? undefined : or(...points.map((p) => withinRadius(p, ringKm)))),
      )
      .orderBy(asc(distance), ...publicOrder)
      .limit(limit);
    if (rows.length >= limit) break;
  }
  return rows;
}

/**
 * GET /api/search: see docs/decisions/search.md. With the search index (search-cache.ts keeps
 * one), every query but free text is counted and ordered in memory; the database answers the rest.
 */
export async function searchWarehouses(
  db: Database,
  params: SearchParams,
  index?: ListingIndex,
): Promise<SearchAnswer> {
  const staleCutoff = staleBefore();
  const meaning = await resolveQuery(db, params.query, { exact: params.exact });
  const chosen = meaning.kind === 'place' ? meaning.places : [];
  const place = chosen[0] ?? null;
  const { total, listings, facets } =
    index && meaning.kind !== 'text'
      ? await pageFromIndex(index, meaning, params, staleCutoff)
      : await pageFromDatabase(db, params, meaning, staleCutoff);

  let list = listings.map((shown) => present(shown, false));
  const nothingFound = total === 0 && params.page === 1;
  const closest = nothingFound && params.servicesOffered.length > 0;
  if (closest) list = await closestMatches(db, params, meaning, chosen);
  // A box drawn on the map has no "beyond": the visitor moves the map instead.
  const nearestBeyondRadius = place !== null && !params.bbox && nothingFound && list.length === 0;
  if (nearestBeyondRadius) {
    const nearest = await nearestWarehouses(db, chosen, filterConditions(params, meaning), NEAREST_BEYOND_COUNT);
    list = nearest.map((row) => present(publicWithDistance(row), true));
  }

  return {
    warehouses: list,
    total,
    page: params.page,
    limit: params.limit,
    totalPages: Math.ceil(total / params.limit),
    interpretedAs: meaning.kind,
    place,
    places: chosen,
    correctedFrom: meaning.kind === 'place' ? (meaning.correctedFrom ?? null) : null,
    region: meaning.kind === 'region' ? meaning.region : null,
    radiusKm: place && !params.bbox ? params.distance : null,
    bbox: params.bbox,
    nearestBeyondRadius: nearestBeyondRadius && list.length > 0,
    closestMatches: closest && list.length > 0,
    facets,
    applied: {
      storageTypesOffered: params.storageTypesOffered,
      servicesOffered: params.servicesOffered,
      distance: params.distance,
      storageTermType: params.storageTermType,
      ownerVerified: params.ownerVerified,
      sort: params.sort,
    },
    // Depends on how the parameters were written, not on what they mean: the route fills it in.
    adjusted: [],
    // In the request's language, while answers are kept for every language: the route names it.
    regionName: null,
  };
}

/**
 * Which of `ids` a free-text search matches, by the search's own filters (the search index does
 * not rank free text): for the saved-search alerts (src/server/alerts/alert-run.ts).
 */
export async function textSearchMatchesAmong(
  db: Database,
  params: SearchParams,
  meaning: Extract<QueryMeaning, { kind: 'text' }>,
  ids: readonly string[],
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(...filterConditions(params, meaning), sql`${warehouses.id} = any(${uuidArray(ids)})`));
  return rows.map((r) => r.id);
}

/** Up to `limit` other active listings nearest to a warehouse, for its detail page. */
export async function nearbyWarehouses(
  db: Database,
  warehouse: { id: string } & Coordinates,
  limit: number,
): Promise<NearbyWarehouse[]> {
  const rows = await nearestWarehouses(db, [warehouse], [activeListing, ne(warehouses.id, warehouse.id)], limit);
  return rows.map((row) => ({ ...toPublicWarehouse(row), distanceKm: roundKm(Number(row.distanceKm)) }));
}

/**
 * Every match's point for the map view (id, latitude, longitude), at most MAX_MAP_POINTS of them
 * in the listings' public order: the map clusters them, the page of cards stays the paged search.
 */
export async function searchPoints(db: Database, params: SearchParams, index?: ListingIndex): Promise<MapPointsAnswer> {
  const meaning = await resolveQuery(db, params.query, { exact: params.exact });
  if (index && meaning.kind !== 'text') {
    const points: MapPoint[] = [];
    const { total } = index.search(meaning, { ...params, page: 1, limit: 0 }, staleBefore(), (listing) => {
      // The index keeps the public position (indexed-listing.ts).
      if (points.length < MAX_MAP_POINTS && listing.latitude !== null && listing.longitude !== null) {
        points.push([listing.id, listing.latitude, listing.longitude]);
      }
    });
    return { points, total };
  }
  const chosen = meaning.kind === 'place' ? meaning.places : [];
  const rows = await db
    .select({
      id: warehouses.id,
      latitude: warehouses.publicLatitude,
      longitude: warehouses.publicLongitude,
    })
    .from(warehouses)
    .where(
      and(
        ...filterConditions(params, meaning),
        sql`${warehouses.latitude} is not null and ${warehouses.longitude} is not null`,
        params.bbox ? inBox(params.bbox) : undefined,
        chosen.length && !params.bbox ? or(...chosen.map((p) => withinRadius(p, params.distance))) : undefined,
      ),
    )
    .orderBy(...publicOrder)
    .limit(MAX_MAP_POINTS + 1);
  return {
    points: rows.slice(0, MAX_MAP_POINTS).map((r): MapPoint => [r.id, r.latitude!, r.longitude!]),
    total: rows.length,
  };
}
