import { currencyOf } from './catalog.ts';
import type { ListingFacts } from './listing-facts.ts';
import { formatCalendarDay, formatMoney as formatMoneyIn, formatNumber, formatSquareFeet } from './i18n/format.ts';
import { getLocale, m } from './i18n/messages.ts';
import { certificationLabel } from './i18n/labels/certifications.ts';

/** How a listing's facts read on cards, the detail page and in the estimate (docs/decisions/listing-facts.md). */

/** "$1,200" or "$12.50": whole amounts without cents. */
export const formatMoney = (amount: number) =>
  getLocale() === 'fr'
    ? formatMoneyIn(amount)
    : `$${Number.isInteger(amount) ? formatNumber(amount) : formatNumber(amount, 2).replace(/\.(\d)$/, '.$10')}`;

/** "$12.50 CAD": the currency code always, as a listing may be across the border. */
const formatPrice = (amount: number, country: string) => `${formatMoney(amount)} ${currencyOf(country)}`;

const celsiusToFahrenheit = (c: number) => Math.round((c * 9) / 5 + 32);

/** "−25 to −18 °C (−13 to 0 °F)"; one bound alone reads "from"/"up to". */
function formatTemperatureRange(minC: number | null, maxC: number | null): string | null {
  const sign = (n: number) => (n < 0 ? `−${Math.abs(n)}` : String(n));
  if (minC === null && maxC === null) return null;
  if (minC !== null && maxC !== null)
    return m.facts_temperature_range({
      minC: sign(minC),
      maxC: sign(maxC),
      minF: sign(celsiusToFahrenheit(minC)),
      maxF: sign(celsiusToFahrenheit(maxC)),
    });
  if (minC !== null) return m.facts_temperature_from({ c: sign(minC), f: sign(celsiusToFahrenheit(minC)) });
  return m.facts_temperature_up_to({ c: sign(maxC!), f: sign(celsiusToFahrenheit(maxC!)) });
}

/** The space a listing says is free now: "12,000 sq ft · 300 pallet positions", or null when it does not say. */
export function formatSpaceAvailable(facts: Pick<ListingFacts, 'spaceAvailableSqFt' | 'spaceAvailablePallets'>) {
  const parts = [
    facts.spaceAvailableSqFt !== null ? formatSquareFeet(facts.spaceAvailableSqFt) : null,
    facts.spaceAvailablePallets !== null
      ? m.facts_pallet_positions({ count: formatNumber(facts.spaceAvailablePallets) })
      : null,
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
    { label: m.facts_space_available(), value: formatSpaceAvailable(facts) },
    {
      label: m.facts_available_from(),
      value: facts.availableFrom
        ? formatCalendarDay(facts.availableFrom)
        : facts.spaceAvailableSqFt !== null || facts.spaceAvailablePallets !== null
          ? m.facts_now()
          : null,
    },
    {
      label: m.facts_minimum_term(),
      value:
        facts.minimumTermMonths === null
          ? null
          : facts.minimumTermMonths === 1
            ? m.facts_one_month()
            : m.facts_months({ months: facts.minimumTermMonths }),
    },
    {
      label: m.facts_price_per_pallet(),
      value:
        facts.pricePerPalletMonth === null
          ? null
          : m.facts_per_month({ price: formatPrice(facts.pricePerPalletMonth, country) }),
    },
    {
      label: m.facts_price_per_sq_ft(),
      value:
        facts.pricePerSqFtYear === null
          ? null
          : m.facts_per_year({ price: formatPrice(facts.pricePerSqFtYear, country) }),
    },
    {
      label: m.facts_clear_height(),
      value: facts.clearHeightFt === null ? null : m.facts_feet({ feet: formatNumber(facts.clearHeightFt) }),
    },
    { label: m.facts_dock_doors(), value: facts.dockDoors === null ? null : String(facts.dockDoors) },
    { label: m.facts_drive_in_doors(), value: facts.driveInDoors === null ? null : String(facts.driveInDoors) },
    { label: m.facts_temperature(), value: formatTemperatureRange(facts.temperatureMinC, facts.temperatureMaxC) },
    {
      label: m.facts_certifications(),
      value: facts.certifications.length ? facts.certifications.map(certificationLabel).join(', ') : null,
    },
    { label: m.facts_racking(), value: facts.racking === null ? null : facts.racking ? m.facts_yes() : m.facts_no() },
    {
      label: m.facts_sprinklers(),
      value: facts.sprinklers === null ? null : facts.sprinklers ? m.facts_yes() : m.facts_no(),
    },
  ];
  return rows.filter((r): r is { label: string; value: string } => r.value !== null);
}
