import { useEffect, useRef, useState } from 'react';
import { useController, useForm, useWatch, type FieldError, type Path, type Resolver } from 'react-hook-form';
import { ApiRequestError, api, read } from '#src/client/api.ts';
import { showToastAfterNavigation } from '#src/client/toast.ts';
import { LISTING_FORM_MESSAGES, type ListingCity, type OwnerListing } from '#src/shared/api/listings.ts';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  SERVICES,
  STORAGE_TERM_LABELS,
  STORAGE_TERM_TYPES,
  STORAGE_TYPES,
} from '#src/shared/catalog.ts';
import type { Listing, ListingInput } from '#src/shared/validation/listing.ts';
import {
  DESCRIPTION_LIMITS,
  LISTING_MESSAGES,
  MAX_CONTACT_ROWS,
  regionsOf,
} from '#src/shared/validation/listing-wording.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { FormError } from '#src/components/ui/FormError.tsx';
import { lazyZodResolver } from '#src/components/ui/lazy-resolver.ts';
import { CityField } from './CityField.tsx';
import { clearDraft, readDraft, saveDraft } from './listing-draft.ts';
import { listingFormValues } from './listing-form-values.ts';
import { CheckboxGroup, ContactRows, FormSection, Switch } from './ListingFormParts.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';

const EMPTY: ListingInput = {
  name: '',
  address: '',
  unitNumber: '',
  city: '',
  stateProvince: '',
  country: DEFAULT_COUNTRY,
  squareFeet: '',
  storageType: [],
  storageTermType: 'both',
  servicesOffered: [],
  contactEmails: [''],
  contactPhones: [''],
  websiteUrl: '',
  description: '',
  images: [],
  showContactInfo: false,
  forwardQuotesToWarehouse: false,
};

/** The owner's listing in the form: a rename waiting for approval shows as the name, and an empty list as one blank row. */
function formValuesOf(listing: OwnerListing): ListingInput {
  const values = listingFormValues(listing);
  return {
    ...values,
    name: listing.pendingName ?? listing.name,
    contactEmails: listing.contactEmails.length ? listing.contactEmails : [''],
    contactPhones: listing.contactPhones.length ? listing.contactPhones : [''],
  };
}

const validation = lazyZodResolver(() => import('#src/shared/validation/listing.ts').then((m) => m.listingSchema));

const allBlank = (rows: unknown) => Array.isArray(rows) && rows.every((r) => typeof r !== 'string' || !r.trim());

/**
 * listingSchema, with one kindness: a list whose only rows are blank counts as no list, so the
 * owner reads "At least one contact email is required" rather than a message about row 1.
 */
const resolver: Resolver<ListingInput, unknown, Listing> = (values, context, options) =>
  validation.resolver(
    {
      ...values,
      contactEmails: allBlank(values.contactEmails) ? [] : values.contactEmails,
      contactPhones: allBlank(values.contactPhones) ? [] : values.contactPhones,
    },
    context,
    options,
  );

/** Focuses the first field that shows a message, in the order the owner reads the form. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** A message kept on a list field (errors.contactEmails) or on its rows (errors.contactEmails[1]). */
function listErrors(error: unknown, rows: number) {
  const list = error as (FieldError & Record<number, FieldError | undefined>) | undefined;
  return {
    error: list?.message,
    rowErrors: Array.from({ length: rows }, (_, i) => list?.[i]?.message),
  };
}

function savedToast(listing: OwnerListing, before: OwnerListing) {
  if (listing.pendingName && listing.pendingName !== before.pendingName) {
    return { title: 'Changes saved', description: LISTING_FORM_MESSAGES.renamePending(listing.pendingName) };
  }
  if (before.status === 'declined' && listing.status === 'pending') {
    return { title: 'Changes saved', description: LISTING_FORM_MESSAGES.resubmitted(listing.name) };
  }
  return { title: 'Changes saved', description: LISTING_FORM_MESSAGES.saved(listing.name) };
}

/**
 * The listing form (/list-warehouse): a new listing, or with `listing` the owner's edit of it.
 * What is typed is kept in the tab's draft on every change, so a refused save, a network error,
 * a reload or a login round-trip loses nothing; a successful save clears it.
 *
 * `create` sends a new listing somewhere else than the owner's POST /api/listings: the admin
 * dashboard's unowned listings use the owners' form this way. Such a form keeps no draft (it would
 * share the tab's new-listing draft with the owner's form) and leaves what follows to the caller.
 */
export function ListingForm({
  listing,
  create,
}: {
  listing: OwnerListing | null;
  create?: (input: Listing) => Promise<void>;
}) {
  const listingId = listing?.id ?? null;
  const version = listing?.updatedAt ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    setValue,
    getValues,
    subscribe,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ListingInput, unknown, Listing>({
    resolver,
    defaultValues: listing ? formValuesOf(listing) : EMPTY,
    shouldFocusError: false,
  });

  useEffect(() => {
    if (create) return;
    const saved = listing ? formValuesOf(listing) : EMPTY;
    const draft = readDraft(listingId, version);
    // A draft that holds nothing new (typed, then erased) is not worth a notice.
    if (draft && JSON.stringify({ ...saved, ...draft }) !== JSON.stringify(saved)) {
      reset({ ...saved, ...draft });
      setRestored(true);
    }
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(listingId, version, values as ListingInput),
    });
  }, [create, listing, listingId, version, reset, subscribe]);

  const country = useWatch({ control, name: 'country' });
  const stateProvince = useWatch({ control, name: 'stateProvince' });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const regions = regionsOf(country);

  const { field: city } = useController({ control, name: 'city' });
  const { field: storageType } = useController({ control, name: 'storageType' });
  const { field: services } = useController({ control, name: 'servicesOffered' });
  const { field: emails } = useController({ control, name: 'contactEmails' });
  const { field: phones } = useController({ control, name: 'contactPhones' });
  const { field: images } = useController({ control, name: 'images' });
  const { field: showContact } = useController({ control, name: 'showContactInfo' });
  const { field: forwardQuotes } = useController({ control, name: 'forwardQuotesToWarehouse' });
  const emailRows = (emails.value ?? []) as string[];
  const phoneRows = (phones.value ?? []) as string[];

  /** A place changed above the city: a city of the old province or country no longer fits. */
  const placeChanged = (next: { country?: string; stateProvince?: string }) => {
    const nextCountry = next.country ?? getValues('country');
    const nextRegion = next.stateProvince ?? getValues('stateProvince');
    const regionFits = regionsOf(nextCountry).some((r) => r.code === nextRegion);
    if (!regionFits) setValue('stateProvince', '', { shouldValidate: isSubmitted });
    if (getValues('city')) setValue('city', '', { shouldValidate: false });
    clearErrors('city');
  };

  const cityChecked = (known: ListingCity | null | false) => {
    if (known === null) return;
    if (known === false) {
      setError('city', { type: 'gazetteer', message: LISTING_MESSAGES.cityUnknown });
      return;
    }
    if (known.name !== getValues('city')) setValue('city', known.name);
    clearErrors('city');
  };

  const onSubmit = async (input: Listing) => {
    setFormError(null);
    try {
      if (!listing && create) {
        await create(input);
        return;
      }
      if (!listing) {
        await read(api.listings.$post({ json: input }));
        clearDraft(null);
        window.location.assign('/warehouse-submitted');
        return;
      }
      const saved = await read(api.listings[':id'].$patch({ param: { id: listing.id }, json: input }));
      clearDraft(listing.id);
      showToastAfterNavigation({ ...savedToast(saved.listing, listing), variant: 'success' });
      window.location.assign('/my-warehouses');
    } catch (err) {
      if (!(err instanceof ApiRequestError)) {
        setFormError(LISTING_FORM_MESSAGES.network);
        return;
      }
      // A 401 signs the visitor out (src/client/api.ts); the page then asks them to log in, and the draft waits.
      if (err.status === 401) return;
      for (const [key, message] of Object.entries(err.body?.errors ?? {})) {
        const field = (key.startsWith('images.') ? 'images' : key) as Path<ListingInput>;
        setError(field, { type: 'server', message });
      }
      setFormError(err.body?.errors ? LISTING_FORM_MESSAGES.invalid : err.serverMessage(LISTING_FORM_MESSAGES.network));
      focusFirstInvalid(formRef.current);
    }
  };

  const onInvalid = () => {
    setFormError(LISTING_FORM_MESSAGES.invalid);
    focusFirstInvalid(formRef.current);
  };

  const seenByPublic = listing?.status === 'active' || listing?.status === 'paused';
  const emailErrors = listErrors(errors.contactEmails, emailRows.length);
  const phoneErrors = listErrors(errors.contactPhones, phoneRows.length);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      onFocus={validation.preload}
      className="space-y-6"
      aria-label={listing ? `Edit ${listing.name}` : 'List your warehouse'}
      data-listing-form
    >
      {restored && (
        <p className="rounded-lg border border-line bg-brand-soft px-4 py-3 text-sm text-ink" role="status">
          We kept what you typed earlier in this tab. Review it and {listing ? 'save your changes' : 'submit'}.
        </p>
      )}

      <FormSection title="Basics" intro="What businesses see first in search results.">
        <Field
          label="Warehouse name"
          error={errors.name?.message}
          hint={
            seenByPublic
              ? `A new name shows once our team approves it; until then your listing keeps "${listing?.name}".`
              : undefined
          }
        >
          <input className="field-input" autoComplete="organization" {...register('name')} />
        </Field>
        {listing?.pendingName && (
          <p className="text-sm text-ink-muted">
            Waiting for approval: <strong className="text-ink">{listing.pendingName}</strong>
          </p>
        )}
        <Field
          label="Description"
          error={errors.description?.message}
          hint={
            <span
              className={description.length > DESCRIPTION_LIMITS.max ? 'font-semibold text-danger' : undefined}
              data-description-counter
            >
              {description.length} / {DESCRIPTION_LIMITS.max}
            </span>
          }
        >
          <textarea rows={6} className="field-input" {...register('description')} />
        </Field>
      </FormSection>

      <FormSection
        title="Location"
        intro="Where the warehouse is. Its city places it on the map and in searches nearby."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Country" error={errors.country?.message}>
            <select
              className="field-input"
              {...register('country', { onChange: (e) => placeChanged({ country: e.target.value }) })}
            >
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.name}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label={country === 'United States' ? 'State' : 'Province'} error={errors.stateProvince?.message}>
            <select
              className="field-input"
              {...register('stateProvince', { onChange: (e) => placeChanged({ stateProvince: e.target.value }) })}
            >
              <option value="">{country === 'United States' ? 'Select a state' : 'Select a province'}</option>
              {regions.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
          </Field>
          <CityField
            value={city.value ?? ''}
            onChange={city.onChange}
            country={country}
            stateProvince={stateProvince}
            error={errors.city?.message}
            inputRef={city.ref}
            onChecked={cityChecked}
          />
          <Field label="Unit (optional)" error={errors.unitNumber?.message}>
            <input className="field-input" autoComplete="address-line2" {...register('unitNumber')} />
          </Field>
        </div>
        <Field
          label="Street address"
          error={errors.address?.message}
          hint="Only the street name is public unless you choose to show your contact information."
        >
          <input className="field-input" autoComplete="address-line1" {...register('address')} />
        </Field>
      </FormSection>

      <FormSection title="Space and services">
        <Field label="Available space in square feet (optional)" error={errors.squareFeet?.message}>
          <input className="field-input sm:max-w-xs" inputMode="numeric" {...register('squareFeet')} />
        </Field>
        <CheckboxGroup
          legend="Storage types"
          options={STORAGE_TYPES}
          value={storageType.value ?? []}
          onChange={storageType.onChange}
          error={errors.storageType?.message ?? errors.storageType?.[0]?.message}
          inputRef={storageType.ref}
        />
        <fieldset>
          <legend className="field-label">Storage term</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
            {STORAGE_TERM_TYPES.map((term) => (
              <label key={term} className="flex cursor-pointer items-center gap-2.5 py-1 text-sm text-ink">
                <input
                  type="radio"
                  value={term}
                  className="h-4 w-4 accent-[var(--brand)]"
                  aria-invalid={errors.storageTermType ? true : undefined}
                  {...register('storageTermType')}
                />
                {STORAGE_TERM_LABELS[term]}
              </label>
            ))}
          </div>
          {errors.storageTermType && (
            <p className="field-error" role="alert">
              {errors.storageTermType.message}
            </p>
          )}
        </fieldset>
        <CheckboxGroup
          legend="Services offered"
          options={SERVICES}
          value={services.value ?? []}
          onChange={services.onChange}
          error={errors.servicesOffered?.message ?? errors.servicesOffered?.[0]?.message}
          inputRef={services.ref}
        />
      </FormSection>

      <FormSection title="Contact" intro="Where we and, if you allow it, businesses reach you.">
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactRows
            legend="Contact e-mails"
            noun="e-mail"
            type="email"
            autoComplete="email"
            values={emailRows}
            onChange={emails.onChange}
            onBlur={emails.onBlur}
            max={MAX_CONTACT_ROWS}
            inputRef={emails.ref}
            {...emailErrors}
          />
          <ContactRows
            legend="Contact phones"
            noun="phone"
            type="tel"
            autoComplete="tel"
            values={phoneRows}
            onChange={phones.onChange}
            onBlur={phones.onBlur}
            max={MAX_CONTACT_ROWS}
            inputRef={phones.ref}
            {...phoneErrors}
          />
        </div>
        <Field label="Website (optional)" error={errors.websiteUrl?.message} hint="For example https://example.com">
          <input type="url" inputMode="url" className="field-input" autoComplete="url" {...register('websiteUrl')} />
        </Field>
      </FormSection>

      <FormSection title="Photos" intro="Good photos of the space, the docks and the outside help businesses choose.">
        <PhotoUploader value={images.value ?? []} onChange={images.onChange} error={errors.images?.message} />
      </FormSection>

      <FormSection title="Visibility">
        <Switch
          label="Show contact information"
          description="Your street number, e-mails and phones appear on the listing. Off: businesses reach you through quote requests."
          checked={Boolean(showContact.value)}
          onChange={showContact.onChange}
        />
        <Switch
          label="Forward quote requests to me"
          description="Quote requests for this listing are also e-mailed to your contact e-mails."
          checked={Boolean(forwardQuotes.value)}
          onChange={forwardQuotes.onChange}
        />
      </FormSection>

      <div className="space-y-4">
        <FormError message={formError} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {listing && (
            <a href="/my-warehouses" className="btn-secondary no-underline">
              Cancel
            </a>
          )}
          <button type="submit" className="btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : listing ? 'Save Changes' : 'Submit Listing'}
          </button>
        </div>
      </div>
    </form>
  );
}
