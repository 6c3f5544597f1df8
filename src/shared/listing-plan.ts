import type { BillingStage } from '#src/shared/api/billing.ts';

/**
 * Where a listing's plan stands, as its owner and the admins both read it
 * (docs/decisions/billing.md, "One plan state"): in its free trial until a day; paid until a day
 * (or paid, with no end set by hand); unpaid but still online until the grace period ends; not paid.
 */
export type ListingPlanState =
  | { kind: 'trial'; endsAt: string }
  | { kind: 'paid'; until: string | null }
  | { kind: 'grace'; pausesAt: string }
  | { kind: 'not_paid' };

/** The subscription fields every listing has: set by billing when it is on, by an admin when it is off. */
export interface PlanFields {
  isPaid: boolean;
  subscriptionPlan: string | null;
  subscriptionExpiryDate: string | null;
}

/** What the decision reads of billing's view of a listing (GET /api/billing, the admin's billing panel). */
export interface PlanBilling {
  stage: BillingStage;
  trialEndsAt: string;
  paidThrough: string | null;
  pausesAt: string | null;
}

/**
 * The one decision behind the plan line on /my-warehouses and in the admin's listings: billing's
 * view when billing is on (its stage already weighs payments, the trial and the grace period),
 * else the fields an admin set.
 */
export function listingPlanState(
  fields: PlanFields,
  billing: PlanBilling | null | undefined,
  now = new Date(),
): ListingPlanState {
  if (billing) {
    switch (billing.stage) {
      case 'trial':
        return { kind: 'trial', endsAt: billing.trialEndsAt };
      case 'subscribed':
      case 'cancelling':
        return { kind: 'paid', until: billing.paidThrough };
      case 'paused':
        return { kind: 'not_paid' };
      default:
        return billing.pausesAt ? { kind: 'grace', pausesAt: billing.pausesAt } : { kind: 'not_paid' };
    }
  }
  const expiry = fields.subscriptionExpiryDate;
  if (fields.subscriptionPlan === 'trial') {
    return expiry && Date.parse(expiry) > now.getTime() ? { kind: 'trial', endsAt: expiry } : { kind: 'not_paid' };
  }
  return fields.isPaid ? { kind: 'paid', until: expiry } : { kind: 'not_paid' };
}
