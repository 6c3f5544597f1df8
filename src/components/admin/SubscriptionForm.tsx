import { useState } from 'react';
import { showToast } from '#src/client/toast.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { FormError } from '#src/components/ui/FormError.tsx';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import type { AdminListing } from '#src/client/answers.ts';
import { SUBSCRIPTION_PLANS } from '#src/shared/catalog.ts';
import { subscriptionBody } from '#src/shared/validation/admin.ts';
import { api, read } from '#src/client/api.ts';
import { fieldErrorsOf, isChangedConflict } from './admin-api.ts';
import { FormButtons, SelectBox } from './AdminParts.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import { IslandForm } from '#src/components/ui/IslandForm.tsx';

/** isPaid, plan, payment and expiry dates, checked by the API's own rules before sending. */
export function SubscriptionForm({
  listing,
  onSaved,
  onCancel,
  onConflict,
}: {
  listing: AdminListing;
  onSaved: (listing: AdminListing) => void;
  onCancel: () => void;
  onConflict: () => void;
}) {
  const [isPaid, setIsPaid] = useState(listing.isPaid);
  const [plan, setPlan] = useState(listing.subscriptionPlan ?? '');
  const [paymentDate, setPaymentDate] = useState(listing.paymentDate ?? '');
  const [expiry, setExpiry] = useState(listing.subscriptionExpiryDate ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const body = {
      expectedUpdatedAt: listing.updatedAt,
      isPaid,
      subscriptionPlan: plan || null,
      paymentDate: paymentDate || null,
      subscriptionExpiryDate: expiry || null,
    };
    const checked = subscriptionBody.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const answer = await read(
        api.admin.listings[':id'].subscription.$put({ param: { id: listing.id }, json: checked.data }),
      );
      showToast({ title: m.admin_subscription_saved(), variant: 'success' });
      onSaved(answer.listing);
    } catch (err) {
      if (isChangedConflict(err)) return onConflict();
      setErrors(fieldErrorsOf(err));
      setFormError(serverMessage(err, m.admin_subscription_could_not_saved()));
    } finally {
      setBusy(false);
    }
  };

  return (
    <IslandForm
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label className="flex items-center gap-2 text-sm font-medium text-ink sm:col-span-2">
        <input type="checkbox" checked={isPaid} onChange={(e) => setIsPaid(e.currentTarget.checked)} />
        {m.admin_paid_listing_shown_first()}
      </label>
      <SelectBox
        label={m.admin_plan()}
        error={errors.subscriptionPlan}
        value={plan}
        options={[{ value: '', label: m.admin_no_plan() }, ...SUBSCRIPTION_PLANS]}
        onChange={setPlan}
      />
      <Field label={m.admin_payment_date()} error={errors.paymentDate}>
        <input
          type="date"
          className="field-input"
          value={paymentDate}
          onChange={(e) => setPaymentDate(e.currentTarget.value)}
        />
      </Field>
      <Field label={m.admin_expiry_date()} error={errors.subscriptionExpiryDate}>
        <input type="date" className="field-input" value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)} />
      </Field>
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <FormButtons label={m.admin_save_subscription()} busy={busy} onCancel={onCancel} />
    </IslandForm>
  );
}
