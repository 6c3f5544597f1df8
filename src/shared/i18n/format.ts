/**
 * Numbers, areas, distances, money and dates in the current language (docs/decisions/i18n.md).
 * Numbers, money and the day of a date are written out in both languages, without Intl
 * (src/shared/warehouse.ts's formatNumber says why): a French page built its first Intl formatter
 * while /fr/search showed its results, about 35 ms of main thread there, where the English page had
 * none (docs/performance.md, "French search"). They follow Intl's fr-CA output exactly, no-break
 * spaces in "12 000 pi²", a decimal comma in "1,5 km", the sign after the amount in "15 $"
 * (tests/unit/i18n.test.ts compares them with Intl). The longer date styles of the account
 * and admin pages use Intl, built once per option set: one per call showed in build profiles.
 */
import { formatNumber as formatEnglishNumber } from '#src/shared/warehouse.ts';
import { LANGUAGE_TAG, type Locale } from './locale.ts';
import { getLocale } from './messages.ts';

/**
 * French writes the first of a month as an ordinal, "1er décembre 2026", where Intl's fr-CA
 * prints "1 décembre 2026". Every date format here starts with the day in French.
 */
const frenchFirstOfMonth = (date: string) => date.replace(/^1(?=\s)/u, '1er');

export interface DateFormat {
  format(date: Date | number): string;
}

const formatters = new Map<string, DateFormat>();

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const key = `${tag}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    const intl = new Intl.DateTimeFormat(tag, options);
    format = tag === LANGUAGE_TAG.fr ? { format: (date) => frenchFirstOfMonth(intl.format(date)) } : intl;
    formatters.set(key, format);
  }
  return format;
}

/** en-US digits in fr-CA's separators: a no-break space between thousands, a decimal comma. */
const frenchSeparators = (englishDigits: string) =>
  englishDigits.replace(/[,.]/g, (separator) => (separator === ',' ? '\u00a0' : ','));

/** "12,500" / "12 500", at most `maxDecimals` decimals. */
export function formatNumber(n: number, maxDecimals = 3, locale: Locale = getLocale()): string {
  const digits = formatEnglishNumber(n, maxDecimals);
  return locale === 'fr' ? frenchSeparators(digits) : digits;
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

/** en-US digits with exactly two decimals: "1,234.50". */
function withCents(amount: number): string {
  const [whole = '', cents = ''] = formatEnglishNumber(amount, 2).split('.');
  return `${whole}.${cents.padEnd(2, '0')}`;
}

/** "$15", "$12.50" / "15 $", "12,50 $" (Canadian dollars; cents only when there are some). */
export function formatMoney(amount: number, locale: Locale = getLocale()): string {
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  const english = Number.isInteger(size) ? formatEnglishNumber(size, 0) : withCents(size);
  return locale === 'fr' ? `${sign}${frenchSeparators(english)}\u00a0$` : `${sign}$${english}`;
}

const SHORT_MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

/** A day in UTC: "Aug 14, 2026" (en-US's medium style) / "14 août 2026" (fr-CA's, "1er" on the first). */
export function formatDay(at: Date, locale: Locale = getLocale()): string {
  const month = SHORT_MONTHS[locale][at.getUTCMonth()];
  const day = at.getUTCDate();
  const year = at.getUTCFullYear();
  return locale === 'fr' ? frenchFirstOfMonth(`${day} ${month} ${year}`) : `${month} ${day}, ${year}`;
}

/** A calendar day given as YYYY-MM-DD (a listing's available-from, a quote's start date), without a time zone shift. */
export function formatCalendarDay(isoDate: string, locale: Locale = getLocale()): string {
  return formatDay(new Date(`${isoDate}T00:00:00Z`), locale);
}

type DateStyle = 'long' | 'dateTime';
const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/**
 * A date formatter in the current language: French pages use fr-CA, English ones keep the tag
 * their page was written with (en-CA's "Nov. 26, 2026" or en-US's "Nov 26, 2026").
 */
export function localDateFormat(
  options: Intl.DateTimeFormatOptions,
  englishTag: 'en-CA' | 'en-US',
  locale: Locale = getLocale(),
): DateFormat {
  return dateFormat(locale === 'fr' ? LANGUAGE_TAG.fr : englishTag, options);
}

/** "November 26, 2026" / "26 novembre 2026" ("1er décembre" on the first), a day in UTC; or with its time (`dateTime`). */
export function formatDate(
  date: Date | string | number,
  style: DateStyle = 'long',
  locale: Locale = getLocale(),
): string {
  return dateFormat(LANGUAGE_TAG[locale], DATE_STYLES[style]).format(new Date(date));
}

/**
 * A moment with its time, the one format every page uses for one (the leads inbox, the profile's
 * sessions, the admin dashboard): "Nov 28, 2026, 6:42 PM" / "28 nov. 2026, 18 h 42", in the
 * reader's time zone.
 */
export function formatDateTime(date: Date | string | number, locale: Locale = getLocale()): string {
  return formatDate(date, 'dateTime', locale);
}

const HEMISPHERES: Record<Locale, { north: string; south: string; east: string; west: string }> = {
  en: { north: 'N', south: 'S', east: 'E', west: 'W' },
  fr: { north: 'N', south: 'S', east: 'E', west: 'O' },
};

/** One latitude or longitude to `decimals` places, with its hemisphere: "79.6583° W" / "79,6583° O". */
export function formatDegrees(
  value: number,
  axis: 'latitude' | 'longitude',
  decimals: number,
  locale: Locale = getLocale(),
): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const digits = locale === 'fr' ? fixed.replace('.', ',') : fixed;
  const names = HEMISPHERES[locale];
  const hemisphere =
    axis === 'latitude' ? (value >= 0 ? names.north : names.south) : value >= 0 ? names.east : names.west;
  return `${digits}°\u00a0${hemisphere}`;
}

/** A point to four places (about 10 m): "43.5789° N, 79.6583° W" / "43,5789° N, 79,6583° O". */
export function formatCoordinates(latitude: number, longitude: number, locale: Locale = getLocale()): string {
  const separator = locale === 'fr' ? '\u00a0; ' : ', ';
  return `${formatDegrees(latitude, 'latitude', 4, locale)}${separator}${formatDegrees(longitude, 'longitude', 4, locale)}`;
}

/** A map's scale or ring label: "20 km" / "20 km" with French's no-break space. */
export function formatKilometres(km: number, locale: Locale = getLocale()): string {
  return `${formatNumber(km, 1, locale)}${locale === 'fr' ? '\u00a0' : ' '}km`;
}
