import { useState } from 'react';
import { api, read } from '#src/client/api.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import type { BillingStage } from '#src/shared/api/billing.ts';
import type { AdminBillingAnswer } from '#src/client/answers.ts';
import { discountBody, extraTrialBody } from '#src/shared/validation/billing.ts';
import { formatDateTime, runAction } from './admin-api.ts';
import { LANGUAGE_TAG } from '#src/shared/i18n/locale.ts';
import { getLocale, m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

type BillingOn = Extract<AdminBillingAnswer, { enabled: true }>;

const STAGE_LABELS: Record<BillingStage, string> = {
  get trial() {
    return m.admin_trial();
  },
  get trial_ended() {
    return m.admin_trial_ended_unpaid();
  },
  get subscribed() {
    return m.admin_subscribed();
  },
  get cancelling() {
    return m.admin_cancelled_at_period_end();
  },
  get payment_failed() {
    return m.admin_payment_failed();
  },
  get paused() {
    return m.admin_paused_by_billing();
  },
  get ended() {
    return m.admin_subscription_ended();
  },
};

/** Stripe's amounts in the admin's language: "$49.00" / "49,00 $" (en-CA's and fr-CA's currency styles). */
const money = (amount: number, currency: string) =>
  new Intl.NumberFormat(getLocale() === 'fr' ? LANGUAGE_TAG.fr : 'en-CA', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);

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
      what: m.admin_listing_s_billing(),
    },
  );
  const [answer, setAnswer] = useState<BillingOn | null>(null);
  const loaded = query.status === 'ready' && query.data.enabled ? query.data : null;
  const data = answer ?? loaded;
  if (query.status === 'error') return <p className="text-sm text-danger">{m.admin_billing_state_could_not()}</p>;
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
      <section aria-label={m.admin_billing()} className="mb-4 rounded-lg border border-line p-3 text-sm text-ink-muted">
        {m.admin_online_billing_listing_has()}
      </section>
    );
  }
  return (
    <section aria-label={m.admin_billing()} className="mb-4 space-y-3 rounded-lg border border-line p-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-muted">{m.listing_state()}</dt>
        <dd className="font-medium text-ink">{STAGE_LABELS[billing.stage]}</dd>
        <dt className="text-ink-muted">{m.admin_trial_ends()}</dt>
        <dd>
          {formatDateTime(billing.trialEndsAt)}
          {billing.extraTrialDays > 0 && m.admin_extra_trial_days_extra({ extra_trial_days: billing.extraTrialDays })}
        </dd>
        {billing.paidThrough && (
          <>
            <dt className="text-ink-muted">{m.admin_paid_through()}</dt>
            <dd>{formatDateTime(billing.paidThrough)}</dd>
          </>
        )}
        {billing.pausesAt && (
          <>
            <dt className="text-ink-muted">{m.admin_paused()}</dt>
            <dd>{m.admin_date_time_unless_paid({ date_time: formatDateTime(billing.pausesAt) })}</dd>
          </>
        )}
        <dt className="text-ink-muted">{m.admin_discount()}</dt>
        <dd>{billing.discount ?? 'none'}</dd>
        {billing.stripeSubscriptionId && (
          <>
            <dt className="text-ink-muted">{m.admin_stripe()}</dt>
            <dd className="break-all">
              {billing.stripeSubscriptionId} ({billing.subscriptionStatus ?? m.admin_no_status_yet()}),{' '}
              {billing.stripeCustomerId}
            </dd>
          </>
        )}
      </dl>

      <div className="grid gap-3 sm:grid-cols-2">
        <IslandForm
          noValidate
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const parsed = extraTrialBody.safeParse({ days });
            if (!parsed.success) return setError(parsed.error.issues[0]!.message);
            setError(null);
            void act(() => read(api.admin.billing.listings[':id']['extra-trial'].$post({ param, json: parsed.data })), {
              done: m.admin_days_trial_days_added({ days: parsed.data.days }),
              failed: m.admin_could_not_add_trial(),
            });
          }}
        >
          <Field label={m.admin_extra_trial_days()}>
            <input
              className="field-input w-24"
              inputMode="numeric"
              value={days}
              onChange={(e) => setDays(e.currentTarget.value)}
            />
          </Field>
          <SubmitButton className="btn-secondary" busy={busy}>
            {m.admin_grant()}
          </SubmitButton>
        </IslandForm>
        <IslandForm
          noValidate
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const parsed = discountBody.safeParse({ discount });
            if (!parsed.success) return setError(parsed.error.issues[0]!.message);
            setError(null);
            void act(() => read(api.admin.billing.listings[':id'].discount.$put({ param, json: parsed.data })), {
              done: m.admin_early_partner_discount_granted(),
              failed: m.admin_could_not_grant_discount(),
            });
          }}
        >
          <Field label={m.admin_early_partner_coupon()}>
            <input className="field-input" value={discount} onChange={(e) => setDiscount(e.currentTarget.value)} />
          </Field>
          <SubmitButton className="btn-secondary" busy={busy}>
            {m.admin_grant()}
          </SubmitButton>
          {billing.discount && (
            <button
              type="button"
              className="btn-ghost"
              disabled={busy}
              onClick={() =>
                act(() => read(api.admin.billing.listings[':id'].discount.$put({ param, json: { discount: null } })), {
                  done: m.admin_discount_withdrawn(),
                  failed: m.admin_could_not_withdraw_discount(),
                })
              }
            >
              {m.admin_withdraw()}
            </button>
          )}
        </IslandForm>
      </div>
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}

      <div>
        <h3 className="font-semibold text-ink">{m.admin_payments()}</h3>
        {data.payments.length === 0 ? (
          <p className="text-ink-muted">{m.admin_no_payments_yet()}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {data.payments.map((p) => (
              <li key={p.invoiceId}>
                {formatDateTime(p.occurredAt)}: {money(p.amount, p.currency)}{' '}
                {p.status === 'paid' ? m.admin_payment_paid() : m.admin_payment_not_paid()}
                {p.periodEnd && m.admin_covers_date_time({ date_time: formatDateTime(p.periodEnd) })}{' '}
                <span className="text-ink-muted">({p.invoiceId})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {data.events.length > 0 && (
        <details>
          <summary className="cursor-pointer text-ink-muted">{m.admin_recent_stripe_events()}</summary>
          <ul className="mt-1 space-y-1 text-xs">
            {data.events.map((e) => (
              <li key={e.id}>
                {formatDateTime(e.createdAt)} {e.type}: {e.outcome}
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className="text-xs text-ink-muted">{m.admin_online_billing_fields_below()}</p>
    </section>
  );
}
