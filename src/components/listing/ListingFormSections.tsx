import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { ListingCity } from '#src/client/answers.ts';
import { COUNTRIES, SERVICES, STORAGE_TERM_TYPES, STORAGE_TYPES } from '#src/shared/catalog.ts';
import type { Listing, ListingInput } from '#src/shared/validation/listing.ts';
import { LISTING_MESSAGES, MAX_CONTACT_ROWS, regionsOf } from '#src/shared/validation/listing-wording.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { CityField } from './CityField.tsx';
import { PinSection } from './PinSection.tsx';
import { listErrors } from './listing-form-checks.ts';
import { CheckboxGroup, ContactRows, FormSection } from './ListingFormParts.tsx';
import { termLabel } from '#src/shared/i18n/labels/terms.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { countryLabel } from '#src/shared/i18n/labels/countries.ts';
import { regionLabel } from '#src/shared/i18n/labels/regions.ts';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { storageTypeLabel } from '#src/shared/i18n/labels/storage-types.ts';

/** The listing form (ListingForm.tsx) around a section, which gives it through its context. */
const useListingForm = () => useFormContext<ListingInput, unknown, Listing>();

/** Country, province or state, a gazetteer city of them, and the street. */
export function LocationSection() {
  const {
    register,
    control,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitted },
  } = useListingForm();
  const country = useWatch({ control, name: 'country' });
  const stateProvince = useWatch({ control, name: 'stateProvince' });
  const { field: city } = useController({ control, name: 'city' });
  const regions = regionsOf(country);

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

  return (
    <FormSection title={m.search_location()} intro={m.listing_where_warehouse_its_city()}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={m.compare_country()} error={errors.country?.message}>
          <select
            className="field-input"
            {...register('country', { onChange: (e) => placeChanged({ country: e.target.value }) })}
          >
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.name}>
                {countryLabel(c.name)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={country === 'United States' ? m.listing_state() : m.listing_province()}
          error={errors.stateProvince?.message}
        >
          <select
            className="field-input"
            {...register('stateProvince', { onChange: (e) => placeChanged({ stateProvince: e.target.value }) })}
          >
            <option value="">
              {country === 'United States' ? m.listing_select_state() : m.listing_select_province()}
            </option>
            {regions.map((r) => (
              <option key={r.code} value={r.code}>
                {regionLabel(r)}
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
        <Field label={m.listing_unit_optional()} error={errors.unitNumber?.message}>
          <input type="text" className="field-input" autoComplete="address-line2" {...register('unitNumber')} />
        </Field>
      </div>
      <Field
        label={m.listing_street_address()}
        error={errors.address?.message}
        hint={m.listing_only_street_name_public()}
      >
        <input type="text" className="field-input" autoComplete="address-line1" {...register('address')} />
      </Field>
      <PinSection />
    </FormSection>
  );
}

/** Size, storage types, the storage term and services. */
export function SpaceSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useListingForm();
  const { field: storageType } = useController({ control, name: 'storageType' });
  const { field: services } = useController({ control, name: 'servicesOffered' });
  return (
    <FormSection title={m.listing_space_services()}>
      <Field label={m.listing_total_size_square_feet()} error={errors.squareFeet?.message}>
        <input className="field-input sm:max-w-xs" inputMode="numeric" {...register('squareFeet')} />
      </Field>
      <CheckboxGroup
        legend={m.card_storage_types()}
        options={STORAGE_TYPES}
        label={storageTypeLabel}
        value={storageType.value ?? []}
        onChange={storageType.onChange}
        error={errors.storageType?.message ?? errors.storageType?.[0]?.message}
        inputRef={storageType.ref}
      />
      <fieldset>
        <legend className="field-label">{m.detail_storage_term()}</legend>
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
              {termLabel(term)}
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
        legend={m.listing_services_offered()}
        options={SERVICES}
        label={serviceLabel}
        value={services.value ?? []}
        onChange={services.onChange}
        error={errors.servicesOffered?.message ?? errors.servicesOffered?.[0]?.message}
        inputRef={services.ref}
      />
    </FormSection>
  );
}

/** The contact e-mails and phones (rows added and removed), and the website. */
export function ContactSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useListingForm();
  const { field: emails } = useController({ control, name: 'contactEmails' });
  const { field: phones } = useController({ control, name: 'contactPhones' });
  const emailRows = (emails.value ?? []) as string[];
  const phoneRows = (phones.value ?? []) as string[];
  return (
    <FormSection title={m.detail_contact()} intro={m.listing_where_we_if_allow()}>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactRows
          legend={m.listing_contact_e_mails()}
          noun={m.listing_noun_email()}
          nounPlural={m.listing_noun_emails()}
          type="email"
          autoComplete="email"
          values={emailRows}
          onChange={emails.onChange}
          onBlur={emails.onBlur}
          max={MAX_CONTACT_ROWS}
          inputRef={emails.ref}
          {...listErrors(errors.contactEmails, emailRows.length)}
        />
        <ContactRows
          legend={m.listing_contact_phones()}
          noun={m.listing_noun_phone()}
          nounPlural={m.listing_noun_phones()}
          type="tel"
          autoComplete="tel"
          values={phoneRows}
          onChange={phones.onChange}
          onBlur={phones.onBlur}
          max={MAX_CONTACT_ROWS}
          inputRef={phones.ref}
          {...listErrors(errors.contactPhones, phoneRows.length)}
        />
      </div>
      <Field
        label={m.listing_website_optional()}
        error={errors.websiteUrl?.message}
        hint={m.listing_example_https_example_com()}
      >
        <input type="url" inputMode="url" className="field-input" autoComplete="url" {...register('websiteUrl')} />
      </Field>
    </FormSection>
  );
}
