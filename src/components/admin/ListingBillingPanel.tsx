import { useState } from 'react';
import { api, read } from '#src/client/api.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import type { AdminBillingAnswer, BillingStage } from '#src/shared/api/billing.ts';
import { discountBody, extraTrialBody } from '#src/shared/validation/billing.ts';
import { formatDateTime, runAction } from './admin-api.ts';

type BillingOn = Extract<AdminBillingAnswer, { enabled: true }>;

const STAGE_LABELS: Record<BillingStage, string> = {
  trial: 'In trial',
  trial_ended: 'Trial ended, unpaid',
  subscribed: 'Subscribed',
  cancelling: 'Cancelled at period end',
  payment_failed: 'Payment failed',
  paused: 'Paused by billing',
  ended: 'Subscription ended',
};

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

/**
 * A listing's self-serve billing in the admin's Subscription dialog (docs/decisions/billing.md):
 * its state, payments and recent Stripe events, and the admin's acts on it (an extra trial, the
 * early-partner discount), each audited. With billing off it shows nothing: the manual form below
 * it is the whole story.
 */
export function ListingBillingPanel({ listingId, onChanged }: { listingId: string; onChanged: () => void }) {
  const { query } = useApiQuery(
    listingId,
    () => read(api.admin.billing.listings[':id'].$get({ param: { id: listingId } })),
    {
      what: "the listing's billing",
    },
  );
  const [answer, setAnswer] = useState<BillingOn | null>(null);
  const loaded = query.status === 'ready' && query.data.enabled ? query.data : null;
  const data = answer ?? loaded;
  if (query.status === 'error') return <p className="text-sm text-danger">The billing state could not be loaded.</p>;
  if (!data) return null;
  return (
    <BillingDetails
      data={data}
      listingId={listingId}
      onAnswer={(next) => {
        setAnswer(next);
        onChanged();
      }}
    />
  );
}

function BillingDetails({
  data,
  listingId,
  onAnswer,
}: {
  data: BillingOn;
  listingId: string;
  onAnswer: (answer: BillingOn) => void;
}) {
  const [days, setDays] = useState('14');
  const [discount, setDiscount] = useState(data.billing?.discount ?? data.defaultDiscount ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const param = { id: listingId };
  const billing = data.billing;

  const act = async (request: () => Promise<AdminBillingAnswer>, messages: { done: string; failed: string }) => {
    setBusy(true);
    const next = await runAction(request, messages);
    setBusy(false);
    if (next?.enabled) onAnswer(next);
  };

  if (!billing) {
    return (
      <section aria-label="Billing" className="mb-4 rounded-lg border border-line p-3 text-sm text-ink-muted">
        Online billing is on. This listing has no trial yet: it starts the first time the listing is live with an owner.
      </section>
    );
  }
  return (
    <section aria-label="Billing" className="mb-4 space-y-3 rounded-lg border border-line p-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-muted">State</dt>
        <dd className="font-medium text-ink">{STAGE_LABELS[billing.stage]}</dd>
        <dt className="text-ink-muted">Trial ends</dt>
        <dd>
          {formatDateTime(billing.trialEndsAt)}
          {billing.extraTrialDays > 0 && ` (${billing.extraTrialDays} extra days granted)`}
        </dd>
        {billing.paidThrough && (
          <>
            <dt className="text-ink-muted">Paid through</dt>
            <dd>{formatDateTime(billing.paidThrough)}</dd>
          </>
        )}
        {billing.pausesAt && (
          <>
            <dt className="text-ink-muted">Paused on</dt>
            <dd>{formatDateTime(billing.pausesAt)} unless paid</dd>
          </>
        )}
        <dt className="text-ink-muted">Discount</dt>
        <dd>{billing.discount ?? 'none'}</dd>
        {billing.stripeSubscriptionId && (
          <>
            <dt className="text-ink-muted">Stripe</dt>
            <dd className="break-all">
              {billing.stripeSubscriptionId} ({billing.subscriptionStatus ?? 'no status yet'}),{' '}
              {billing.stripeCustomerId}
            </dd>
          </>
        )}
      </dl>

      <div className="grid gap-3 sm:grid-cols-2">
        <form
          noValidate
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const parsed = extraTrialBody.safeParse({ days });
            if (!parsed.success) return setError(parsed.error.issues[0]!.message);
            setError(null);
            void act(() => read(api.admin.billing.listings[':id']['extra-trial'].$post({ param, json: parsed.data })), {
              done: `${parsed.data.days} trial days added`,
              failed: 'Could not add trial days',
            });
          }}
        >
          <Field label="Extra trial days">
            <input
              className="field-input w-24"
              inputMode="numeric"
              value={days}
              onChange={(e) => setDays(e.currentTarget.value)}
            />
          </Field>
          <button type="submit" className="btn-secondary" disabled={busy}>
            Grant
          </button>
        </form>
        <form
          noValidate
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const parsed = discountBody.safeParse({ discount });
            if (!parsed.success) return setError(parsed.error.issues[0]!.message);
            setError(null);
            void act(() => read(api.admin.billing.listings[':id'].discount.$put({ param, json: parsed.data })), {
              done: 'Early-partner discount granted',
              failed: 'Could not grant the discount',
            });
          }}
        >
          <Field label="Early-partner coupon">
            <input className="field-input" value={discount} onChange={(e) => setDiscount(e.currentTarget.value)} />
          </Field>
          <button type="submit" className="btn-secondary" disabled={busy}>
            Grant
          </button>
          {billing.discount && (
            <button
              type="button"
              className="btn-ghost"
              disabled={busy}
              onClick={() =>
                act(() => read(api.admin.billing.listings[':id'].discount.$put({ param, json: { discount: null } })), {
                  done: 'Discount withdrawn',
                  failed: 'Could not withdraw the discount',
                })
              }
            >
              Withdraw
            </button>
          )}
        </form>
      </div>
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}

      <div>
        <h3 className="font-semibold text-ink">Payments</h3>
        {data.payments.length === 0 ? (
          <p className="text-ink-muted">No payments yet.</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {data.payments.map((p) => (
              <li key={p.invoiceId}>
                {formatDateTime(p.occurredAt)}: {money(p.amount, p.currency)} {p.status}
                {p.periodEnd && `, covers to ${formatDateTime(p.periodEnd)}`}{' '}
                <span className="text-ink-muted">({p.invoiceId})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {data.events.length > 0 && (
        <details>
          <summary className="cursor-pointer text-ink-muted">Recent Stripe events</summary>
          <ul className="mt-1 space-y-1 text-xs">
            {data.events.map((e) => (
              <li key={e.id}>
                {formatDateTime(e.createdAt)} {e.type}: {e.outcome}
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className="text-xs text-ink-muted">
        Online billing is on: the fields below follow Stripe. A change made by hand holds until the listing's next
        payment or billing event.
      </p>
    </section>
  );
}
