/*
 * The search's relevance order, its default (docs/decisions/search.md): the one definition the
 * search index (src/server/search/index-order.ts) and the place pages (place-pages.ts) both
 * compare listings with. The database's `ordering` (src/server/search/search-warehouses.ts) is
 * held to it by the index-equals-SQL tests.
 */

/** What the order reads of a listing: times in microseconds, the database's own precision, so ties order as in SQL. */
export interface RankedListing {
  id: string;
  isPaid: boolean;
  updatedMicros: number;
  confirmedMicros: number;
}

/** Compares two listings, each with its distance from the search's place (null without a place). */
export type ListingOrder<T extends RankedListing = RankedListing> = (
  a: T,
  aKm: number | null,
  b: T,
  bKm: number | null,
) => number;

export const byId = (a: RankedListing, b: RankedListing) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** When nothing else ranks: paid first, then most recently updated, then id (src/server/warehouses/public.ts). */
function publicOrder(a: RankedListing, b: RankedListing): number {
  if (a.isPaid !== b.isPaid) return a.isPaid ? -1 : 1;
  return b.updatedMicros - a.updatedMicros || byId(a, b);
}

/**
 * Relevance: a listing confirmed before `staleMicros` ranks after fresher ones
 * (docs/decisions/freshness.md), then nearest first when the search has a place, then the
 * public order.
 */
export function relevanceOrder(staleMicros: number, byDistance: boolean): ListingOrder {
  const stale = (l: RankedListing) => Number(l.confirmedMicros < staleMicros);
  if (byDistance) return (a, aKm, b, bKm) => stale(a) - stale(b) || aKm! - bKm! || publicOrder(a, b);
  return (a, _, b) => stale(a) - stale(b) || publicOrder(a, b);
}
