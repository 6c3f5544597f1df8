import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { eventDailyCounts, eventRollupCursor, events } from '#db/schema.ts';
import { UNBOUNDED, type TimeBox } from '#src/server/jobs/time-box.ts';
import { EVENT_TYPES } from '#src/shared/catalog.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Raw events are kept for this many days before today (UTC), then only their daily counts. */
export const RAW_EVENT_DAYS = 90;

/**
 * An hour is rolled up once it ended this long ago: events are written a second or so after they
 * occur (search events in batches), so an hour that ended an hour ago gets no more of them.
 */
const SETTLE_MS = HOUR_MS;

/** Raw rows deleted per statement, each its own commit: well inside the pooled role's 5 s limit. */
const DELETE_BATCH = 10_000;

/** Every kind, spelled out so the (type, occurred_at) index serves a time range over all of them. */
const ANY_TYPE = inArray(events.type, [...EVENT_TYPES]);

/** A search's place, as the search wrote it into the payload; null for other kinds. */
const searchPlace = (key: 'name' | 'province' | 'country') =>
  sql`case when ${events.type} = 'search' then ${events.payload}::jsonb -> 'place' ->> ${sql.raw(`'${key}'`)} end`;

const floorHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

/**
 * The time before which events are read from event_daily_counts, as a subquery, so that a
 * number reads the cursor and both tables in one statement (one snapshot): a roll-up committing
 * in between cannot count an hour twice or not at all.
 */
export const rolledUpBefore = sql`(select ${eventRollupCursor.rolledUpBefore} from ${eventRollupCursor})`;

/**
 * Rolls up the next settled hour after the cursor that has events: counts them per UTC day,
 * kind, listing and searched place into event_daily_counts (adding to the day's counts) and moves
 * the cursor past that hour, in one transaction; with no settled event left, moves the cursor up
 * to the settled time. The cursor's row lock makes two runs at once take turns, so an hour is
 * counted once whatever stops a run. Returns whether the cursor moved.
 */
async function rollUpNextHour(db: Database, now: Date): Promise<boolean> {
  const settledBefore = floorHour(now.getTime() - SETTLE_MS);
  return db.transaction(async (tx) => {
    const [cursor] = await tx.select({ at: eventRollupCursor.rolledUpBefore }).from(eventRollupCursor).for('update');
    if (!cursor) throw new Error('event_rollup_cursor has no row (migration 0019 writes it)');
    // Empty stretches are skipped at once: the next hour worth rolling up is the next event's.
    const firsts = EVENT_TYPES.map(
      (type) =>
        sql`(select min(${events.occurredAt}) from ${events} where ${events.type} = ${type} and ${events.occurredAt} >= ${cursor.at})`,
    );
    const result = await tx.execute(sql`select least(${sql.join(firsts, sql`, `)}) as at`);
    const [next] = (result as unknown as { rows: { at: string | Date | null }[] }).rows;
    const nextHour = next?.at ? floorHour(new Date(next.at).getTime()) : Infinity;
    const end = nextHour < settledBefore ? nextHour + HOUR_MS : settledBefore;
    if (end <= cursor.at.getTime()) return false;
    const until = new Date(end);

    await tx
      .insert(eventDailyCounts)
      .select(
        tx
          .select({
            day: sql<string>`(${events.occurredAt} at time zone 'UTC')::date`.as('day'),
            type: events.type,
            warehouseId: events.warehouseId,
            placeName: searchPlace('name').as('place_name'),
            placeProvince: searchPlace('province').as('place_province'),
            placeCountry: searchPlace('country').as('place_country'),
            count: sql<number>`count(*)::int`.as('count'),
          })
          .from(events)
          .where(and(ANY_TYPE, gte(events.occurredAt, cursor.at), lt(events.occurredAt, until)))
          .groupBy(sql`1, 2, 3, 4, 5, 6`),
      )
      .onConflictDoUpdate({
        target: [
          eventDailyCounts.day,
          eventDailyCounts.type,
          eventDailyCounts.warehouseId,
          eventDailyCounts.placeName,
          eventDailyCounts.placeProvince,
          eventDailyCounts.placeCountry,
        ],
        set: { count: sql`${eventDailyCounts.count} + excluded.count` },
      });
    await tx.update(eventRollupCursor).set({ rolledUpBefore: until });
    return true;
  });
}

/**
 * Deletes, a batch at a time, the raw events of UTC days more than RAW_EVENT_DAYS before `now`'s
 * that are rolled up (nothing the cursor has not passed is deleted). Returns how many it deleted.
 */
async function deleteExpiredEvents(db: Database, now: Date, budget: TimeBox): Promise<number> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expiredBefore = new Date(today - RAW_EVENT_DAYS * DAY_MS);
  let deleted = 0;
  // Kind by kind, so each batch is found through the (type, occurred_at) index.
  for (const type of EVENT_TYPES) {
    while (budget.hasTime()) {
      const expired = and(
        eq(events.type, type),
        lt(events.occurredAt, expiredBefore),
        sql`${events.occurredAt} < ${rolledUpBefore}`,
      );
      const batch = db.select({ id: events.id }).from(events).where(expired).limit(DELETE_BATCH);
      const rows = await db
        .delete(events)
        .where(and(expired, inArray(events.id, batch)))
        .returning({ id: events.id });
      deleted += rows.length;
      if (rows.length < DELETE_BATCH) break;
    }
  }
  return deleted;
}

/**
 * The events' share of the scheduled purge: rolls up every settled hour, then deletes the raw
 * events past RAW_EVENT_DAYS, each step committed on its own, until done or `budget` is out
 * (docs/decisions/events.md, "Retention").
 */
export async function rollUpAndExpireEvents(
  db: Database,
  now: Date = new Date(),
  budget: TimeBox = UNBOUNDED,
): Promise<{ rollUps: number; eventsDeleted: number }> {
  let rollUps = 0;
  while (budget.hasTime() && (await rollUpNextHour(db, now))) rollUps++;
  const eventsDeleted = budget.hasTime() ? await deleteExpiredEvents(db, now, budget) : 0;
  return { rollUps, eventsDeleted };
}
