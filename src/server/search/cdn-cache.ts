import { purgeCache } from '@netlify/functions';
import type { AppConfig } from '#src/server/config.ts';
import { describeError } from '#src/server/log-error.ts';
import { serverLog } from '#src/server/log.ts';

/** The tag every cacheable search answer carries (Netlify-Cache-Tag): one purge drops them all. */
export const SEARCH_CACHE_TAG = 'search';
/**
 * The tag of a listing's own public answer (GET /api/warehouses/<id>), which a pre-rendered
 * listing page asks on load to learn whether the listing is still live (docs/decisions/rebuilds.md).
 */
export const LISTING_CACHE_TAG = 'listing';

/** The tag of every listing page the CDN keeps (docs/decisions/on-demand-listing-pages.md). */
export const LISTING_PAGES_TAG = 'listing-page';

/** The tag of every listing page that shows this listing: its own, and those listing it as nearby. */
export const listingPageTag = (id: string) => `listing-page-${id}`;

/**
 * Drops what Netlify's CDN keeps of these listings after a change the public could see: every
 * search answer and listing answer (docs/decisions/search.md, "Answers the CDN keeps"), and the
 * listing pages that show them (docs/decisions/on-demand-listing-pages.md). The change is already
 * committed and the owner told so: a purge that fails is logged; the answers it missed age out
 * within their minute, the pages within their day.
 */
export async function purgeListingAnswers(
  config: Pick<AppConfig, 'cdnPurge'>,
  listingIds: readonly string[],
): Promise<void> {
  const purge = config.cdnPurge;
  if (!purge) return;
  try {
    await purgeCache({
      tags: [SEARCH_CACHE_TAG, LISTING_CACHE_TAG, ...listingIds.map(listingPageTag)],
      siteID: purge.siteId,
      token: purge.token,
      apiURL: purge.apiUrl,
    });
  } catch (err) {
    serverLog.error(`[search] the CDN's search answers were not purged: ${describeError(err)}`);
  }
}
