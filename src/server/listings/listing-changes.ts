import type { Warehouse } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { purgeListingAnswers } from '#src/server/search/cdn-cache.ts';
import { toPublicWarehouse } from '#src/server/warehouses/public.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';

type Status = string | null | undefined;

interface ListingChange {
  /** The listings written: one, or every live listing of an owner whose verification changed. */
  listingIds: readonly string[];
  before: Status;
  after: Status;
  reason: string;
  by?: string | null;
  /**
   * The listing before and after the write, when the caller holds both: a write to a live listing
   * then asks for a build only when the public form of the listing changed. Without them a write
   * to a live listing is taken to change its page.
   */
  rows?: { before: Warehouse; after: Warehouse };
}

/**
 * What a write means for the pre-rendered site (docs/decisions/rebuilds.md, "Which writes build"):
 * - `now`: a page shows something else (the listing appeared, left, or its public form changed);
 * - `daily`: only dates the pages show changed (the "confirmed" date, the sitemap's last change,
 *   the order of a place page by those dates); the daily build brings them;
 * - `none`: no page shows the listing before or after, or nothing public changed.
 */
type BuildNeed = 'now' | 'daily' | 'none';

/** Fields of the public form that only move dates on the pages: the daily build carries them. */
const DATES_ONLY: readonly (keyof PublicWarehouse)[] = ['updatedAt', 'availabilityConfirmedAt'];

export function buildNeedOf(change: Pick<ListingChange, 'before' | 'after' | 'rows'>): BuildNeed {
  const wasLive = change.before === 'active';
  const isLive = change.after === 'active';
  if (!wasLive && !isLive) return 'none';
  if (wasLive !== isLive || !change.rows) return 'now';
  const before = toPublicWarehouse(change.rows.before);
  const after = toPublicWarehouse(change.rows.after);
  const differs = (key: keyof PublicWarehouse) => JSON.stringify(before[key]) !== JSON.stringify(after[key]);
  const changed = (Object.keys(after) as (keyof PublicWarehouse)[]).filter(differs);
  if (changed.some((key) => !DATES_ONLY.includes(key))) return 'now';
  return changed.length ? 'daily' : 'none';
}

/**
 * What every write to a listing does after its commit: when the public could see the listing
 * before or after the change, what Netlify's CDN keeps of it is purged (search answers, the
 * listing's own answer, and every listing page that shows it, its own included), and the static site is rebuilt when a page shows something
 * else (buildNeedOf). Answers kept in memory need nothing: the write itself raised the listings
 * version they are kept under (search-cache.ts).
 */
export async function afterListingWrite(deps: Pick<AppDeps, 'siteBuilds' | 'config'>, change: ListingChange) {
  const need = buildNeedOf(change);
  if (change.before !== 'active' && change.after !== 'active') return need;
  await Promise.all([
    need === 'now' ? deps.siteBuilds.request(change.reason, change.by ?? null) : undefined,
    purgeListingAnswers(deps.config, change.listingIds),
  ]);
  return need;
}

/**
 * updatedAt is the version admins act on (their change is refused when the listing moved since
 * they read it), so every write moves it on, strictly, even within one millisecond.
 */
export const nextVersion = (current: Date) => new Date(Math.max(Date.now(), current.getTime() + 1));
