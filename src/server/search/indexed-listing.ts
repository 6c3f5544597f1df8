import { sql } from 'drizzle-orm';
import {
  CERTIFICATIONS,
  CLEAR_HEIGHT_OPTIONS_FT,
  DOCK_DOOR_OPTIONS,
  SERVICES,
  STORAGE_TYPES,
} from '#src/shared/catalog.ts';
import { cosOfLatitude, type Coordinates } from '#src/shared/geo.ts';

/**
 * One active listing as the search index keeps it (listing-index.ts): the fields searches filter,
 * count and order by, read from the database as one JSON array per row.
 */
export interface IndexedListing {
  id: string;
  /**
   * The public position (`public_latitude`/`public_longitude`): what the listing's page shows, and
   * so what distances, radii, boxes and map points use (docs/decisions/maps.md).
   */
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
  /** An admin checked its owner's business (Owner verified, docs/decisions/freshness.md). */
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
  /** How many of DOCK_DOOR_OPTIONS and CLEAR_HEIGHT_OPTIONS_FT the listing meets, for the "at least" facet counts. */
  dockDoorLevel: number;
  clearHeightLevel: number;
  certificationBits: number;
}

export type Row = [
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
export const ROW_JSON =
  sql.raw(`json_build_array(id, public_latitude, public_longitude, storage_type, services_offered, storage_term_type,
  is_paid, (extract(epoch from updated_at) * 1000000)::bigint, square_feet, state_province, country, status,
  (extract(epoch from availability_confirmed_at) * 1000000)::bigint, owner_verified,
  space_available_sq_ft, space_available_pallets, available_from, price_per_pallet_month, price_per_sq_ft_year,
  dock_doors, clear_height_ft, certifications)`);

// Bit sets of a 32-bit integer: each catalog must stay within 31 values.
if (STORAGE_TYPES.length > 31 || SERVICES.length > 31 || CERTIFICATIONS.length > 31)
  throw new Error('The search index keeps catalog values as bits: at most 31 of each');
export const STORAGE_TYPE_POSITION = new Map<string, number>(STORAGE_TYPES.map((t, i) => [t, i]));
export const SERVICE_POSITION = new Map<string, number>(SERVICES.map((s, i) => [s, i]));
export const CERTIFICATION_POSITION = new Map<string, number>(CERTIFICATIONS.map((c, i) => [c, i]));

/** Catalog positions of the values that are the product's own (an admin may have typed others). */
export const positions = (values: readonly string[] | null, catalog: Map<string, number>) =>
  (values ?? []).flatMap((v) => (catalog.has(v) ? [catalog.get(v)!] : []));
export const bits = (positions: readonly number[]) => positions.reduce((mask, p) => mask | (1 << p), 0);

/** How many of the ascending thresholds `figure` reaches (0 when it is not stated). */
const thresholdsMet = (figure: number | null, thresholds: readonly number[]) =>
  figure === null ? 0 : thresholds.filter((t) => figure >= t).length;

/** Positions past their first occurrence. */
const repeated = (positions: readonly number[]) => positions.filter((p, i) => positions.indexOf(p) !== i);

export function fromRow(row: Row): IndexedListing {
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
    dockDoorLevel: thresholdsMet(row[19], DOCK_DOOR_OPTIONS),
    clearHeightLevel: thresholdsMet(row[20], CLEAR_HEIGHT_OPTIONS_FT),
    // The database's check keeps certifications to the catalog, each once.
    certificationBits: bits(positions(row[21], CERTIFICATION_POSITION)),
  };
}

export const located = (l: IndexedListing): l is IndexedListing & Coordinates =>
  l.latitude !== null && l.longitude !== null;
