import { and, eq, isNotNull } from 'drizzle-orm';
import { listingBilling, users, warehouses } from '#db/schema.ts';
import type { BillingConfig } from '#src/server/config.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { inLanguageOf } from '#src/server/i18n/request-locale.ts';
import { UNBOUNDED, type TimeBox } from '#src/server/jobs/time-box.ts';
import { afterListingWrite } from '#src/server/listings/listing-changes.ts';
import { queueMail, type QueuedMessage } from '#src/server/mail/outbox.ts';
import { billingPausedMessage, coverEndedMessage, trialEndingMessage } from '#src/server/mail/templates/billing.ts';
import {
  DAY_MS,
  hasRenewingSubscription,
  lockBillingRow,
  reconcileListing,
  trialEndOf,
  updateBillingRow,
  type BillingRow,
} from './billing-state.ts';

/** The trial reminders: how long before the trial's end each goes, largest first. */
const TRIAL_REMINDERS = [
  { key: 'trial_7', before: 7 * DAY_MS },
  { key: 'trial_1', before: 1 * DAY_MS },
] as const;

type Due =
  | { kind: 'remind'; key: string; trialEndsAt: Date }
  | { kind: 'grace' }
  | { kind: 'pause' }
  /** A paid period ran out: the listing's isPaid (its ranking) follows. */
  | { kind: 'expire' };

/** What the scheduled run owes a live listing at `now`, if anything. */
function dueFor(row: BillingRow, isPaid: boolean, config: BillingConfig, now: Date): Due | null {
  if (row.pausedAt) return null;
  const trialEndsAt = trialEndOf(row, config);
  const paid = row.paidThrough !== null && row.paidThrough > now;
  if (row.graceStartedAt && !paid && row.graceStartedAt.getTime() + config.graceDays * DAY_MS <= now.getTime()) {
    return { kind: 'pause' };
  }
  if (isPaid && row.paidThrough && !paid) return { kind: 'expire' };
  // A renewing subscription is Stripe's to charge; its failure arrives as a webhook and starts the grace period.
  if (paid || hasRenewingSubscription(row)) return null;
  if (trialEndsAt <= now) return row.graceStartedAt ? null : { kind: 'grace' };
  const left = trialEndsAt.getTime() - now.getTime();
  // Only the nearest reminder goes: a listing given a short trial is not sent the 7-day one a day before.
  const reminder = TRIAL_REMINDERS.findLast((r) => left <= r.before);
  if (!reminder || row.remindersSent.includes(reminder.key)) return null;
  return { kind: 'remind', key: reminder.key, trialEndsAt };
}

export interface BillingRunSummary {
  reminded: number;
  graceStarted: number;
  paused: number;
  expired: number;
}

/**
 * The scheduled half of billing (docs/decisions/billing.md): trial reminders 7 days and 1 day
 * before the end, the grace period once a listing is no longer covered, billing's pause when the
 * grace period is over unpaid, and isPaid dropping when a paid period ran out. Runs hourly: on
 * Netlify as netlify/functions/billing.ts, locally inside the server. Each listing is decided again
 * under its row lock, so two runs at once do nothing twice. Each listing's change commits on its
 * own; once `budget` is out no listing is started, and the next run finds the rest still due.
 */
export async function runBillingSchedule(
  deps: Pick<AppDeps, 'db' | 'config' | 'outbox' | 'siteBuilds'>,
  now = new Date(),
  budget: TimeBox = UNBOUNDED,
): Promise<BillingRunSummary> {
  const summary: BillingRunSummary = { reminded: 0, graceStarted: 0, paused: 0, expired: 0 };
  const config = deps.config.billing;
  if (!config) return summary;
  const live = await deps.db
    .select({ billing: listingBilling, isPaid: warehouses.isPaid })
    .from(listingBilling)
    .innerJoin(warehouses, eq(warehouses.id, listingBilling.warehouseId))
    .where(and(eq(warehouses.status, 'active'), isNotNull(warehouses.userId)));
  let mailed = false;
  for (const { billing, isPaid } of live) {
    if (!dueFor(billing, isPaid, config, now)) continue;
    if (!budget.hasTime()) break;
    const done = await deps.db.transaction(async (tx) => {
      const row = await lockBillingRow(tx, billing.warehouseId);
      const [listing] = await tx
        .select({
          name: warehouses.name,
          status: warehouses.status,
          isPaid: warehouses.isPaid,
          email: users.email,
          locale: users.locale,
        })
        .from(warehouses)
        .innerJoin(users, eq(users.id, warehouses.userId))
        .where(eq(warehouses.id, billing.warehouseId));
      const due = row && listing?.status === 'active' ? dueFor(row, listing.isPaid, config, now) : null;
      if (!row || !listing || !due) return null;
      const siteUrl = deps.config.siteUrl;
      const mail: QueuedMessage[] = [];
      let changed = null;
      if (due.kind === 'remind') {
        await updateBillingRow(tx, row.warehouseId, { remindersSent: [...row.remindersSent, due.key] });
        mail.push({
          ...inLanguageOf(listing, () =>
            trialEndingMessage({ siteUrl, listing, trialEndsAt: due.trialEndsAt, graceDays: config.graceDays }),
          ),
          kind: 'billing_trial_reminder',
          to: listing.email,
        });
      } else if (due.kind === 'grace') {
        await updateBillingRow(tx, row.warehouseId, { graceStartedAt: now });
        const pausesAt = new Date(now.getTime() + config.graceDays * DAY_MS);
        mail.push({
          ...inLanguageOf(listing, () =>
            coverEndedMessage({ siteUrl, listing, pausesAt, after: row.paidThrough ? 'subscription' : 'trial' }),
          ),
          kind: 'billing_cover_ended',
          to: listing.email,
        });
      } else if (due.kind === 'pause') {
        changed = await reconcileListing(
          tx,
          await updateBillingRow(tx, row.warehouseId, { pausedAt: now }),
          config,
          now,
        );
        mail.push({
          ...inLanguageOf(listing, () => billingPausedMessage({ siteUrl, listing, graceDays: config.graceDays })),
          kind: 'billing_paused',
          to: listing.email,
        });
      } else {
        await reconcileListing(tx, row, config, now);
      }
      await queueMail(tx, mail);
      return { due, changed, mailed: mail.length > 0 };
    });
    if (!done) continue;
    mailed ||= done.mailed;
    if (done.due.kind === 'remind') summary.reminded++;
    else if (done.due.kind === 'grace') summary.graceStarted++;
    else if (done.due.kind === 'expire') summary.expired++;
    else summary.paused++;
    if (done.changed && done.changed.before !== done.changed.after) {
      await afterListingWrite(deps, {
        listingIds: [done.changed.id],
        before: done.changed.before,
        after: done.changed.after,
        reason: 'listing paused by billing',
      });
    }
  }
  if (mailed) deps.outbox.kick();
  return summary;
}
