/**
 * The /request-quotes page asks several listings for a quote with one form
 * (docs/decisions/leads.md). The compare page and the search results' selection link to it with
 * this helper, and the page reads its ids back with `requestQuotesIds`, so both sides agree on the URL.
 */
import { localHref } from './i18n/messages.ts';

const REQUEST_QUOTES_PATH = '/request-quotes';

/** How many listings one form may ask at once. */
export const MAX_QUOTE_LISTINGS = 5;

/** `/request-quotes?ids=a,b,c` (in the page's language): the given listings, each once, in the order given. */
export function requestQuotesPath(ids: readonly string[]): string {
  const unique = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
  return `${localHref(REQUEST_QUOTES_PATH)}?ids=${unique.map(encodeURIComponent).join(',')}`;
}

/** The listing ids a /request-quotes URL's query string names, each once, at most MAX_QUOTE_LISTINGS. */
export function requestQuotesIds(search: string): string[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const unique = [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  return unique.slice(0, MAX_QUOTE_LISTINGS);
}
