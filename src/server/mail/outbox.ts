import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { emailOutbox, quoteRequests } from '#db/schema.ts';
import { describeError } from '#src/server/log-error.ts';
import { UNBOUNDED, type TimeBox } from '#src/server/jobs/time-box.ts';
import { consoleSink, logTo, type LogSink } from '#src/server/log.ts';
import type { Mailer, OutgoingMessage } from './mailer.ts';

/**
 * Mail goes out through the email_outbox table: a service writes its messages with queueMail in
 * the transaction of the change that causes them, then kicks the worker, which sends them. A
 * crash between the commit and the send only delays a message until the next worker run.
 */

const MINUTE = 60 * 1000;
/** The wait after each failed attempt; once they are used up the message is marked failed. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * MINUTE);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * The claim's lease: how long a claimed message is left to its worker before another takes it
 * over. Longer than a worker can hold a claim while alive (a claim starts within the time box's
 * 20 s, and a send gives up within the mailer's
 * SMTP_TIMEOUTS), and longer than the 30 s after which Netlify
 * stops a function; short enough that a message whose run was stopped goes out on the next
 * minute's run or the one after (docs/decisions/mail.md).
 */
export const CLAIM_LEASE_MS = MINUTE;
const BATCH_SIZE = 10;
/** The operations copy of a quote request: the one whose delivery the site answers for. */
const QUOTE_DELIVERY_KIND = 'quote_request';

export interface QueuedMessage extends OutgoingMessage {
  quoteRequestId?: string;
  /** Set on a contact inquiry's operations copy, whose status the admin inbox shows. */
  contactInquiryId?: string;
}

/** Writes the messages to the outbox; pass the transaction of the change that causes them. */
export async function queueMail(tx: Database, messages: QueuedMessage[]): Promise<void> {
  if (!messages.length) return;
  // Due by this process's clock, which its own kick compares with: the database's clock may run ahead.
  const due = new Date();
  await tx.insert(emailOutbox).values(
    messages.map((m) => ({
      nextAttemptAt: due,
      kind: m.kind,
      to: Array.isArray(m.to) ? m.to : [m.to],
      replyTo: m.replyTo,
      subject: m.subject,
      text: m.text,
      html: m.html,
      headers: m.headers,
      quoteRequestId: m.quoteRequestId,
      contactInquiryId: m.contactInquiryId,
    })),
  );
}

/** What services hold (AppDeps.outbox): a way to have freshly queued mail sent without waiting for the next poll. */
export interface OutboxKick {
  kick(): void;
}

export interface OutboxWorker extends OutboxKick {
  /**
   * Sends every message that is due, claiming none once `budget` is out (a scheduled function's
   * 30 s); a call during a run joins it, and the run looks once more.
   */
  drain(budget?: TimeBox): Promise<void>;
  /** Resolves when the current run (if any) is over, whatever its outcome: for Netlify's waitUntil. */
  settled(): Promise<void>;
  /** Drains every `intervalMs` until stop(). */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

type OutboxRow = typeof emailOutbox.$inferSelect;

export function createOutboxWorker(
  db: Database,
  mailer: Mailer,
  options: { now?: () => Date; log?: LogSink } = {},
): OutboxWorker {
  const now = options.now ?? (() => new Date());
  const log = logTo(options.log ?? consoleSink.warn);
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  // A database that is down would otherwise be reported on every poll.
  let failing = false;

  /**
   * Claims due messages: FOR UPDATE SKIP LOCKED lets concurrent workers (Netlify's scheduled
   * function and a kicked API instance) each take different rows, and the claim's lease in
   * next_attempt_at keeps a claimed row from being taken again before its worker is done. The
   * attempt is counted when it ends (record): a claim whose worker was stopped costs no attempt.
   */
  async function claimBatch(): Promise<OutboxRow[]> {
    const at = now();
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.status, ['pending', 'sending']), lte(emailOutbox.nextAttemptAt, at)))
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ status: 'sending', nextAttemptAt: new Date(at.getTime() + CLAIM_LEASE_MS) })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  /** Records how the attempt went; a settled message loses its body (it may hold a one-time link). */
  async function record(row: OutboxRow, error: unknown) {
    const at = now();
    const attempt = row.attempts + 1;
    const finalStatus = error === undefined ? 'sent' : attempt >= MAX_ATTEMPTS ? 'failed' : undefined;
    const lastError =
      error === undefined ? null : (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    // Still this worker's claim: its lease (next_attempt_at as claimed) is the claim's token.
    const claimed = and(
      eq(emailOutbox.id, row.id),
      eq(emailOutbox.status, 'sending'),
      eq(emailOutbox.nextAttemptAt, row.nextAttemptAt),
    );
    if (!finalStatus) {
      const delay = RETRY_DELAYS_MS[attempt - 1]!;
      await db
        .update(emailOutbox)
        .set({ status: 'pending', attempts: attempt, lastError, nextAttemptAt: new Date(at.getTime() + delay) })
        .where(claimed);
      log(
        `[outbox] ${row.kind} message ${row.id}: attempt ${attempt} of ${MAX_ATTEMPTS} failed (${describeError(error)}); next in ${delay / MINUTE} min`,
      );
      return;
    }
    if (finalStatus === 'failed') {
      log(
        `[outbox] ${row.kind} message ${row.id}: attempt ${attempt} of ${MAX_ATTEMPTS} failed (${describeError(error)}); giving up`,
      );
    }
    await db.transaction(async (tx) => {
      await tx
        .update(emailOutbox)
        .set({
          status: finalStatus,
          attempts: attempt,
          lastError,
          sentAt: finalStatus === 'sent' ? at : null,
          text: null,
          html: null,
        })
        .where(claimed);
      if (row.quoteRequestId && row.kind === QUOTE_DELIVERY_KIND) {
        await tx
          .update(quoteRequests)
          .set({ deliveryStatus: finalStatus, deliveredAt: finalStatus === 'sent' ? at : null })
          .where(eq(quoteRequests.id, row.quoteRequestId));
      }
    });
  }

  async function deliver(row: OutboxRow) {
    let error: unknown;
    try {
      await mailer.send({
        // As it was queued: one address or a list.
        to: row.to.length === 1 ? row.to[0]! : row.to,
        subject: row.subject,
        text: row.text ?? '',
        html: row.html ?? '',
        kind: row.kind,
        replyTo: row.replyTo ?? undefined,
        headers: row.headers ?? undefined,
      });
    } catch (err) {
      error = err ?? new Error('The mailer failed without a reason');
    }
    await record(row, error);
  }

  async function run(budget: TimeBox) {
    try {
      do {
        again = false;
        while (budget.hasTime()) {
          const batch = await claimBatch();
          await Promise.all(batch.map(deliver));
          if (batch.length < BATCH_SIZE) break;
        }
      } while (again);
    } finally {
      running = undefined;
    }
  }

  function drain(budget: TimeBox = UNBOUNDED): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = run(budget);
    return running;
  }

  function drainInBackground() {
    drain().then(
      () => {
        failing = false;
      },
      (err: unknown) => {
        if (!failing) log(`[outbox] sending stopped: ${describeError(err)}; trying again on the next run`);
        failing = true;
      },
    );
  }

  return {
    kick: drainInBackground,
    drain,
    settled: () => (running ?? Promise.resolve()).catch(() => undefined),
    start(intervalMs = 1000) {
      timer ??= setInterval(drainInBackground, intervalMs).unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await (running ?? Promise.resolve()).catch(() => undefined);
    },
  };
}
