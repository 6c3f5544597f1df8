import { localHref } from './i18n/messages.ts';

/** A listing id's shape, checked without zod so the browser code that reads a link stays small. */
const LISTING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The local-storage key of the compare tray's choice (docs/decisions/browser-storage.md). */
export const COMPARE_STORAGE_KEY = 'compare_listings';

/** How many listings the compare view holds (docs/decisions/compare-and-alerts.md). */
export const MAX_COMPARE_LISTINGS = 3;

/** The shareable compare view of these listings, with distances from a place when `from` names one. */
export function comparePath(ids: readonly string[], from = ''): string {
  const path = `${localHref('/compare')}?ids=${ids.map(encodeURIComponent).join(',')}`;
  return from ? `${path}&from=${encodeURIComponent(from)}` : path;
}

/** The listing ids of a compare link: well-formed ones only, each once, at most MAX_COMPARE_LISTINGS. */
export function readCompareIds(params: URLSearchParams): string[] {
  const ids = (params.get('ids') ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter((id) => LISTING_ID.test(id)))].slice(0, MAX_COMPARE_LISTINGS);
}
