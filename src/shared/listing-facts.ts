import type { Certification } from './catalog.ts';

/**
 * The facts a buyer asks before calling (docs/decisions/listing-facts.md): space free now, from
 * when, for how long at least, indicative prices in the listing's country's currency, and the
 * facility specs buyers filter on. Every fact is optional: null (or an empty list) is "not said".
 */
export interface ListingFacts {
  spaceAvailableSqFt: number | null;
  spaceAvailablePallets: number | null;
  /** YYYY-MM-DD; null is "available now" when space is given, otherwise not said. */
  availableFrom: string | null;
  minimumTermMonths: number | null;
  /** In the country's currency (currencyOf). */
  pricePerPalletMonth: number | null;
  pricePerSqFtYear: number | null;
  clearHeightFt: number | null;
  dockDoors: number | null;
  driveInDoors: number | null;
  /** Degrees Celsius, for cold or climate-controlled space. */
  temperatureMinC: number | null;
  temperatureMaxC: number | null;
  certifications: Certification[];
  racking: boolean | null;
  sprinklers: boolean | null;
}

export const LISTING_FACT_KEYS = [
  'spaceAvailableSqFt',
  'spaceAvailablePallets',
  'availableFrom',
  'minimumTermMonths',
  'pricePerPalletMonth',
  'pricePerSqFtYear',
  'clearHeightFt',
  'dockDoors',
  'driveInDoors',
  'temperatureMinC',
  'temperatureMaxC',
  'certifications',
  'racking',
  'sprinklers',
] as const satisfies readonly (keyof ListingFacts)[];

/** The facts of anything that carries them (a row, a form's output, a public listing), and nothing else. */
export function listingFactsOf(source: { [K in keyof ListingFacts]: unknown }): ListingFacts {
  return Object.fromEntries(LISTING_FACT_KEYS.map((key) => [key, source[key]])) as unknown as ListingFacts;
}

/** A listing that states none of its facts. */
export const NO_LISTING_FACTS: ListingFacts = {
  spaceAvailableSqFt: null,
  spaceAvailablePallets: null,
  availableFrom: null,
  minimumTermMonths: null,
  pricePerPalletMonth: null,
  pricePerSqFtYear: null,
  clearHeightFt: null,
  dockDoors: null,
  driveInDoors: null,
  temperatureMinC: null,
  temperatureMaxC: null,
  certifications: [],
  racking: null,
  sprinklers: null,
};

/** Today's calendar day, YYYY-MM-DD, as a listing's from-date is written (UTC, as the server's dates are). */
export const todayDay = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/**
 * Whether a listing has its space by `day` (YYYY-MM-DD): its from-date, when it gives one, is on
 * or before that day; no from-date is "available now". The one rule of availability
 * (docs/decisions/listing-facts.md): the card's and the page's wording and badge read it through
 * `listingAvailability`, the search index's "available by" filter calls it, and the SQL filter
 * (src/server/search/need-filters.ts) says the same in SQL.
 */
export function isAvailableBy(facts: Pick<ListingFacts, 'availableFrom'>, day: string): boolean {
  return facts.availableFrom === null || facts.availableFrom <= day;
}

/**
 * A listing's availability on `today`: available now, or from a day still to come. A pre-rendered
 * page decides it on the day it was built; a from-date that has passed since still reads true.
 */
export type ListingAvailability = { now: true } | { now: false; from: string };

export function listingAvailability(facts: Pick<ListingFacts, 'availableFrom'>, today: string): ListingAvailability {
  return isAvailableBy(facts, today) ? { now: true } : { now: false, from: facts.availableFrom! };
}
