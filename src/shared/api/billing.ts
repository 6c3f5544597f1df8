/**
 * Self-serve billing (docs/decisions/billing.md): the stages a listing's billing goes through and
 * the sentences the API and the pages share.
 */
import { m } from '#src/shared/i18n/messages.ts';

/**
 * Where a listing stands: in its trial; trial over and not paid (grace running); paid and renewing;
 * paid until its period ends, then cancelled; a renewal failed (grace running); paused by billing;
 * subscription ended.
 */
export type BillingStage =
  'trial' | 'trial_ended' | 'subscribed' | 'cancelling' | 'payment_failed' | 'paused' | 'ended';

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
