import { sql, type SQL } from 'drizzle-orm';
import { warehouses } from '#db/schema.ts';
import { CERTIFICATIONS, CLEAR_HEIGHT_OPTIONS_FT, DOCK_DOOR_OPTIONS, type SpaceUnit } from '#src/shared/catalog.ts';
import type { NeedFacets } from '#src/server/answers/search.ts';
import type { SearchNeed } from '#src/shared/search-need.ts';

/**
 * The buyer's need in SQL (src/shared/search-need.ts, docs/decisions/listing-facts.md); the
 * search index (listing-index.ts) applies the same rules in memory, and
 * tests/integration/search-need.test.ts holds the two to the same answers.
 */

/** The listing's space and price in the unit of the need's space. */
const SPACE = {
  pallet_positions: warehouses.spaceAvailablePallets,
  square_feet: warehouses.spaceAvailableSqFt,
} as const;
const PRICE = { pallet_positions: warehouses.pricePerPalletMonth, square_feet: warehouses.pricePerSqFtYear } as const;

/** The column name of the listing's price in the unit of the need's space. */
export const priceColumnName = (unit: SpaceUnit) => PRICE[unit].name;

/** The need's filters over the warehouses table. */
export function needConditions(need: SearchNeed): SQL[] {
  const conditions: SQL[] = [];
  if (need.space !== null)
    conditions.push(sql`(${SPACE[need.spaceUnit]} is null or ${SPACE[need.spaceUnit]} >= ${need.space})`);
  // isAvailableBy (src/shared/listing-facts.ts) in SQL: no from-date, or one on or before the day.
  if (need.availableBy !== null)
    conditions.push(
      sql`(${warehouses.availableFrom} is null or ${warehouses.availableFrom} <= ${need.availableBy}::date)`,
    );
  if (need.maxPrice !== null) conditions.push(sql`${PRICE[need.spaceUnit]} <= ${need.maxPrice}::double precision`);
  if (need.minDockDoors !== null) conditions.push(sql`${warehouses.dockDoors} >= ${need.minDockDoors}`);
  if (need.minClearHeight !== null) conditions.push(sql`${warehouses.clearHeightFt} >= ${need.minClearHeight}`);
  if (need.certifications.length)
    conditions.push(
      sql`${warehouses.certifications} @> array[${sql.join(
        need.certifications.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`,
    );
  return conditions;
}

/** With a space need, listings stating enough space come before those that do not say: the first key of every order. */
export function needTierFirst(need: SearchNeed, alias: string): SQL {
  if (need.space === null) return sql``;
  return sql.raw(`(${alias}.${SPACE[need.spaceUnit].name} is null), `);
}

/** The need's facet counts as one JSON array over the `matched` set: dock-door thresholds, clear-height thresholds, priced, spaced. */
export function needFacetsSql(unit: SpaceUnit): SQL {
  const counts = [
    ...DOCK_DOOR_OPTIONS.map((n) => `count(*) filter (where dock_doors >= ${n})`),
    ...CLEAR_HEIGHT_OPTIONS_FT.map((n) => `count(*) filter (where clear_height_ft >= ${n})`),
    `count(*) filter (where ${PRICE[unit].name} is not null)`,
    `count(*) filter (where ${SPACE[unit].name} is not null)`,
  ];
  return sql.raw(`json_build_array(${counts.join(', ')})`);
}

export type NeedFacetCounts = number[];

/** Every certification at zero, for counts to fill in. */
export function emptyNeedFacets(): Pick<NeedFacets, 'certifications'> {
  return { certifications: Object.fromEntries(CERTIFICATIONS.map((c) => [c, 0])) };
}

/** needFacetsSql's array (or the index's, in the same order) as the answer's facets. */
export function fromNeedCounts(counts: readonly number[]): Omit<NeedFacets, 'certifications'> {
  let i = 0;
  const next = () => Number(counts[i++]);
  return {
    dockDoorsAtLeast: Object.fromEntries(DOCK_DOOR_OPTIONS.map((n) => [n, next()])),
    clearHeightAtLeast: Object.fromEntries(CLEAR_HEIGHT_OPTIONS_FT.map((n) => [n, next()])),
    withPrice: next(),
    withSpace: next(),
  };
}
