import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#db/client.ts';
import { eventRollupCursor, events } from '#db/schema.ts';
import { adminOverview } from '#src/server/admin/overview.ts';
import { RAW_EVENT_DAYS, rollUpAndExpireEvents } from '#src/server/events/event-rollup.ts';
import { listingStatsFor } from '#src/server/listings/listing-stats.ts';
import type { TimeBox } from '#src/server/jobs/time-box.ts';
import type { EventType } from '#src/shared/catalog.ts';
import { createTestDatabase } from '#tests/support/test-db.ts';
import { createUser, createWarehouse } from '#tests/support/factories.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A budget that lets `steps` pieces of work start, as a time box running out would. */
const stepsOnly = (steps: number): TimeBox => {
  let left = steps;
  return { hasTime: () => left-- > 0 };
};

describe('events rolled up into daily counts', () => {
  let handle: DatabaseHandle;
  const now = new Date();
  // Seen from 100 days back, the charts' 30 days lie wholly past the 90 days raw events are kept.
  const then = new Date(now.getTime() - 100 * DAY);
  const ago = (days: number, extra = 0) => new Date(now.getTime() - days * DAY - extra);

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('the owner and the admin see the same numbers before, during and after the roll-up, and raw events past 90 days are gone', async () => {
    const { db } = handle;
    const owner = await createUser(db);
    const mine = await createWarehouse(db, { userId: owner.id, name: 'Harbour Depot' });
    const theirs = await createWarehouse(db, { userId: (await createUser(db)).id, name: 'Other Depot' });

    const event = (type: EventType, at: Date, warehouseId: string | null = null, payload: object = {}) => ({
      type,
      warehouseId,
      payload: JSON.stringify(payload),
      occurredAt: at,
    });
    const search = (place: string | null, at: Date) =>
      event('search', at, null, {
        query: place ?? 'cold storage',
        place: place && { name: place, province: place === 'Montréal' ? 'QC' : 'ON', country: 'CA' },
      });
    await db.insert(events).values([
      // Ten minutes ago: not settled, still read raw after the roll-up.
      event('warehouse_click', ago(0, 10 * MINUTE), mine.id),
      ...[1, 1, 29, 30, 89, 90, 91, 110, 120].map((d) => event('warehouse_click', ago(d), mine.id)),
      event('warehouse_click', ago(2), theirs.id),
      // A purged listing's click: its warehouse set null, still one of the day's clicks.
      event('warehouse_click', ago(4), null),
      search('Toronto', ago(0, 10 * MINUTE)),
      search('Toronto', ago(2)),
      search('Toronto', ago(10)),
      search('Montréal', ago(5)),
      search(null, ago(3)),
      search('Kingston', ago(95)),
      search('Kingston', ago(110)),
      search('Kingston', ago(110, 3 * MINUTE)),
      event('quote_request', ago(50), mine.id),
      event('quote_request', ago(100), mine.id),
      event('favorite_add', ago(3), mine.id),
      event('favorite_add', ago(92), mine.id),
    ]);

    const charts = async () => ({
      owner: await listingStatsFor(db, owner.id, now),
      admin: await adminOverview(db, now),
      ownerThen: await listingStatsFor(db, owner.id, then),
      adminThen: await adminOverview(db, then),
    });
    const before = await charts();

    // What the owner and the admin see, all from raw events so far.
    expect(before.owner.listings[mine.id]!.totals.clicks).toBe(4);
    expect(before.admin.recent.cardClicks.last30Days).toBe(6);
    expect(before.admin.recent.searches.last30Days).toBe(5);
    expect(before.admin.topSearchedPlaces).toEqual([
      { name: 'Toronto', province: 'ON', country: 'CA', searches: 3 },
      { name: 'Montréal', province: 'QC', country: 'CA', searches: 1 },
    ]);
    expect(before.admin.topClickedWarehouses).toEqual([
      { id: mine.id, name: 'Harbour Depot', clicks: 4 },
      { id: theirs.id, name: 'Other Depot', clicks: 1 },
    ]);
    expect(before.ownerThen.listings[mine.id]!.totals.clicks).toBe(2);
    expect(before.adminThen.recent.searches.last30Days).toBe(2);

    // A run its time box stops after a few hours leaves the rest raw: the same numbers.
    const partial = await rollUpAndExpireEvents(db, now, stepsOnly(3));
    expect(partial).toEqual({ rollUps: 3, eventsDeleted: 0 });
    expect(await charts()).toEqual(before);

    // Two runs at once, then one more: each hour is counted once.
    const runs = await Promise.all([rollUpAndExpireEvents(db, now), rollUpAndExpireEvents(db, now)]);
    expect(runs.reduce((sum, r) => sum + r.eventsDeleted, 0)).toBe(8);
    expect(await rollUpAndExpireEvents(db, now)).toEqual({ rollUps: 0, eventsDeleted: 0 });
    expect(await charts()).toEqual(before);

    // Rolled up to the last whole hour that ended an hour ago; the last ten minutes are raw.
    const [cursor] = await db.select().from(eventRollupCursor);
    const settled = Math.floor((now.getTime() - 60 * MINUTE) / (60 * MINUTE)) * 60 * MINUTE;
    expect(cursor!.rolledUpBefore.getTime()).toBe(settled);

    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const keptFrom = new Date(today - RAW_EVENT_DAYS * DAY);
    const [{ expired, kept }] = (
      (await db.execute(sql`
        select count(*) filter (where ${events.occurredAt} < ${keptFrom})::int as expired,
          count(*) filter (where ${events.occurredAt} >= ${keptFrom})::int as kept
        from ${events}`)) as unknown as { rows: { expired: number; kept: number }[] }
    ).rows as [{ expired: number; kept: number }];
    expect(Number(expired)).toBe(0);
    // Everything from 90 days ago on: 8 clicks, 6 searches, a quote request and a favorite.
    expect(Number(kept)).toBe(16);
  }, 120_000);
});
