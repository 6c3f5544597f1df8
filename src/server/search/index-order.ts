import { byId, relevanceOrder, type ListingOrder } from '#src/shared/relevance-order.ts';
import type { SearchParams } from '#src/shared/validation/search.ts';
import type { IndexedListing } from './indexed-listing.ts';

/*
 * The search index's result orders (listing-index.ts), the same as the SQL's `ordering` in
 * search-warehouses.ts: the index-equals-SQL tests hold the two together. The relevance order is
 * the one the place pages use too (src/shared/relevance-order.ts).
 */

/** Compares two matches, each a listing and its distance (null without places). */
type Order = ListingOrder<IndexedListing>;

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
  const fresherFirst = relevanceOrder(staleMicros, false);
  const stalenessThen = (a: IndexedListing, b: IndexedListing) => fresherFirst(a, null, b, null);
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
      return relevanceOrder(staleMicros, byDistance);
  }
}

/** With a space need, listings stating their space (enough: the filter keeps no other) come before those that do not say (needTierFirst). */
export function orderFor(params: SearchParams, byDistance: boolean, staleMicros: number): Order {
  const order = sortOrder(params, byDistance, staleMicros);
  if (params.space === null) return order;
  const stated = spaceOf(params.spaceUnit);
  return (a, aKm, b, bKm) => {
    const x = stated(a) === null;
    const y = stated(b) === null;
    return x === y ? order(a, aKm, b, bKm) : x ? 1 : -1;
  };
}

export const spaceOf = (unit: SearchParams['spaceUnit']) =>
  unit === 'square_feet' ? (l: IndexedListing) => l.spaceSqFt : (l: IndexedListing) => l.spacePallets;
export const priceOf = (unit: SearchParams['spaceUnit']) =>
  unit === 'square_feet' ? (l: IndexedListing) => l.priceSqFt : (l: IndexedListing) => l.pricePallet;

/**
 * The first `count` matches in order, without sorting them all: a sorted list of the best so far,
 * which most candidates fail to enter after one comparison with its last.
 */
export function firstInOrder(count: number, compare: Order) {
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
