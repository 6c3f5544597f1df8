/**
 * Numbers, areas, distances, money and dates in the current language (docs/decisions/i18n.md).
 * English keeps the site's hand-written en-US digits (src/shared/warehouse.ts says why it avoids
 * Intl there); French uses Intl's fr-CA rules, with no-break spaces in "12 000 pi²", a decimal
 * comma in "1,5 km" and the sign after the amount in "15 $". Formatters are built once per
 * option set: building one per call showed in build profiles.
 */
import { formatNumber as formatEnglishNumber } from '#src/shared/warehouse.ts';
import { LANGUAGE_TAG, type Locale } from './locale.ts';
import { getLocale } from './messages.ts';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n:${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(LANGUAGE_TAG[locale], options)));
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d:${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], options)));
  return format;
}

/** "12,500" / "12 500", at most `maxDecimals` decimals. */
export function formatNumber(n: number, maxDecimals = 3, locale: Locale = getLocale()): string {
  if (locale === 'en') return formatEnglishNumber(n, maxDecimals);
  return numberFormat(locale, { maximumFractionDigits: maxDecimals }).format(n);
}

/** "12,500 sq ft" / "12 500 pi²". */
export function formatSquareFeet(n: number, locale: Locale = getLocale()): string {
  return locale === 'fr' ? `${formatNumber(n, 3, locale)}\u00a0pi²` : `${formatNumber(n, 3, locale)} sq ft`;
}

/**
 * "1.5 km" / "1,5 km"; under 1 km "Under 1 km" / "Moins de 1 km": listings in one city share its
 * coordinates, so a precise-looking 0.0 would mislead.
 */
export function formatDistance(km: number, locale: Locale = getLocale()): string {
  if (km < 1) return locale === 'fr' ? 'Moins de 1\u00a0km' : 'Under 1 km';
  return locale === 'fr' ? `${formatNumber(km, 1, locale)}\u00a0km` : `${formatNumber(km, 1, locale)} km`;
}

/** "$15" / "15 $" (Canadian dollars; cents only when there are some). */
export function formatMoney(amount: number, locale: Locale = getLocale()): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(amount);
}

type DateStyle = 'long' | 'medium' | 'dateTime' | 'dayMonth';
const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  medium: { dateStyle: 'medium', timeZone: 'UTC' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dayMonth: { month: 'short', day: 'numeric', timeZone: 'UTC' },
};

/**
 * A date formatter in the current language: French pages use fr-CA, English ones keep the tag
 * their page was written with (en-CA's "Nov. 26, 2026" or en-US's "Nov 26, 2026").
 */
export function localDateFormat(
  options: Intl.DateTimeFormatOptions,
  englishTag: 'en-CA' | 'en-US',
  locale: Locale = getLocale(),
): Intl.DateTimeFormat {
  const tag = locale === 'fr' ? LANGUAGE_TAG.fr : englishTag;
  const key = `d:${tag}:${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}

/** "November 26, 2026" / "26 novembre 2026", and the shorter styles the dashboards use. */
export function formatDate(
  date: Date | string | number,
  style: DateStyle = 'long',
  locale: Locale = getLocale(),
): string {
  return dateFormat(locale, DATE_STYLES[style]).format(new Date(date));
}
