import { useEffect, useState } from 'react';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { ConfirmDialog } from '#src/components/ui/ConfirmDialog.tsx';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import type { ListingBillingView } from '#src/shared/api/billing.ts';

/** Billing's dates are days: named in UTC as the rest of /my-warehouses names them. */
const longDate = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const dayOf = (iso: string | null) => (iso ? longDate.format(new Date(iso)) : '');

/** What the owner reads about where the listing's billing stands. */
function stageText(billing: ListingBillingView): string {
  const pauses = billing.pausesAt ? ` Unless it is paid by ${dayOf(billing.pausesAt)}, it is paused.` : '';
  switch (billing.stage) {
    case 'trial':
      return `Free trial until ${dayOf(billing.trialEndsAt)}. Start the monthly subscription any time to keep it listed after that.`;
    case 'trial_ended':
      return `The free trial ended on ${dayOf(billing.trialEndsAt)}.${pauses}`;
    case 'subscribed':
      return `Subscribed: paid through ${dayOf(billing.paidThrough)}, renewing monthly.`;
    case 'cancelling':
      return `Subscription cancelled: the listing stays paid through ${dayOf(billing.paidThrough)}, then it ends.`;
    case 'payment_failed':
      return `Your last payment failed. Update your card under Manage billing.${pauses}`;
    case 'paused':
      return billing.canStart
        ? 'Paused until it is paid: start the subscription and the listing goes back online as soon as the payment goes through.'
        : 'Paused until it is paid: update your card under Manage billing and the listing goes back online as soon as the payment goes through.';
    case 'ended':
      return `The subscription ended on ${dayOf(billing.paidThrough)}.${pauses}`;
  }
}

/** What the page says after Stripe's Checkout sent the owner back here (success_url / cancel_url). */
function returnNote(listingId: string, billing: ListingBillingView): string | null {
  const params = new URLSearchParams(window.location.search);
  if (params.get('listing') !== listingId) return null;
  if (params.get('billing') === 'cancelled') return 'Checkout was closed before paying: nothing was charged.';
  if (params.get('billing') !== 'started') return null;
  return billing.stage === 'subscribed'
    ? 'Thank you: your payment went through.'
    : 'Thank you: your payment is being confirmed. Reload the page in a minute to see it.';
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
        title: action === 'checkout' ? 'Could not start the subscription' : 'Could not open billing',
        description: serverMessage(err, 'Please try again in a few minutes.'),
        variant: 'error',
      });
    }
  }

  async function cancel() {
    try {
      const answer = await read(api.billing.listings[':id'].cancel.$post({ param }));
      setBilling(answer.billing);
      setConfirmCancel(false);
      showToast({ title: 'Subscription cancelled', description: stageText(answer.billing), variant: 'success' });
    } catch (err) {
      showToast({
        title: 'Could not cancel',
        description: serverMessage(err, 'Please try again in a few minutes.'),
        variant: 'error',
      });
    }
  }

  const alert = billing.stage === 'payment_failed' || billing.stage === 'paused' || billing.stage === 'trial_ended';
  return (
    <section
      aria-label={`Billing for ${name}`}
      className={`rounded-lg border p-3 text-sm ${alert ? 'border-danger/30 bg-danger-soft' : 'border-line bg-surface-muted'}`}
    >
      <p className="text-ink">{stageText(billing)}</p>
      {billing.discounted && billing.canStart && (
        <p className="mt-1 text-ink-muted">Your early-partner discount is applied at checkout.</p>
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
              aria-label={`Start subscription for ${name}`}
              onClick={() => openStripe('checkout')}
            >
              {busy === 'checkout' ? 'Opening checkout…' : 'Start subscription'}
            </button>
          )}
          {billing.canManage && (
            <button
              type="button"
              className="btn-secondary"
              disabled={busy !== null}
              aria-busy={busy === 'portal'}
              aria-label={`Manage billing for ${name}`}
              onClick={() => openStripe('portal')}
            >
              {busy === 'portal' ? 'Opening…' : 'Manage billing'}
            </button>
          )}
          {billing.canCancel && (
            <button
              type="button"
              className="btn-ghost"
              disabled={busy !== null}
              aria-label={`Cancel subscription for ${name}`}
              onClick={() => setConfirmCancel(true)}
            >
              Cancel subscription
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={`Cancel the subscription of ${name}?`}
        description={`It stays listed and paid through ${dayOf(billing.paidThrough)}; no further payment is taken. Afterwards it is paused unless you subscribe again.`}
        confirmLabel="Cancel Subscription"
        busyLabel="Cancelling…"
        onConfirm={cancel}
      />
    </section>
  );
}
