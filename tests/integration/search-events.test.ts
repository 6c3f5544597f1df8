import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { events } from '#db/schema.ts';
import { createSearchEventLog } from '#src/server/search/search-events.ts';
import { createApp } from '#src/server/api/app.ts';
import { useTestApp, TEST_SITE_URL } from '#tests/support/app.ts';
import { createUser } from '#tests/support/factories.ts';

describe('search events', () => {
  const ctx = useTestApp();
  const searches = async () => ctx.db.select().from(events).where(eq(events.type, 'search'));

  it('answers searches without writing them, then writes them in one insert', async () => {
    const log = createSearchEventLog(ctx.db, { maxDelayMs: 60_000 });
    const app = createApp({ ...ctx, searchEvents: log });
    const insert = vi.spyOn(ctx.db, 'insert');
    const before = (await searches()).length;
    for (const query of ['Toronto', 'Halifax', 'Reno']) {
      const res = await app.request(`${TEST_SITE_URL}/api/search?query=${query}`);
      expect(res.status).toBe(200);
    }
    expect(insert).not.toHaveBeenCalledWith(events);
    expect(await searches()).toHaveLength(before);
    await log.flush();
    expect(insert.mock.calls.filter(([table]) => table === events)).toHaveLength(1);
    expect((await searches()).length).toBe(before + 3);
    insert.mockRestore();
  });

  it('writes a batch at once when it is full, and after the delay otherwise', async () => {
    const log = createSearchEventLog(ctx.db, { maxRows: 2, maxDelayMs: 50 });
    const before = (await searches()).length;
    const event = () => ({ userId: null, payload: '{}', occurredAt: new Date() });
    log.record(event());
    log.record(event());
    log.record(event());
    await vi.waitFor(async () => expect((await searches()).length).toBe(before + 3));
  });

  it('keeps the search time, and a search by an account deleted before the write as anonymous', async () => {
    const log = createSearchEventLog(ctx.db, { maxDelayMs: 60_000 });
    const user = await createUser(ctx.db);
    const occurredAt = new Date('2031-02-03T04:05:06Z');
    log.record({ userId: user.id, payload: '{"gone":true}', occurredAt });
    log.record({ userId: '00000000-0000-4000-8000-000000000000', payload: '{"gone":true}', occurredAt });
    await log.flush();
    const rows = await ctx.db.select().from(events).where(eq(events.payload, '{"gone":true}'));
    expect(rows.map((r) => r.userId).sort()).toEqual([user.id, null].sort());
    expect(rows.every((r) => r.occurredAt.getTime() === occurredAt.getTime())).toBe(true);
  });
});
