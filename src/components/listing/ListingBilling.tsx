import { useEffect, useState } from 'react';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { ConfirmDialog } from '#src/components/ui/ConfirmDialog.tsx';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import type { ListingBillingView } from '#src/client/answers.ts';
import { formatDate } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** Billing's dates are days: named in UTC as the rest of /my-warehouses names them. */
const dayOf = (iso: string | null) => (iso ? formatDate(iso, 'long') : '');

/** What the owner reads about where the listing's billing stands. */
function stageText(billing: ListingBillingView): string {
  const pauses = billing.pausesAt ? m.listing_unless_paid_by_day({ day_of: dayOf(billing.pausesAt) }) : '';
  switch (billing.stage) {
    case 'trial':
      return m.listing_free_trial_until_day({ day_of: dayOf(billing.trialEndsAt) });
    case 'trial_ended':
      return m.listing_free_trial_ended_day({ day_of: dayOf(billing.trialEndsAt), pauses });
    case 'subscribed':
      return m.listing_subscribed_paid_through_day({ day_of: dayOf(billing.paidThrough) });
    case 'cancelling':
      return m.listing_subscription_cancelled_listing_stays({ day_of: dayOf(billing.paidThrough) });
    case 'payment_failed':
      return m.listing_last_payment_failed_update({ pauses });
    case 'paused':
      return billing.canStart ? m.listing_paused_until_paid_start() : m.listing_paused_until_paid_update();
    case 'ended':
      return m.listing_subscription_ended_day_pauses({ day_of: dayOf(billing.paidThrough), pauses });
  }
}

/** What the page says after Stripe's Checkout sent the owner back here (success_url / cancel_url). */
function returnNote(listingId: string, billing: ListingBillingView): string | null {
  const params = new URLSearchParams(window.location.search);
  if (params.get('listing') !== listingId) return null;
  if (params.get('billing') === 'cancelled') return m.listing_checkout_was_closed_before();
  if (params.get('billing') !== 'started') return null;
  return billing.stage === 'subscribed'
    ? m.listing_thank_payment_went_through()
    : m.listing_thank_payment_being_confirmed();
}

/**
 * A listing's self-serve billing on /my-warehouses (docs/decisions/billing.md): the trial's end or
 * the paid period, and "Start subscription" (Stripe Checkout), "Manage billing" (Stripe's Customer
 * Portal) and "Cancel subscription". Shown only while billing is on.
 */
export function ListingBilling({
  listingId,
  name,
  billing: loaded,
}: {
  listingId: string;
  name: string;
  billing: ListingBillingView;
}) {
  const [billing, setBilling] = useState(loaded);
  const [busy, setBusy] = useState<'checkout' | 'portal' | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const param = { id: listingId };

  useEffect(() => setNote(returnNote(listingId, loaded)), [listingId, loaded]);

  async function openStripe(action: 'checkout' | 'portal') {
    setBusy(action);
    try {
      const { url } = await read(api.billing.listings[':id'][action].$post({ param }));
      window.location.assign(url);
    } catch (err) {
      setBusy(null);
      showToast({
        title: action === 'checkout' ? m.listing_could_not_start_subscription() : m.listing_could_not_open_billing(),
        description: serverMessage(err, m.listing_please_try_again_few()),
        variant: 'error',
      });
    }
  }

  async function cancel() {
    try {
      const answer = await read(api.billing.listings[':id'].cancel.$post({ param }));
      setBilling(answer.billing);
      setConfirmCancel(false);
      showToast({
        title: m.listing_subscription_cancelled(),
        description: stageText(answer.billing),
        variant: 'success',
      });
    } catch (err) {
      showToast({
        title: m.listing_could_not_cancel(),
        description: serverMessage(err, m.listing_please_try_again_few()),
        variant: 'error',
      });
    }
  }

  const alert = billing.stage === 'payment_failed' || billing.stage === 'paused' || billing.stage === 'trial_ended';
  return (
    <section
      aria-label={m.listing_billing_name({ name })}
      className={`rounded-lg border p-3 text-sm ${alert ? 'border-danger/30 bg-danger-soft' : 'border-line bg-surface-muted'}`}
    >
      <p className="text-ink">{stageText(billing)}</p>
      {billing.discounted && billing.canStart && (
        <p className="mt-1 text-ink-muted">{m.listing_early_partner_discount_applied()}</p>
      )}
      {note && (
        <p role="status" className="mt-1 font-medium text-ink">
          {note}
        </p>
      )}
      {(billing.canStart || billing.canManage || billing.canCancel) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {billing.canStart && (
            <button
              type="button"
              className="btn-primary"
              disabled={busy !== null}
              aria-busy={busy === 'checkout'}
              aria-label={m.listing_start_subscription_name({ name })}
              onClick={() => openStripe('checkout')}
            >
              {busy === 'checkout' ? m.listing_opening_checkout() : m.listing_start_subscription()}
            </button>
          )}
          {billing.canManage && (
            <button
              type="button"
              className="btn-secondary"
              disabled={busy !== null}
              aria-busy={busy === 'portal'}
              aria-label={m.listing_manage_billing_name({ name })}
              onClick={() => openStripe('portal')}
            >
              {busy === 'portal' ? m.listing_opening() : m.listing_manage_billing()}
            </button>
          )}
          {billing.canCancel && (
            <button
              type="button"
              className="btn-ghost"
              disabled={busy !== null}
              aria-label={m.listing_cancel_subscription_name({ name })}
              onClick={() => setConfirmCancel(true)}
            >
              {m.listing_cancel_subscription()}
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={m.listing_cancel_subscription_name_2({ name })}
        description={m.listing_stays_listed_paid_through({ day_of: dayOf(billing.paidThrough) })}
        confirmLabel={m.listing_cancel_subscription_2()}
        busyLabel={m.listing_cancelling()}
        onConfirm={cancel}
      />
    </section>
  );
}
