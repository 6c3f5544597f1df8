/**
 * The message catalogues, compiled by Paraglide into one function per message
 * (docs/decisions/i18n.md): `m.search_any()` answers in the current language. Import `m` from
 * here, never from src/paraglide, so the browser's language rule below is installed first.
 *
 * The current language: on the server, the one its page or request runs in
 * (src/server/i18n/request-locale.ts); in the browser, the page's path (`/fr/…` is French).
 */
import { m } from '#src/paraglide/messages.js';
import { getLocale as currentLocale, overwriteGetLocale } from '#src/paraglide/runtime.js';
export type { LocalizedString } from '#src/paraglide/runtime.js';
import { localeOfPath, localizedPath, type Locale } from './locale.ts';

if (typeof window !== 'undefined') overwriteGetLocale(() => localeOfPath(window.location.pathname));

export { m };

export function getLocale(): Locale {
  return currentLocale();
}

/** A site path in the current language: `/search` on a French page is `/fr/search`. */
export function localHref(path: string): string {
  return localizedPath(path, getLocale());
}

/** The word after a number of minutes ("1 minute", "15 minutes"), for the waits the API names. */
export function minuteUnit(minutes: number): string {
  return minutes === 1 ? m.unit_minute() : m.unit_minutes();
}
