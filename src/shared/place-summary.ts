import { currencyOf, SERVICES, STORAGE_TYPES } from './catalog.ts';
import type { PlaceListing } from './place-pages.ts';

/*
 * What a place page says about its listings, from the listings alone (docs/decisions/place-pages.md):
 * how many, which storage types and services, how much space is free now, and the typical price.
 */

/** A price range is shown only where at least this many listings in the place state that price. */
const MIN_PRICED_LISTINGS = 3;

/**
 * The p-th quantile (0 ≤ p ≤ 1) of sorted values by linear interpolation between closest ranks
 * (Hyndman & Fan type 7, what spreadsheets' PERCENTILE.INC and numpy's default compute): the
 * value at position (n − 1)·p, between the two values around it.
 */
export function quantile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** The middle half of the prices listings state: 25th to 75th percentile, and how many it comes from. */
export interface PriceRange {
  low: number;
  high: number;
  listings: number;
}

/** Rounded to cents: prices are stated in cents at most. */
const cents = (n: number) => Math.round(n * 100) / 100;

export function priceRange(prices: readonly (number | null)[]): PriceRange | null {
  const stated = prices.filter((p): p is number => p !== null && p > 0).sort((a, b) => a - b);
  if (stated.length < MIN_PRICED_LISTINGS) return null;
  return { low: cents(quantile(stated, 0.25)), high: cents(quantile(stated, 0.75)), listings: stated.length };
}

export interface PlaceSummary {
  listings: number;
  /** Storage types offered, most offered first, with how many listings offer each. */
  storageTypes: { value: string; count: number }[];
  /** Services offered, most offered first. */
  services: { value: string; count: number }[];
  /** Space free now: listings stating space with no later start date. */
  availableNow: { squareFeet: number; pallets: number; listings: number };
  currency: 'CAD' | 'USD';
  perPalletMonth: PriceRange | null;
  perSqFtYear: PriceRange | null;
}

/**
 * How many listings offer each value, most first, ties in the value list's order. One pass over
 * the listings, not one per value: a province's or a metro area's pages count thousands of
 * listings, and a pass per storage type and service was a fifth of a place page's own work
 * (docs/performance.md, "At scale, with the place pages").
 */
function counted(values: readonly string[], listings: readonly PlaceListing[], of: (l: PlaceListing) => string[]) {
  const counts = new Map<string, number>();
  for (const listing of listings) {
    const offered = of(listing);
    // A value a listing names twice counts once: it counts listings offering it.
    offered.forEach((value, i) => {
      if (offered.indexOf(value) === i) counts.set(value, (counts.get(value) ?? 0) + 1);
    });
  }
  return values
    .map((value) => ({ value, count: counts.get(value) ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** `today` as YYYY-MM-DD: a listing whose space starts later is not free now. */
export function placeSummary(listings: readonly PlaceListing[], today: string): PlaceSummary {
  const freeNow = listings.filter(
    (l) => (l.spaceAvailableSqFt ?? l.spaceAvailablePallets) !== null && (!l.availableFrom || l.availableFrom <= today),
  );
  return {
    listings: listings.length,
    storageTypes: counted(STORAGE_TYPES, listings, (l) => l.storageType),
    services: counted(SERVICES, listings, (l) => l.servicesOffered),
    availableNow: {
      squareFeet: freeNow.reduce((sum, l) => sum + (l.spaceAvailableSqFt ?? 0), 0),
      pallets: freeNow.reduce((sum, l) => sum + (l.spaceAvailablePallets ?? 0), 0),
      listings: freeNow.length,
    },
    currency: currencyOf(listings[0]?.country ?? 'Canada'),
    perPalletMonth: priceRange(listings.map((l) => l.pricePerPalletMonth)),
    perSqFtYear: priceRange(listings.map((l) => l.pricePerSqFtYear)),
  };
}
