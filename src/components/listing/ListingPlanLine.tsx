import type { ListingBillingView } from '#src/client/answers.ts';
import { formatDate } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { listingPlanState, type PlanFields } from '#src/shared/listing-plan.ts';

/**
 * A listing's plan in a few words, the same for its owner on /my-warehouses and for the admins
 * (docs/decisions/billing.md, "One plan state"): free trial until a day, paid until a day, unpaid
 * and online until the grace period ends, or not paid.
 */
export function ListingPlanLine({ listing, billing }: { listing: PlanFields; billing?: ListingBillingView | null }) {
  const state = listingPlanState(listing, billing);
  const day = (iso: string) => formatDate(iso, 'long');
  switch (state.kind) {
    case 'trial':
      return <>{m.plan_state_trial({ day: day(state.endsAt) })}</>;
    case 'paid':
      return <>{state.until ? m.plan_state_paid_until({ day: day(state.until) }) : m.plan_state_paid()}</>;
    case 'grace':
      return <>{m.plan_state_grace({ day: day(state.pausesAt) })}</>;
    case 'not_paid':
      return <>{m.plan_state_not_paid()}</>;
  }
}
