import { arrayContains, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, users } from '#db/schema.ts';
import { createApp } from '#src/server/api/app.ts';
import { signUp } from '#src/server/auth/signup.ts';
import type { Mailer, OutgoingMessage } from '#src/server/mail/mailer.ts';
import { createOutboxWorker, queueMail, RETRY_DELAYS_MS, type OutboxWorker } from '#src/server/mail/outbox.ts';
import { request, type TestContext, useTestApp } from '#tests/support/app.ts';
import { requestFrom } from '#tests/support/accounts.ts';
import { accountDetails } from '#tests/support/factories.ts';
import { createCapturingMailer, lastMailTo, tokenFrom } from '#tests/support/mail.ts';

const quiet = { log: () => {} };

describe('mail outbox', () => {
  const ctx = useTestApp();

  /** The test app sending through another worker; `request` drains that one. */
  function appWith(outbox: OutboxWorker): TestContext {
    return { ...ctx, outbox, app: createApp({ ...ctx.deps, outbox }) };
  }

  const rowsTo = (address: string) =>
    ctx.db
      .select()
      .from(emailOutbox)
      .where(arrayContains(emailOutbox.to, [address]));

  it('delivers a verification mail on the next run when the server died between the commit and the send', async () => {
    // A kick that never comes: the process was gone right after the signup committed.
    const crashed = { ...ctx, app: createApp({ ...ctx.deps, outbox: { kick() {} } }) };
    const account = accountDetails('crash');
    const res = await crashed.app.request(`${ctx.config.siteUrl}/api/auth/signup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ctx.config.siteUrl,
        'x-nf-client-connection-ip': '203.0.113.41',
      },
      body: JSON.stringify(account),
    });
    expect(res.status).toBe(201);
    expect(await rowsTo(account.email)).toEqual([
      expect.objectContaining({ kind: 'verify_email', status: 'pending', attempts: 0 }),
    ]);

    const restarted = createCapturingMailer();
    await createOutboxWorker(ctx.db, restarted, quiet).drain();
    const token = tokenFrom(lastMailTo(restarted.sent, account.email, 'verify_email'), '/verify-email');
    expect((await request(ctx, `/api/auth/verify-email?token=${token}`)).status).toBe(200);
    expect(await rowsTo(account.email)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, text: null })]);
  });

  it('retries a message whose sending crashed, after the backoff, and sends it once', async () => {
    const crashing: Mailer = {
      send: async () => {
        throw new Error('socket hang up');
      },
    };
    // Ahead of the real clock, so the message queued during the request is due at once however slow
    // the machine is, yet less than the first retry delay ahead, so the retry is not due yet.
    let clock = Date.now() + RETRY_DELAYS_MS[0]! / 2;
    const now = () => new Date(clock);
    const account = accountDetails('retry');
    const res = await requestFrom(
      appWith(createOutboxWorker(ctx.db, crashing, { ...quiet, now })),
      '/api/auth/signup',
      { body: account },
    );
    expect(res.status).toBe(201);
    const [failed] = await rowsTo(account.email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'socket hang up' });
    expect(failed!.nextAttemptAt.getTime()).toBe(clock + RETRY_DELAYS_MS[0]!);

    const mailer = createCapturingMailer();
    const next = createOutboxWorker(ctx.db, mailer, { ...quiet, now });
    await next.drain();
    expect(mailer.sent).toEqual([]);
    clock += RETRY_DELAYS_MS[0]!;
    await next.drain();
    await next.drain();
    expect(mailer.sent.filter((m) => m.to === account.email)).toHaveLength(1);
    expect(await rowsTo(account.email)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2, lastError: null }),
    ]);
  });

  it('takes over a message whose worker died while sending, once its claim has expired', async () => {
    const [row] = await ctx.db
      .insert(emailOutbox)
      .values({
        kind: 'test',
        to: ['stuck@example.com'],
        subject: 'Stuck',
        text: 't',
        html: 'h',
        status: 'sending',
        attempts: 1,
        nextAttemptAt: new Date(Date.now() - 1000),
      })
      .returning();
    const mailer = createCapturingMailer();
    await createOutboxWorker(ctx.db, mailer, quiet).drain();
    expect(mailer.sent.map((m) => m.to)).toEqual(['stuck@example.com']);
    expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id))).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2 }),
    ]);
  });

  it('never sends a message twice when two workers drain at the same time', async () => {
    const addresses = Array.from({ length: 35 }, (_, i) => `many${i}@example.com`);
    await ctx.db.transaction((tx) =>
      queueMail(
        tx,
        addresses.map((to) => ({ to, kind: 'test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })),
      ),
    );
    const sent: OutgoingMessage[] = [];
    const slow: Mailer = {
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message);
      },
    };
    const a = createOutboxWorker(ctx.db, slow, quiet);
    const b = createOutboxWorker(ctx.db, slow, quiet);
    await Promise.all([a.drain(), b.drain(), a.drain()]);
    expect(sent.map((m) => m.to).sort()).toEqual([...addresses].sort());
    const rows = await ctx.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.subject, ['Hello']));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('queues nothing when the change that would cause the mail is rolled back', async () => {
    const account = accountDetails('race');
    const first = await signUp(ctx.deps, account);
    // The same address again, as a second signup racing the first past the route's check would.
    const second = await signUp(ctx.deps, { ...account, username: `${account.username}2` });
    expect(first.ok).toBe(true);
    expect(second).toEqual({ ok: false, reason: 'taken', taken: ['email'] });
    expect(await rowsTo(account.email)).toHaveLength(1);
    expect(await ctx.db.select().from(users).where(eq(users.email, account.email))).toHaveLength(1);
  });
});
