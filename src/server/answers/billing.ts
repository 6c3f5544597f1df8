import type { BillingStage } from '#src/shared/api/billing.ts';

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
