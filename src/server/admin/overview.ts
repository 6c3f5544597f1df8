import { and, asc, count, desc, eq, gte, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { contactInquiries, events, quoteRequests, users, warehouses } from '#db/schema.ts';
import type { AdminOverview, CountWindows, OverviewDay } from '#src/server/answers/admin.ts';
import { WAREHOUSE_STATUSES, type WarehouseStatus } from '#src/shared/catalog.ts';
import { ageInDays } from './listing-view.ts';

const DAY_MS = 86_400_000;
const CHART_DAYS = 30;
const TOP = 10;
const WAITING_SHOWN = 20;

type Series = Exclude<keyof OverviewDay, 'day'>;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Rows per UTC day since `from`, for one table's timestamp. */
async function perDay(db: Database, column: AnyColumn, from: Date, where?: SQL): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const table = column.table;
  const rows = await db
    .select({ day, value: count() })
    .from(table)
    .where(and(gte(column, from), where))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.value]));
}

/**
 * The dashboard's numbers. The 7- and 30-day counts are sums of the chart's UTC days (today
 * included), so the figures and the chart always agree; searches and card clicks come from
 * the events table through its (type, occurred_at) index.
 */
export async function adminOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (CHART_DAYS - 1) * DAY_MS);
  const days = Array.from({ length: CHART_DAYS }, (_, i) => isoDay(from.getTime() + i * DAY_MS));

  const sources: Record<Series, Promise<Map<string, number>>> = {
    newUsers: perDay(db, users.createdAt, from),
    newListings: perDay(db, warehouses.createdAt, from),
    contactInquiries: perDay(db, contactInquiries.createdAt, from),
    quoteRequests: perDay(db, quoteRequests.createdAt, from),
    searches: perDay(db, events.occurredAt, from, eq(events.type, 'search')),
    cardClicks: perDay(db, events.occurredAt, from, eq(events.type, 'warehouse_click')),
  };
  // The key is written into the SQL, not bound, so the grouped and selected expressions are the same text.
  const place = (key: 'name' | 'province' | 'country') =>
    sql<string>`(${events.payload}::jsonb -> 'place' ->> ${sql.raw(`'${key}'`)})`;
  const clicks = count();
  const [statusRows, [userTotal], topPlaces, topClicked, waiting, ...series] = await Promise.all([
    db.select({ status: warehouses.status, value: count() }).from(warehouses).groupBy(warehouses.status),
    db.select({ value: count() }).from(users),
    db
      .select({ name: place('name'), province: place('province'), country: place('country'), searches: count() })
      .from(events)
      .where(and(eq(events.type, 'search'), gte(events.occurredAt, from), isNotNull(place('name'))))
      .groupBy(place('name'), place('province'), place('country'))
      .orderBy(desc(count()), asc(place('name')))
      .limit(TOP),
    db
      .select({ id: warehouses.id, name: warehouses.name, clicks })
      .from(events)
      .innerJoin(warehouses, eq(warehouses.id, events.warehouseId))
      .where(and(eq(events.type, 'warehouse_click'), gte(events.occurredAt, from)))
      .groupBy(warehouses.id, warehouses.name)
      .orderBy(desc(clicks), asc(warehouses.name))
      .limit(TOP),
    db
      .select({
        id: warehouses.id,
        name: warehouses.name,
        city: warehouses.city,
        stateProvince: warehouses.stateProvince,
        createdAt: warehouses.createdAt,
      })
      .from(warehouses)
      .where(eq(warehouses.status, 'pending'))
      .orderBy(asc(warehouses.createdAt), asc(warehouses.id))
      .limit(WAITING_SHOWN),
    ...Object.values(sources),
  ]);

  const keys = Object.keys(sources) as Series[];
  const byKey = new Map(keys.map((k, i) => [k, series[i]!]));
  const daily: OverviewDay[] = days.map((day) => {
    const point = { day } as OverviewDay;
    for (const key of keys) point[key] = byKey.get(key)!.get(day) ?? 0;
    return point;
  });
  const windows = (key: Series): CountWindows => ({
    last7Days: daily.slice(-7).reduce((sum, d) => sum + d[key], 0),
    last30Days: daily.reduce((sum, d) => sum + d[key], 0),
  });
  const byStatus = Object.fromEntries(WAREHOUSE_STATUSES.map((s) => [s, 0])) as Record<WarehouseStatus, number>;
  for (const row of statusRows) byStatus[row.status as WarehouseStatus] = row.value;

  return {
    listingsByStatus: byStatus,
    totalUsers: userTotal?.value ?? 0,
    recent: Object.fromEntries(keys.map((k) => [k, windows(k)])) as AdminOverview['recent'],
    daily,
    topSearchedPlaces: topPlaces,
    topClickedWarehouses: topClicked,
    waitingForReview: waiting.map((w) => ({
      ...w,
      createdAt: w.createdAt.toISOString(),
      ageDays: ageInDays(w.createdAt, now.getTime()),
    })),
  };
}
