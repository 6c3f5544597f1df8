import { currencyOf, type SpaceUnit } from './catalog.ts';
import type { ListingFacts } from './listing-facts.ts';
import { formatMoney } from './listing-facts-format.ts';
import { formatNumber } from './i18n/format.ts';
import { m } from './i18n/messages.ts';

/**
 * The one cost estimate (docs/decisions/listing-facts.md): for a buyer's stated space and term,
 * an estimated monthly and total range for one listing, from the owner's own price in the unit of
 * the need where the listing gives one, otherwise from market bands. Cards, the detail page,
 * compare and e-mails all call `estimateCost`; it is pure and always labelled an estimate.
 */

/** A range of amounts per period, in the listing's currency. */
export interface AmountRange {
  low: number;
  high: number;
}

/** What a buyer said they need: an amount in a unit, and for how many months (null: not said). */
export interface SpaceNeed {
  amount: number;
  unit: SpaceUnit;
  termMonths: number | null;
}

export interface CostEstimate {
  label: string;
  currency: 'CAD' | 'USD';
  monthly: AmountRange;
  /** Over the months counted (`months`); null when no term is known. */
  total: AmountRange | null;
  /** The buyer's term, or the listing's minimum term when that is longer (or the only one given). */
  months: number | null;
  /** Where the rate came from. */
  basis: 'owner' | 'market';
  /** One line on how it was worked out, for the reader. */
  howWorkedOut: string;
}

/**
 * The FAQ's price guide (src/shared/faq.ts) and the common pallet range, read in the listing's
 * currency: per square foot per year by kind of space and market, per pallet position per month.
 */
const MARKET_BANDS = {
  dryMajorSqFtYear: { low: 8, high: 15 },
  dryOtherSqFtYear: { low: 6, high: 12 },
  coldSqFtYear: { low: 12, high: 25 },
  palletMonth: { low: 6, high: 15 },
} as const;

/**
 * The major warehouse markets of the FAQ's "major markets": the largest metropolitan areas'
 * main cities and their logistics suburbs, as the gazetteer names them.
 */
const MAJOR_MARKET_CITIES = new Set([
  // Canada
  'Toronto',
  'Mississauga',
  'Brampton',
  'Vaughan',
  'Montréal',
  'Laval',
  'Vancouver',
  'Burnaby',
  'Surrey',
  'Richmond',
  'Delta',
  'Calgary',
  'Edmonton',
  'Ottawa',
  // United States
  'New York City',
  'Newark',
  'Jersey City',
  'Elizabeth',
  'Edison',
  'Los Angeles',
  'Ontario',
  'Riverside',
  'Long Beach',
  'Chicago',
  'Joliet',
  'Dallas',
  'Fort Worth',
  'Houston',
  'Atlanta',
  'Miami',
  'Seattle',
  'Tacoma',
  'Kent',
  'San Francisco',
  'Oakland',
  'Phoenix',
  'Philadelphia',
  'Boston',
]);

export const isMajorMarket = (city: string) => MAJOR_MARKET_CITIES.has(city);

type EstimatedListing = Pick<ListingFacts, 'pricePerPalletMonth' | 'pricePerSqFtYear' | 'minimumTermMonths'> & {
  city: string;
  country: string;
  storageType: readonly string[];
};

const UNIT_WORDS: Record<SpaceUnit, { one: () => string; many: () => string }> = {
  square_feet: { one: m.estimate_sq_ft, many: m.estimate_sq_ft },
  pallet_positions: { one: m.estimate_pallet, many: m.estimate_pallets },
};

/** Whole currency units: an estimate has no cents. */
const whole = (n: number) => Math.round(n);

/** "$1,200 CAD" or "$1,200–$2,300 CAD". */
export function formatAmountRange(range: AmountRange, currency: string): string {
  const low = formatMoney(range.low);
  return range.low === range.high ? `${low} ${currency}` : `${low}–${formatMoney(range.high)} ${currency}`;
}

function marketBand(listing: EstimatedListing, unit: SpaceUnit) {
  if (unit === 'pallet_positions') return { band: MARKET_BANDS.palletMonth, kind: m.estimate_kind_pallet() };
  if (listing.storageType.includes('Cold Storage'))
    return { band: MARKET_BANDS.coldSqFtYear, kind: m.estimate_kind_cold() };
  return isMajorMarket(listing.city)
    ? { band: MARKET_BANDS.dryMajorSqFtYear, kind: m.estimate_kind_dry_major() }
    : { band: MARKET_BANDS.dryOtherSqFtYear, kind: m.estimate_kind_dry_other() };
}

/** The estimate for `need` at `listing`; null when the need states no space. */
export function estimateCost(listing: EstimatedListing, need: SpaceNeed): CostEstimate | null {
  if (!(need.amount > 0)) return null;
  const currency = currencyOf(listing.country);
  const ownerRate = need.unit === 'pallet_positions' ? listing.pricePerPalletMonth : listing.pricePerSqFtYear;
  const market = ownerRate === null ? marketBand(listing, need.unit) : null;
  const rate: AmountRange = ownerRate === null ? market!.band : { low: ownerRate, high: ownerRate };
  // Per square foot prices are per year; an estimate is per month.
  const perMonth = need.unit === 'square_feet' ? 1 / 12 : 1;
  const monthly = { low: whole(need.amount * rate.low * perMonth), high: whole(need.amount * rate.high * perMonth) };

  const minimum = listing.minimumTermMonths;
  const months =
    need.termMonths === null ? minimum : minimum === null ? need.termMonths : Math.max(need.termMonths, minimum);
  const total = months === null ? null : { low: monthly.low * months, high: monthly.high * months };

  const words = UNIT_WORDS[need.unit];
  const rateText =
    need.unit === 'square_feet'
      ? m.estimate_rate_sq_ft({ rate: formatAmountRange(rate, currency) })
      : m.estimate_rate_pallet({ rate: formatAmountRange(rate, currency) });
  const source = market ? market.kind : m.estimate_owner_price();
  const termText =
    months === null
      ? ''
      : months !== need.termMonths
        ? m.estimate_over_minimum({ months })
        : months === 1
          ? m.estimate_over_one_month()
          : m.estimate_over_months({ months });
  return {
    label: m.estimate_label(),
    currency,
    monthly,
    total,
    months,
    basis: market ? 'market' : 'owner',
    howWorkedOut: `${formatNumber(need.amount)} ${need.amount === 1 ? words.one() : words.many()} × ${rateText} (${source})${termText}.`,
  };
}
