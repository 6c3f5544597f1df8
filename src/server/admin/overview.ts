import { and, asc, count, eq, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { contactInquiries, eventDailyCounts, events, quoteRequests, users, warehouses } from '#db/schema.ts';
import type { AdminOverview, CountWindows, OverviewDay } from '#src/server/answers/admin.ts';
import { WAREHOUSE_STATUSES, type EventType, type WarehouseStatus } from '#src/shared/catalog.ts';
import { rolledUpBefore } from '#src/server/events/event-rollup.ts';
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

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Events of one kind since `from`, counted from the daily counts before the roll-up cursor and
 * from the raw events after it. Each number is one statement, so it reads one snapshot of the
 * cursor and both tables (docs/decisions/events.md, "Retention").
 */
function eventCounts(type: EventType, from: Date) {
  const fromDay = isoDay(from.getTime());
  return {
    rolledUp: sql`${eventDailyCounts.type} = ${type} and ${eventDailyCounts.day} >= ${fromDay}::date`,
    raw: sql`${events.type} = ${type} and ${events.occurredAt} >= greatest(${from}, ${rolledUpBefore})`,
  };
}

async function eventsPerDay(db: Database, type: EventType, from: Date): Promise<Map<string, number>> {
  const { rolledUp, raw } = eventCounts(type, from);
  const result = await db.execute(sql`
    select day, sum(n)::int as n from (
      select ${eventDailyCounts.day}::text as day, ${eventDailyCounts.count} as n from ${eventDailyCounts} where ${rolledUp}
      union all
      select to_char(${events.occurredAt} at time zone 'UTC', 'YYYY-MM-DD'), count(*)::int from ${events} where ${raw}
      group by 1
    ) as counted
    group by day`);
  return new Map(rowsOf<{ day: string; n: number }>(result).map((r) => [r.day, Number(r.n)]));
}

async function topSearchedPlaces(db: Database, from: Date): Promise<AdminOverview['topSearchedPlaces']> {
  const { rolledUp, raw } = eventCounts('search', from);
  // The key is written into the SQL, not bound, so the grouped and selected expressions are the same text.
  const place = (key: 'name' | 'province' | 'country') =>
    sql`(${events.payload}::jsonb -> 'place' ->> ${sql.raw(`'${key}'`)})`;
  const result = await db.execute(sql`
    select name, province, country, sum(n)::int as searches from (
      select ${eventDailyCounts.placeName} as name, ${eventDailyCounts.placeProvince} as province,
        ${eventDailyCounts.placeCountry} as country, ${eventDailyCounts.count} as n
      from ${eventDailyCounts} where ${rolledUp} and ${eventDailyCounts.placeName} is not null
      union all
      select ${place('name')}, ${place('province')}, ${place('country')}, count(*)::int
      from ${events} where ${raw} and ${place('name')} is not null
      group by 1, 2, 3
    ) as counted
    group by name, province, country
    order by searches desc, name asc
    limit ${TOP}`);
  return rowsOf<AdminOverview['topSearchedPlaces'][number]>(result).map((r) => ({
    ...r,
    searches: Number(r.searches),
  }));
}

async function topClickedWarehouses(db: Database, from: Date): Promise<AdminOverview['topClickedWarehouses']> {
  const { rolledUp, raw } = eventCounts('warehouse_click', from);
  const result = await db.execute(sql`
    select ${warehouses.id} as id, ${warehouses.name} as name, sum(counted.n)::int as clicks from (
      select ${eventDailyCounts.warehouseId} as warehouse_id, ${eventDailyCounts.count} as n
      from ${eventDailyCounts} where ${rolledUp}
      union all
      select ${events.warehouseId}, count(*)::int from ${events} where ${raw}
      group by 1
    ) as counted
    join ${warehouses} on ${warehouses.id} = counted.warehouse_id
    group by ${warehouses.id}, ${warehouses.name}
    order by clicks desc, ${warehouses.name} asc
    limit ${TOP}`);
  return rowsOf<AdminOverview['topClickedWarehouses'][number]>(result).map((r) => ({ ...r, clicks: Number(r.clicks) }));
}

/**
 * The dashboard's numbers. The 7- and 30-day counts are sums of the chart's UTC days (today
 * included), so the figures and the chart always agree; searches and card clicks come from
 * the events' daily counts and the raw events not rolled up yet.
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
    searches: eventsPerDay(db, 'search', from),
    cardClicks: eventsPerDay(db, 'warehouse_click', from),
  };
  const [statusRows, [userTotal], topPlaces, topClicked, waiting, ...series] = await Promise.all([
    db.select({ status: warehouses.status, value: count() }).from(warehouses).groupBy(warehouses.status),
    db.select({ value: count() }).from(users),
    topSearchedPlaces(db, from),
    topClickedWarehouses(db, from),
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
