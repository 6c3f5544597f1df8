import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, warehouses } from '#db/schema.ts';
import { runSearchAlerts } from '#src/server/alerts/alert-run.ts';
import { createSavedSearch } from '#src/server/alerts/saved-searches.ts';
import type { TimeBox } from '#src/server/jobs/time-box.ts';
import { requestAvailabilityConfirmations } from '#src/server/listings/availability.ts';
import { purgeDeletedListings } from '#src/server/listings/deletion.ts';
import type { Mailer, OutgoingMessage } from '#src/server/mail/mailer.ts';
import { CLAIM_LEASE_MS, createOutboxWorker, queueMail } from '#src/server/mail/outbox.ts';
import { LISTING_RESTORE_DAYS } from '#src/shared/catalog.ts';
import { emptyCriteria } from '#src/shared/search-url.ts';
import { useTestApp } from '#tests/support/app.ts';
import { createUser, createWarehouse } from '#tests/support/factories.ts';
import { createCapturingMailer, mailsTo } from '#tests/support/mail.ts';

/**
 * The scheduled runs under Netlify's 30 s (docs/decisions/scheduled-jobs.md): each stops starting
 * work when its time box is out, the next run takes up the rest, and two runs at once over the
 * same database do each piece once.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const quiet = { log: () => {} };

/** A time box with room for `pieces` pieces of work: a run that Netlify would stop part-way. */
const roomFor = (pieces: number): TimeBox => ({ hasTime: () => pieces-- > 0 });

describe('scheduled runs', () => {
  const ctx = useTestApp();
  let clock = Date.UTC(2031, 0, 1);
  const freshStart = () => new Date((clock += 400 * DAY));

  async function alertSearches(start: Date, count: number) {
    const owners = [];
    for (let i = 0; i < count; i++) {
      const user = await createUser(ctx.db);
      const saved = await createSavedSearch(
        ctx.db,
        user.id,
        {
          name: `Toronto ${i}`,
          frequency: 'instant',
          criteria: { ...emptyCriteria(), query: 'Toronto', distance: 30 },
        },
        start,
      );
      if (!saved.ok) throw new Error('not saved');
      owners.push(user);
    }
    await createWarehouse(ctx.db, { reviewedAt: new Date(start.getTime() + MINUTE) });
    return owners;
  }
  const alertsTo = (email: string) => mailsTo(ctx.mailer.sent, email, 'search_alert');

  it('checks alerts in chunks: a run out of time stops between chunks and the next resumes, each alert mailed once', async () => {
    const start = freshStart();
    const owners = await alertSearches(start, 5);
    const now = new Date(start.getTime() + 10 * MINUTE);

    const first = await runSearchAlerts(ctx.deps, now, { chunkSize: 2, budget: roomFor(1) });
    expect(first).toEqual({ due: 2, mailed: 2, complete: false });
    const second = await runSearchAlerts(ctx.deps, new Date(now.getTime() + 5 * MINUTE), {
      chunkSize: 2,
      budget: roomFor(5),
    });
    expect(second).toEqual({ due: 3, mailed: 3, complete: true });
    await ctx.outbox.drain();
    for (const owner of owners) expect(alertsTo(owner.email)).toHaveLength(1);
  });

  it('mails each alert once when two alert runs go at once', async () => {
    const start = freshStart();
    const owners = await alertSearches(start, 6);
    const now = new Date(start.getTime() + 10 * MINUTE);
    const runs = await Promise.all([
      runSearchAlerts(ctx.deps, now, { chunkSize: 2 }),
      runSearchAlerts(ctx.deps, now, { chunkSize: 2 }),
    ]);
    expect(runs.every((r) => r.complete)).toBe(true);
    await ctx.outbox.drain();
    for (const owner of owners) expect(alertsTo(owner.email)).toHaveLength(1);
  });

  it('claims no mail once the outbox’s time box is out, and the next run sends it', async () => {
    const addresses = Array.from({ length: 25 }, (_, i) => `boxed${i}@example.com`);
    await ctx.db.transaction((tx) =>
      queueMail(
        tx,
        addresses.map((to) => ({ to, kind: 'test', subject: 'Boxed', text: 'Hi', html: '<p>Hi</p>' })),
      ),
    );
    const mailer = createCapturingMailer();
    const worker = createOutboxWorker(ctx.db, mailer, quiet);
    // Room for one batch (ten messages).
    await worker.drain(roomFor(1));
    expect(mailer.sent.filter((m) => m.subject === 'Boxed').length).toBeLessThanOrEqual(10);
    await worker.drain();
    expect(mailer.sent.filter((m) => m.subject === 'Boxed').map((m) => m.to)).toEqual(
      expect.arrayContaining(addresses),
    );
    expect(mailer.sent.filter((m) => m.subject === 'Boxed')).toHaveLength(addresses.length);
  });

  it('retries a message whose run was stopped once its lease ends, counting no attempt for the stopped one, and sends it once', async () => {
    // Nothing else pending: the stopped worker below claims what is due with this message.
    await ctx.outbox.drain();
    await ctx.db.transaction((tx) =>
      queueMail(tx, [{ to: 'stopped@example.com', kind: 'test', subject: 'Stopped', text: 'Hi', html: '<p>Hi</p>' }]),
    );
    // From after the queueing, so the message is due.
    let clockMs = Date.now();
    const now = () => new Date(clockMs);
    // A run that claims the message and is stopped (Netlify's 30 s) before it sends: its send never ends.
    const stopped: Mailer = { send: () => new Promise<void>(() => {}) };
    void createOutboxWorker(ctx.db, stopped, { ...quiet, now }).drain();
    const row = async () => (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Stopped')))[0]!;
    for (let i = 0; i < 200 && (await row()).status !== 'sending'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await row()).toMatchObject({ status: 'sending', attempts: 0 });

    const mailer = createCapturingMailer();
    const next = createOutboxWorker(ctx.db, mailer, { ...quiet, now });
    await next.drain();
    expect(mailer.sent).toEqual([]);
    clockMs += CLAIM_LEASE_MS + 1000;
    await next.drain();
    expect(mailer.sent.map((m) => m.to)).toEqual(['stopped@example.com']);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('records nothing for a worker whose claim was taken over after its lease ended', async () => {
    // Nothing else pending: the stopped worker below claims what is due with this message.
    await ctx.outbox.drain();
    await ctx.db.transaction((tx) =>
      queueMail(tx, [{ to: 'late@example.com', kind: 'test', subject: 'Late', text: 'Hi', html: '<p>Hi</p>' }]),
    );
    let clockMs = Date.now();
    const now = () => new Date(clockMs);
    let finishLate: (error?: Error) => void = () => {};
    const late: Mailer = {
      send: () => new Promise<void>((resolve, reject) => (finishLate = (e) => (e ? reject(e) : resolve()))),
    };
    const slowRun = createOutboxWorker(ctx.db, late, { ...quiet, now }).drain();
    const row = async () => (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Late')))[0]!;
    for (let i = 0; i < 200 && (await row()).status !== 'sending'; i++) await new Promise((r) => setTimeout(r, 20));
    clockMs += CLAIM_LEASE_MS + 1000;
    const sent: OutgoingMessage[] = [];
    await createOutboxWorker(ctx.db, { send: async (m) => void sent.push(m) }, { ...quiet, now }).drain();
    expect(sent.map((m) => m.to)).toEqual(['late@example.com']);
    // The first worker's send fails at last: the message stays sent, with one attempt.
    finishLate(new Error('timed out'));
    await slowRun;
    expect(await row()).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('asks each owner once when two availability runs go at once, and a run out of time leaves the rest', async () => {
    const now = new Date(Date.now() + 1000 * DAY);
    const owners = [];
    for (let i = 0; i < 3; i++) {
      const owner = await createUser(ctx.db);
      await createWarehouse(ctx.db, { userId: owner.id, availabilityConfirmedAt: new Date(now.getTime() - 60 * DAY) });
      owners.push(owner);
    }
    expect(await requestAvailabilityConfirmations(ctx.deps, now, roomFor(0))).toBe(0);
    const [a, b] = await Promise.all([
      requestAvailabilityConfirmations(ctx.deps, now),
      requestAvailabilityConfirmations(ctx.deps, now),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(owners.length);
    await ctx.outbox.drain();
    for (const owner of owners) expect(mailsTo(ctx.mailer.sent, owner.email, 'availability_request')).toHaveLength(1);
  });

  it('purges each expired listing once when two purge runs go at once', async () => {
    const now = new Date(Date.now() + 2000 * DAY);
    const deletedAt = new Date(now.getTime() - (LISTING_RESTORE_DAYS + 1) * DAY);
    const listings = [];
    for (let i = 0; i < 4; i++)
      listings.push(await createWarehouse(ctx.db, { status: 'deleted', deletedAt, statusBeforeDeletion: 'active' }));
    const ids = listings.map((l) => l.id);
    expect(await purgeDeletedListings(ctx.deps, now, roomFor(0))).toBe(0);
    const [a, b] = await Promise.all([purgeDeletedListings(ctx.deps, now), purgeDeletedListings(ctx.deps, now)]);
    expect(a + b).toBeGreaterThanOrEqual(ids.length);
    expect(await ctx.db.select().from(warehouses).where(inArray(warehouses.id, ids))).toEqual([]);
    const audits = await ctx.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'listing.purge'), inArray(auditLog.entityId, ids)));
    expect(audits.map((r) => r.entityId).sort()).toEqual([...ids].sort());
  });
});
