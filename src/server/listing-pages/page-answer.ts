import { LISTING_PAGES_TAG, listingPageTag } from '#src/server/search/cdn-cache.ts';
import { isUuid } from '#src/shared/validation/fields.ts';
import type { ListingPageData } from './listing-page.ts';
import { PLACES_GLOBAL, type ListingPagePlaces } from './page-places.ts';

/**
 * How Netlify's CDN keeps a listing page (docs/decisions/on-demand-listing-pages.md, "Cache"):
 * durably, for a day, until a change to a listing it shows purges it by that listing's tag. A
 * 404 is kept the same way, under the id's tag, so the listing's approval purges it. Browsers
 * ask again each time, as for the pre-rendered pages. The page is the same for every visitor:
 * islands read the session.
 */
export function listingPageHeaders(id: string, data: ListingPageData | undefined): Record<string, string> {
  const shown = data ? [data.warehouse.id, ...data.nearby.map((n) => n.id)] : isUuid(id) ? [id] : [];
  return {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=86400, stale-while-revalidate=3600',
    'Netlify-Cache-Tag': [LISTING_PAGES_TAG, ...shown.map(listingPageTag)].join(', '),
  };
}

const PLACES = Symbol.for(PLACES_GLOBAL);
type WithPlaces = typeof globalThis & { [PLACES]?: ListingPagePlaces };
const NO_PLACES: ListingPagePlaces = { cityOfListing: {}, cities: {}, busiest: { regions: [], cities: [] } };

/**
 * The deploy's place pages as listing pages link them: the file the build wrote beside the
 * renderers (src/tools/listing-page-functions.ts), which whoever loads a renderer reads once into
 * the process's globals (the Netlify function's entry, or the local server's loadPageRenderer),
 * rather than the bundle carrying megabytes of it as code. None before it is read (astro dev).
 */
export function listingPagePlaces(): ListingPagePlaces {
  return (globalThis as WithPlaces)[PLACES] ?? NO_PLACES;
}
