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

/**
 * Drops every search answer and listing answer Netlify's CDN keeps (docs/decisions/search.md,
 * "Answers the CDN keeps"), after a listing change the public could see. The change is already committed and
 * the owner told so: a purge that fails is logged, and the answers it missed age out within
 * their minute.
 */
export async function purgeSearchAnswers(config: Pick<AppConfig, 'cdnPurge'>): Promise<void> {
  const purge = config.cdnPurge;
  if (!purge) return;
  try {
    await purgeCache({
      tags: [SEARCH_CACHE_TAG, LISTING_CACHE_TAG],
      siteID: purge.siteId,
      token: purge.token,
      apiURL: purge.apiUrl,
    });
  } catch (err) {
    serverLog.error(`[search] the CDN's search answers were not purged: ${describeError(err)}`);
  }
}
