import { currencyOf } from './catalog.ts';
import type { ListingFacts } from './listing-facts.ts';
import { formatNumber } from './warehouse.ts';

/** How a listing's facts read on cards, the detail page and in the estimate (docs/decisions/listing-facts.md). */

/** "$1,200" or "$12.50": whole amounts without cents. */
export const formatMoney = (amount: number) =>
  `$${Number.isInteger(amount) ? formatNumber(amount) : formatNumber(amount, 2).replace(/\.(\d)$/, '.$10')}`;

/** "$12.50 CAD": the currency code always, as a listing may be across the border. */
const formatPrice = (amount: number, country: string) => `${formatMoney(amount)} ${currencyOf(country)}`;

const celsiusToFahrenheit = (c: number) => Math.round((c * 9) / 5 + 32);

/** "−25 to −18 °C (−13 to 0 °F)"; one bound alone reads "from"/"up to". */
function formatTemperatureRange(minC: number | null, maxC: number | null): string | null {
  const sign = (n: number) => (n < 0 ? `−${Math.abs(n)}` : String(n));
  if (minC === null && maxC === null) return null;
  if (minC !== null && maxC !== null)
    return `${sign(minC)} to ${sign(maxC)} °C (${sign(celsiusToFahrenheit(minC))} to ${sign(celsiusToFahrenheit(maxC))} °F)`;
  if (minC !== null) return `From ${sign(minC)} °C (${sign(celsiusToFahrenheit(minC))} °F)`;
  return `Up to ${sign(maxC!)} °C (${sign(celsiusToFahrenheit(maxC!))} °F)`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Dec 1, 2026" from YYYY-MM-DD, without Intl (formatNumber says why) and without a time zone shift. */
export function formatFactDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

/** The space a listing says is free now: "12,000 sq ft · 300 pallet positions", or null when it does not say. */
export function formatSpaceAvailable(facts: Pick<ListingFacts, 'spaceAvailableSqFt' | 'spaceAvailablePallets'>) {
  const parts = [
    facts.spaceAvailableSqFt !== null ? `${formatNumber(facts.spaceAvailableSqFt)} sq ft` : null,
    facts.spaceAvailablePallets !== null ? `${formatNumber(facts.spaceAvailablePallets)} pallet positions` : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * The rows of a listing's facts table, in reading order: only the facts it states. Space given
 * without a from-date is free now; a from-date is shown as given, even once it has passed (the
 * pre-rendered page cannot know today), which stays true.
 */
export function listingFactRows(facts: ListingFacts, country: string): { label: string; value: string }[] {
  const rows: { label: string; value: string | null }[] = [
    { label: 'Space available', value: formatSpaceAvailable(facts) },
    {
      label: 'Available from',
      value: facts.availableFrom
        ? formatFactDate(facts.availableFrom)
        : facts.spaceAvailableSqFt !== null || facts.spaceAvailablePallets !== null
          ? 'Now'
          : null,
    },
    {
      label: 'Minimum term',
      value:
        facts.minimumTermMonths === null
          ? null
          : `${facts.minimumTermMonths} month${facts.minimumTermMonths === 1 ? '' : 's'}`,
    },
    {
      label: 'Price per pallet',
      value: facts.pricePerPalletMonth === null ? null : `${formatPrice(facts.pricePerPalletMonth, country)} / month`,
    },
    {
      label: 'Price per sq ft',
      value: facts.pricePerSqFtYear === null ? null : `${formatPrice(facts.pricePerSqFtYear, country)} / year`,
    },
    { label: 'Clear height', value: facts.clearHeightFt === null ? null : `${formatNumber(facts.clearHeightFt)} ft` },
    { label: 'Dock doors', value: facts.dockDoors === null ? null : String(facts.dockDoors) },
    { label: 'Drive-in doors', value: facts.driveInDoors === null ? null : String(facts.driveInDoors) },
    { label: 'Temperature', value: formatTemperatureRange(facts.temperatureMinC, facts.temperatureMaxC) },
    { label: 'Certifications', value: facts.certifications.length ? facts.certifications.join(', ') : null },
    { label: 'Racking', value: facts.racking === null ? null : facts.racking ? 'Yes' : 'No' },
    { label: 'Sprinklers', value: facts.sprinklers === null ? null : facts.sprinklers ? 'Yes' : 'No' },
  ];
  return rows.filter((r): r is { label: string; value: string } => r.value !== null);
}
