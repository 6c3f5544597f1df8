import { useState, type FormEvent } from 'react';
import { listingFormValues } from '#src/components/listing/listing-form-values.ts';
import { CheckboxGroup } from '#src/components/listing/ListingFormParts.tsx';
import { PhotoUploader } from '#src/components/listing/PhotoUploader.tsx';
import { Field } from '#src/components/ui/Field.tsx';
import { FormError } from '#src/components/ui/FormError.tsx';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import type { AdminListing } from '#src/shared/api/admin.ts';
import { COUNTRIES, SERVICES, STORAGE_TERM_LABELS, STORAGE_TERM_TYPES, STORAGE_TYPES } from '#src/shared/catalog.ts';
import { regionsOf, type ListingInput } from '#src/shared/validation/listing.ts';
import { fieldErrorsOf } from './admin-api.ts';
import { FormButtons, SelectBox } from './AdminParts.tsx';

type Values = Omit<ListingInput, 'contactEmails' | 'contactPhones' | 'squareFeet' | 'images'> & {
  contactEmails: string;
  contactPhones: string;
  squareFeet: string;
  images: string[];
};

function valuesOf(listing: AdminListing): Values {
  const values = listingFormValues(listing);
  return { ...values, contactEmails: values.contactEmails.join('\n'), contactPhones: values.contactPhones.join('\n') };
}

const SWITCHES = [
  { key: 'showContactInfo', label: 'Show contact details on the listing' },
  { key: 'forwardQuotesToWarehouse', label: 'Forward quote requests to the warehouse' },
] as const;

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The body the listing API reads: the owners' form's fields (src/shared/validation/listing.ts). */
function bodyOf(v: Values) {
  return { ...v, contactEmails: lines(v.contactEmails), contactPhones: lines(v.contactPhones) };
}

/**
 * Every field of a listing for an admin's edit, coordinates included (a new unowned listing uses
 * the owners' own form). The rules are the owners' (one schema on the server); its answers'
 * per-field messages show under the fields.
 */
export function ListingForm({
  listing,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  listing: AdminListing;
  submitLabel: string;
  /** Sends the body; throws ApiRequestError on refusal. */
  onSubmit: (body: ReturnType<typeof bodyOf>) => Promise<void>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(listing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: 'name' | 'address' | 'unitNumber' | 'city' | 'websiteUrl' | 'squareFeet') => ({
    className: 'field-input',
    value: values[key] ?? '',
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
  });
  const area = (key: 'contactEmails' | 'contactPhones' | 'description', rows: number) => ({
    className: 'field-input',
    rows,
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
  });
  const regions = regionsOf(values.country);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await onSubmit(bodyOf(values));
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setFormError(serverMessage(err, 'The listing could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Warehouse name" error={errors.name} className="sm:col-span-2">
        <input {...text('name')} />
      </Field>
      <Field label="Street address" error={errors.address}>
        <input {...text('address')} />
      </Field>
      <Field label="Unit (optional)" error={errors.unitNumber}>
        <input {...text('unitNumber')} />
      </Field>
      <Field label="City" error={errors.city}>
        <input {...text('city')} />
      </Field>
      <SelectBox
        label="Country"
        error={errors.country}
        value={values.country}
        options={COUNTRIES.map((c) => ({ value: c.name, label: c.name }))}
        onChange={(country) => setValues((v) => ({ ...v, country, stateProvince: '' }))}
      />
      <SelectBox
        label="Province or state"
        error={errors.stateProvince}
        value={values.stateProvince}
        options={[{ value: '', label: 'Choose…' }, ...regions.map((r) => ({ value: r.code, label: r.name }))]}
        onChange={(v) => set('stateProvince', v)}
      />
      <Field label="Square feet (optional)" error={errors.squareFeet}>
        <input {...text('squareFeet')} inputMode="numeric" />
      </Field>
      <SelectBox
        label="Storage term"
        error={errors.storageTermType}
        value={values.storageTermType}
        options={STORAGE_TERM_TYPES.map((t) => ({ value: t, label: STORAGE_TERM_LABELS[t] }))}
        onChange={(v) => set('storageTermType', v)}
      />
      <Field label="Website (optional)" error={errors.websiteUrl}>
        <input {...text('websiteUrl')} type="url" />
      </Field>
      <div className="sm:col-span-2">
        <CheckboxGroup
          legend="Storage types"
          options={STORAGE_TYPES}
          value={values.storageType}
          error={errors.storageType}
          onChange={(v) => set('storageType', v as Values['storageType'])}
        />
      </div>
      <div className="sm:col-span-2">
        <CheckboxGroup
          legend="Services offered"
          options={SERVICES}
          value={values.servicesOffered}
          error={errors.servicesOffered}
          onChange={(v) => set('servicesOffered', v as Values['servicesOffered'])}
        />
      </div>
      <Field label="Contact e-mails" hint="One per line" error={errors.contactEmails}>
        <textarea {...area('contactEmails', 2)} />
      </Field>
      <Field label="Contact phones" hint="One per line" error={errors.contactPhones}>
        <textarea {...area('contactPhones', 2)} />
      </Field>
      <Field label="Description" error={errors.description} className="sm:col-span-2">
        <textarea {...area('description', 5)} />
      </Field>
      <fieldset className="sm:col-span-2">
        <legend className="field-label">Photos</legend>
        <PhotoUploader value={values.images} onChange={(urls) => set('images', urls)} error={errors.images} />
      </fieldset>
      <div className="space-y-2 sm:col-span-2">
        {SWITCHES.map(({ key, label }) => (
          <label key={key} className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" checked={values[key]} onChange={(e) => set(key, e.currentTarget.checked)} />
            {label}
          </label>
        ))}
      </div>
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <FormButtons label={busy ? 'Saving…' : submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
