import type { AppDeps } from '#src/server/deps.ts';

type Status = string | null | undefined;

/**
 * What every write to a listing does after its commit: search answers are dropped (a cache must
 * never serve a listing that stopped being active), and when the public could see the listing
 * before or after the change, the static site is rebuilt.
 */
export async function afterListingWrite(
  deps: Pick<AppDeps, 'searchCache' | 'siteBuilds'>,
  change: { before: Status; after: Status; reason: string; by?: string | null },
): Promise<void> {
  deps.searchCache.invalidate();
  if (change.before === 'active' || change.after === 'active') {
    await deps.siteBuilds.request(change.reason, change.by ?? null);
  }
}
