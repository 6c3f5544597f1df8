import { useController, useFormContext, useWatch } from 'react-hook-form';
import { CERTIFICATIONS, currencyOf } from '#src/shared/catalog.ts';
import type { Listing, ListingInput } from '#src/shared/validation/listing.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { CheckboxGroup, FormSection } from './ListingFormParts.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import { certificationLabel } from '#src/shared/i18n/labels/certifications.ts';

type NumberFact =
  | 'spaceAvailableSqFt'
  | 'spaceAvailablePallets'
  | 'minimumTermMonths'
  | 'pricePerPalletMonth'
  | 'pricePerSqFtYear'
  | 'clearHeightFt'
  | 'dockDoors'
  | 'driveInDoors'
  | 'temperatureMinC'
  | 'temperatureMaxC';

/**
 * What a buyer asks before calling (docs/decisions/listing-facts.md): space free now and from
 * when, minimum term, indicative prices in the country's currency, and the facility's specs.
 * Every field is optional; the shared listing schema checks them.
 */
export function ListingFactsSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ListingInput, unknown, Listing>();
  const country = useWatch({ control, name: 'country' });
  const currency = currencyOf(country);
  const { field: certifications } = useController({ control, name: 'certifications' });

  const numberField = (name: NumberFact, label: string, hint?: string, decimal = false) => (
    <Field label={label} error={errors[name]?.message} hint={hint}>
      <input type="text" className="field-input" inputMode={decimal ? 'decimal' : 'numeric'} {...register(name)} />
    </Field>
  );
  const yesNoField = (name: 'racking' | 'sprinklers', label: string) => (
    <Field label={label} error={errors[name]?.message}>
      <select className="field-input" {...register(name)}>
        <option value="">{m.listing_not_stated()}</option>
        <option value="yes">{m.listing_yes()}</option>
        <option value="no">{m.listing_no()}</option>
      </select>
    </Field>
  );

  return (
    <FormSection title={m.listing_availability_prices_specs_optional()} intro={m.listing_what_businesses_ask_before()}>
      <div className="grid gap-5 sm:grid-cols-2">
        {numberField('spaceAvailableSqFt', m.listing_space_available_now_sq())}
        {numberField('spaceAvailablePallets', m.listing_pallet_positions_available_now())}
        <Field
          label={m.listing_available_from()}
          error={errors.availableFrom?.message}
          hint={m.listing_leave_blank_if_space()}
        >
          <input type="date" className="field-input" {...register('availableFrom')} />
        </Field>
        {numberField('minimumTermMonths', m.listing_minimum_term_months())}
        {numberField(
          'pricePerPalletMonth',
          m.listing_price_per_pallet_per({ currency }),
          m.listing_indicative_before_taxes(),
          true,
        )}
        {numberField(
          'pricePerSqFtYear',
          m.listing_price_per_sq_ft({ currency }),
          m.listing_indicative_before_taxes(),
          true,
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {numberField('clearHeightFt', m.listing_clear_height_ft())}
        {numberField('dockDoors', m.listing_dock_doors())}
        {numberField('driveInDoors', m.listing_drive_doors())}
        {numberField('temperatureMinC', m.listing_lowest_temperature_c(), m.listing_cold_or_climate_controlled())}
        {numberField('temperatureMaxC', m.listing_highest_temperature_c())}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {yesNoField('racking', m.listing_racking())}
        {yesNoField('sprinklers', m.listing_sprinklers())}
      </div>
      <CheckboxGroup
        legend={m.listing_certifications()}
        options={CERTIFICATIONS}
        label={certificationLabel}
        value={(certifications.value ?? []) as string[]}
        onChange={certifications.onChange}
        error={errors.certifications?.message ?? errors.certifications?.[0]?.message}
        inputRef={certifications.ref}
      />
    </FormSection>
  );
}
