import type { AppDeps } from '#src/server/deps.ts';
import { purgeSearchAnswers } from '#src/server/search/cdn-cache.ts';

type Status = string | null | undefined;

/**
 * What every write to a listing does after its commit: when the public could see the listing
 * before or after the change, the static site is rebuilt and the search answers Netlify's CDN
 * keeps are purged. Answers kept in memory need nothing: the write itself raised the listings
 * version they are kept under (search-cache.ts).
 */
export async function afterListingWrite(
  deps: Pick<AppDeps, 'siteBuilds' | 'config'>,
  change: { before: Status; after: Status; reason: string; by?: string | null },
): Promise<void> {
  if (change.before === 'active' || change.after === 'active') {
    await Promise.all([deps.siteBuilds.request(change.reason, change.by ?? null), purgeSearchAnswers(deps.config)]);
  }
}

/**
 * updatedAt is the version admins act on (their change is refused when the listing moved since
 * they read it), so every write moves it on, strictly, even within one millisecond.
 */
export const nextVersion = (current: Date) => new Date(Math.max(Date.now(), current.getTime() + 1));
