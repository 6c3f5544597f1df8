import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, textArray } from './columns.ts';
import { warehouses } from './listings.ts';

/**
 * A listing's self-serve billing (docs/decisions/billing.md): its trial, its Stripe subscription
 * and where the scheduled work stands. The row is written by a trigger (migration 0015) the first
 * time the listing is active with an owner, which is when its trial starts; the services under
 * src/server/billing read and write the rest only while billing is configured.
 */
export const listingBilling = pgTable(
  'listing_billing',
  {
    warehouseId: uuid('warehouse_id')
      .primaryKey()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Days an admin added to the trial (an extra trial). */
    extraTrialDays: integer('extra_trial_days').notNull().default(0),
    /** The early-partner discount an admin granted: a Stripe coupon id, or a promotion code id (promo_…). */
    discount: text('discount'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Stripe's status of that subscription (active, past_due, canceled …), as of `subscriptionEventAt`. */
    subscriptionStatus: text('subscription_status'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** `created` of the newest subscription event applied: an older one arriving late changes nothing. */
    subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
    /** The end of the last period paid for (the latest paid invoice's period end). */
    paidThrough: timestamp('paid_through', { withTimezone: true }),
    /** When the listing stopped being covered (trial over, subscription ended, payment failed): the grace period runs from here. */
    graceStartedAt: timestamp('grace_started_at', { withTimezone: true }),
    /** When billing paused the listing; cleared by a payment. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The trial reminders already sent ('trial_7', 'trial_1'), so each goes once. */
    remindersSent: textArray('reminders_sent'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('listing_billing_extra_trial_days_check', sql`${t.extraTrialDays} >= 0`),
    index('listing_billing_subscription_idx').on(t.stripeSubscriptionId),
  ],
);

/** Every Stripe event received and verified, by its id: an event is processed once, however often Stripe sends it. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** Stripe's `created` of the event. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    warehouseId: uuid('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    /** What it did: 'applied', 'stale' (older than what was applied), 'unknown_listing', 'ignored'. */
    outcome: text('outcome').notNull(),
  },
  (t) => [index('billing_events_warehouse_id_idx').on(t.warehouseId, t.receivedAt)],
);

/** Every invoice of a listing's subscription that was paid or failed: the payment history owners and admins see. */
export const billingPayments = pgTable(
  'billing_payments',
  {
    /** Stripe's invoice id: a payment is one row whatever the order and number of its events. */
    invoiceId: text('invoice_id').primaryKey(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** In the currency's smallest unit (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** When it was paid, or when it last failed. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('billing_payments_status_check', sql`${t.status} in ('paid', 'failed')`),
    index('billing_payments_warehouse_id_idx').on(t.warehouseId, t.occurredAt),
  ],
);
