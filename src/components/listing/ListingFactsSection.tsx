import { useController, useFormContext, useWatch } from 'react-hook-form';
import { CERTIFICATIONS, currencyOf } from '#src/shared/catalog.ts';
import type { Listing, ListingInput } from '#src/shared/validation/listing.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { CheckboxGroup, FormSection } from './ListingFormParts.tsx';

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
        <option value="">Not stated</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </select>
    </Field>
  );

  return (
    <FormSection
      title="Availability, prices and specs (optional)"
      intro="What businesses ask before they call. Listings that say so show first in searches for that much space."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {numberField('spaceAvailableSqFt', 'Space available now (sq ft)')}
        {numberField('spaceAvailablePallets', 'Pallet positions available now')}
        <Field
          label="Available from"
          error={errors.availableFrom?.message}
          hint="Leave blank if the space is available now."
        >
          <input type="date" className="field-input" {...register('availableFrom')} />
        </Field>
        {numberField('minimumTermMonths', 'Minimum term (months)')}
        {numberField(
          'pricePerPalletMonth',
          `Price per pallet per month (${currency})`,
          'Indicative, before taxes.',
          true,
        )}
        {numberField('pricePerSqFtYear', `Price per sq ft per year (${currency})`, 'Indicative, before taxes.', true)}
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {numberField('clearHeightFt', 'Clear height (ft)')}
        {numberField('dockDoors', 'Dock doors')}
        {numberField('driveInDoors', 'Drive-in doors')}
        {numberField('temperatureMinC', 'Lowest temperature (°C)', 'For cold or climate-controlled space.')}
        {numberField('temperatureMaxC', 'Highest temperature (°C)')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {yesNoField('racking', 'Racking')}
        {yesNoField('sprinklers', 'Sprinklers')}
      </div>
      <CheckboxGroup
        legend="Certifications"
        options={CERTIFICATIONS}
        value={(certifications.value ?? []) as string[]}
        onChange={certifications.onChange}
        error={errors.certifications?.message ?? errors.certifications?.[0]?.message}
        inputRef={certifications.ref}
      />
    </FormSection>
  );
}
