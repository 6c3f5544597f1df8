/**
 * Self-serve billing (docs/decisions/billing.md): what /api/billing answers an owner and
 * /api/admin/billing an admin, and the sentences the API and the pages share.
 */
import { m } from '#src/shared/i18n/messages.ts';

/**
 * Where a listing stands: in its trial; trial over and not paid (grace running); paid and renewing;
 * paid until its period ends, then cancelled; a renewal failed (grace running); paused by billing;
 * subscription ended.
 */
export type BillingStage =
  'trial' | 'trial_ended' | 'subscribed' | 'cancelling' | 'payment_failed' | 'paused' | 'ended';

export interface ListingBillingView {
  stage: BillingStage;
  trialEndsAt: string;
  /** The end of the last period paid for. */
  paidThrough: string | null;
  /** When an unpaid listing is paused, while the grace period runs. */
  pausesAt: string | null;
  /** An admin granted the early-partner discount, which Checkout applies. */
  discounted: boolean;
  /** "Start subscription" opens Checkout. */
  canStart: boolean;
  /** "Manage billing" opens Stripe's Customer Portal (card, invoices, cancelling). */
  canManage: boolean;
  /** "Cancel subscription": it then ends with the period paid for. */
  canCancel: boolean;
}

/** GET /api/billing: the signed-in owner's listings that have billing, by id; `enabled: false` in manual mode. */
export type OwnerBillingAnswer =
  | { enabled: false }
  | { enabled: true; trialDays: number; graceDays: number; listings: Record<string, ListingBillingView> };

/** POST /api/billing/listings/:id/checkout and /portal: the Stripe page to open. */
export interface BillingRedirectAnswer {
  url: string;
}

/** POST /api/billing/listings/:id/cancel */
export interface BillingCancelAnswer {
  billing: ListingBillingView;
}

export interface BillingPaymentRecord {
  invoiceId: string;
  status: 'paid' | 'failed';
  /** In the currency's smallest unit. */
  amount: number;
  currency: string;
  periodEnd: string | null;
  occurredAt: string;
}

interface BillingEventRecord {
  id: string;
  type: string;
  createdAt: string;
  outcome: string;
}

/** GET /api/admin/billing/listings/:id (and the answer of every admin billing act). */
export type AdminBillingAnswer =
  | { enabled: false }
  | {
      enabled: true;
      /** Null for a listing never live with an owner: it has no trial yet. */
      billing:
        | (ListingBillingView & {
            extraTrialDays: number;
            discount: string | null;
            stripeCustomerId: string | null;
            stripeSubscriptionId: string | null;
            subscriptionStatus: string | null;
          })
        | null;
      payments: BillingPaymentRecord[];
      events: BillingEventRecord[];
      /** The coupon a grant applies unless the admin names another. */
      defaultDiscount: string | null;
    };

export const BILLING_MESSAGES = {
  get off() {
    return m.api_billing_off();
  },
  get notFound() {
    return m.api_listing_gone();
  },
  get forbidden() {
    return m.api_billing_not_yours();
  },
  get notLive() {
    return m.api_billing_not_live();
  },
  get alreadySubscribed() {
    return m.api_billing_has_subscription();
  },
  get noCustomer() {
    return m.api_billing_no_account();
  },
  get notCancellable() {
    return m.api_billing_nothing_to_cancel();
  },
  get providerUnavailable() {
    return m.api_billing_provider_down();
  },
  get badSignature() {
    return m.api_billing_bad_signature();
  },
  get pausedForBilling() {
    return m.api_billing_paused_unpaid();
  },
  pauseReason: (graceDays: number) =>
    `Unpaid: the trial or the last paid month ended more than ${graceDays} days ago. Paying puts the listing back online at once.`,
} as const;
