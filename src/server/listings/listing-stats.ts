import { and, count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { eventDailyCounts, events, favorites, listingDailyViews, quoteRequests, warehouses } from '#db/schema.ts';
import { rolledUpBefore } from '#src/server/events/event-rollup.ts';
import { STATS_DAYS, type ListingMetric } from '#src/shared/api/listing-stats.ts';
import type { ListingStats, ListingStatsAnswer } from '#src/server/answers/listing-stats.ts';
import { noLeads } from '#src/shared/api/leads.ts';
import type { LeadStatus } from '#src/shared/catalog.ts';

const DAY_MS = 86_400_000;

/** The UTC date of `at` as YYYY-MM-DD, the day a view or an event counts on. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The `count` UTC dates ending on `now`'s, oldest first. */
export function statsDays(now: Date, count = STATS_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => utcDay(new Date(today - (count - 1 - i) * DAY_MS)));
}

/** One count from the grouped queries: a listing, a metric, a day. */
interface DayCount {
  warehouseId: string;
  metric: ListingMetric;
  day: string;
  n: number;
}

/**
 * Per-day arrays for every listing, zero where the queries found nothing: they return only days
 * that had something. Counts outside `days` (or for other listings) are ignored.
 */
export function fillDays(listingIds: string[], days: string[], counts: DayCount[]): Record<string, ListingStats> {
  const position = new Map(days.map((day, i) => [day, i]));
  const zeros = () => days.map(() => 0);
  const stats: Record<string, ListingStats> = {};
  for (const id of listingIds) {
    stats[id] = {
      views: zeros(),
      clicks: zeros(),
      quotes: zeros(),
      favorites: zeros(),
      totals: { views: 0, clicks: 0, quotes: 0, favorites: 0 },
    };
  }
  for (const { warehouseId, metric, day, n } of counts) {
    const listing = stats[warehouseId];
    const i = position.get(day);
    if (!listing || i === undefined) continue;
    listing[metric][i]! += n;
    listing.totals[metric] += n;
  }
  return stats;
}

/**
 * Counts a view of a listing's detail page on today's (UTC) counter, if the listing is active: a
 * page still cached or open after the listing went offline adds nothing. One statement, so
 * concurrent views of the same listing all count.
 */
export async function countDetailView(db: Database, warehouseId: string, now = new Date()): Promise<void> {
  await db
    .insert(listingDailyViews)
    .select(
      db
        .select({
          warehouseId: warehouses.id,
          day: sql<string>`${utcDay(now)}::date`.as('day'),
          views: sql<number>`1`.as('views'),
        })
        .from(warehouses)
        .where(and(eq(warehouses.id, warehouseId), eq(warehouses.status, 'active'))),
    )
    .onConflictDoUpdate({
      target: [listingDailyViews.warehouseId, listingDailyViews.day],
      set: { views: sql`${listingDailyViews.views} + 1` },
    });
}

/**
 * The owner's numbers for the last STATS_DAYS days, for every listing they own whatever its
 * status (a paused listing's past month still matters to them). Two queries: the listings, then
 * one grouped count per listing, metric and day over all four sources. Clicks come from the
 * events' daily counts before the roll-up cursor and the raw events after it, in that one
 * statement (docs/decisions/events.md, "Retention"); a day in both is summed by fillDays.
 */
export async function listingStatsFor(db: Database, userId: string, now = new Date()): Promise<ListingStatsAnswer> {
  const days = statsDays(now);
  const owned = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.userId, userId));
  if (owned.length === 0) return { days, listings: {}, leads: {} };

  const from = days[0]!;
  const since = new Date(`${from}T00:00:00Z`);
  const mine = sql`(select ${warehouses.id} from ${warehouses} where ${warehouses.userId} = ${userId})`;
  const dayOf = (column: SQLWrapper) => sql`((${column} at time zone 'UTC')::date)::text`;
  const result = await db.execute(sql`
    select ${listingDailyViews.warehouseId} as warehouse_id, 'views' as metric, ${listingDailyViews.day}::text as day,
      ${listingDailyViews.views} as n
    from ${listingDailyViews}
    where ${listingDailyViews.warehouseId} in ${mine} and ${listingDailyViews.day} >= ${from}::date
    union all
    select ${eventDailyCounts.warehouseId}, 'clicks', ${eventDailyCounts.day}::text, ${eventDailyCounts.count}
    from ${eventDailyCounts}
    where ${eventDailyCounts.warehouseId} in ${mine} and ${eventDailyCounts.type} = 'warehouse_click'
      and ${eventDailyCounts.day} >= ${from}::date
    union all
    select ${events.warehouseId}, 'clicks', ${dayOf(events.occurredAt)}, count(*)::int
    from ${events}
    where ${events.warehouseId} in ${mine} and ${events.type} = 'warehouse_click'
      and ${events.occurredAt} >= greatest(${since}, ${rolledUpBefore})
    group by 1, 3
    union all
    select ${quoteRequests.warehouseId}, 'quotes', ${dayOf(quoteRequests.createdAt)}, count(*)::int
    from ${quoteRequests}
    where ${quoteRequests.warehouseId} in ${mine} and ${quoteRequests.createdAt} >= ${since}
    group by 1, 3
    union all
    select ${favorites.warehouseId}, 'favorites', ${dayOf(favorites.createdAt)}, count(*)::int
    from ${favorites}
    where ${favorites.warehouseId} in ${mine} and ${favorites.createdAt} >= ${since}
    group by 1, 3
  `);
  const rows = (
    result as unknown as { rows: { warehouse_id: string; metric: ListingMetric; day: string; n: number }[] }
  ).rows;
  const counts: DayCount[] = rows.map((r) => ({
    warehouseId: r.warehouse_id,
    metric: r.metric,
    day: r.day,
    n: Number(r.n),
  }));
  return {
    days,
    listings: fillDays(
      owned.map((w) => w.id),
      days,
      counts,
    ),
    leads: await leadCountsFor(db, userId),
  };
}

/** Each owned listing's quote requests by the status its owner gave them, all time. */
async function leadCountsFor(db: Database, userId: string): Promise<ListingStatsAnswer['leads']> {
  const rows = await db
    .select({ warehouseId: warehouses.id, status: quoteRequests.leadStatus, n: count() })
    .from(quoteRequests)
    .innerJoin(warehouses, eq(warehouses.id, quoteRequests.warehouseId))
    .where(eq(warehouses.userId, userId))
    .groupBy(warehouses.id, quoteRequests.leadStatus);
  const leads: ListingStatsAnswer['leads'] = {};
  for (const { warehouseId, status, n } of rows) {
    leads[warehouseId] ??= noLeads();
    leads[warehouseId][status as LeadStatus] = n;
  }
  return leads;
}
