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
  off: 'Online billing is not switched on.',
  notFound: 'This listing no longer exists.',
  forbidden: 'You can only manage billing for listings you manage.',
  notLive: 'This listing is not live yet: its trial starts once our team approves it.',
  alreadySubscribed: 'This listing already has a subscription. Use "Manage billing" to change it.',
  noCustomer: 'This listing has no billing account yet: start a subscription first.',
  notCancellable: 'This listing has no subscription that renews, so there is nothing to cancel.',
  providerUnavailable:
    'We could not reach our payment provider, so nothing was changed. Please try again in a few minutes.',
  badSignature: 'The event signature could not be verified.',
  get pausedForBilling() {
    return m.api_billing_paused_unpaid();
  },
  pauseReason: (graceDays: number) =>
    `Unpaid: the trial or the last paid month ended more than ${graceDays} days ago. Paying puts the listing back online at once.`,
} as const;
