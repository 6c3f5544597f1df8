import { useId } from 'react';
import type { SearchFacets } from '#src/client/answers.ts';
import { CERTIFICATIONS, CLEAR_HEIGHT_OPTIONS_FT, DOCK_DOOR_OPTIONS } from '#src/shared/catalog.ts';
import { filtersByNeed, NO_NEED, readNeed, type SearchNeed } from '#src/shared/search-need.ts';
import { certificationLabel } from '#src/shared/i18n/labels/certifications.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

export interface NeedFiltersProps {
  need: SearchNeed;
  facets?: SearchFacets;
  onChange: (need: SearchNeed) => void;
}

const countLabel = (count: number | undefined) => (count === undefined ? '' : ` (${count})`);

/** A "this many or more" choice (dock doors, clear height), each option with its facet count. */
function AtLeastSelect(props: {
  id: string;
  label: string;
  name: string;
  options: readonly number[];
  /** "24 ft+ (12)"; the plain "4+ (12)" without it. */
  optionLabel?: (n: number, countLabel: string) => string;
  counts?: Record<number, number>;
  value: number | null;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      <select id={props.id} name={props.name} className="field-input" defaultValue={props.value ?? ''}>
        <option value="">{m.search_any()}</option>
        {props.options.map((n) => {
          const count = countLabel(props.counts?.[n]);
          return (
            <option key={n} value={n}>
              {props.optionLabel ? props.optionLabel(n, count) : `${n}+${count}`}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/**
 * The fields of "Space, price and specs" (NeedFilters.tsx), loaded when the buyer first opens it.
 * The form's fields carry the URL's parameter names, and are read by the rules the page and the
 * API use; one button applies them, so a typed number does not search at each key.
 */
export function NeedFiltersForm({ need, facets, onChange }: NeedFiltersProps) {
  const id = useId();
  const active = filtersByNeed(need);
  return (
    <IslandForm
      className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onChange(readNeed((key) => data.getAll(key).filter((v) => v !== '')));
      }}
    >
      <div>
        <label htmlFor={`${id}-space`} className="field-label">
          {m.quote_space_needed()}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-space`}
            name="space"
            inputMode="numeric"
            className="field-input min-w-0"
            defaultValue={need.space ?? ''}
          />
          <select
            name="spaceUnit"
            aria-label={m.quiz_unit_space()}
            className="field-input w-auto"
            defaultValue={need.spaceUnit}
          >
            <option value="pallet_positions">{m.quiz_pallets()}</option>
            <option value="square_feet">{m.quiz_sq_ft()}</option>
          </select>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-term`} className="field-label">
          {m.search_how_many_months()}
        </label>
        <input
          id={`${id}-term`}
          name="termMonths"
          inputMode="numeric"
          className="field-input"
          defaultValue={need.termMonths ?? ''}
        />
      </div>
      <div>
        <label htmlFor={`${id}-by`} className="field-label">
          {m.search_available_by()}
        </label>
        <input
          id={`${id}-by`}
          name="availableBy"
          type="date"
          className="field-input"
          defaultValue={need.availableBy ?? ''}
        />
      </div>
      <div>
        <label htmlFor={`${id}-price`} className="field-label">
          {m.search_maximum_price()}
        </label>
        <input
          id={`${id}-price`}
          name="maxPrice"
          inputMode="decimal"
          className="field-input"
          aria-describedby={`${id}-price-hint`}
          defaultValue={need.maxPrice ?? ''}
        />
        <p id={`${id}-price-hint`} className="mt-1 text-xs text-ink-muted">
          {m.search_per_pallet_per_month()}
          {facets && m.search_with_price_these_results({ with_price: facets.withPrice })}
        </p>
      </div>
      <AtLeastSelect
        id={`${id}-docks`}
        label={m.listing_dock_doors()}
        name="minDockDoors"
        options={DOCK_DOOR_OPTIONS}
        counts={facets?.dockDoorsAtLeast}
        value={need.minDockDoors}
      />
      <AtLeastSelect
        id={`${id}-height`}
        label={m.facts_clear_height()}
        name="minClearHeight"
        options={CLEAR_HEIGHT_OPTIONS_FT}
        optionLabel={(n, count) => m.search_n_ft_count_label({ n, count_label: count })}
        counts={facets?.clearHeightAtLeast}
        value={need.minClearHeight}
      />
      <fieldset className="sm:col-span-2">
        <legend className="field-label">{m.listing_certifications()}</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {CERTIFICATIONS.map((c) => (
            <label key={c} className="flex cursor-pointer items-center gap-2.5 py-1 text-sm text-ink">
              <input
                type="checkbox"
                name="certifications"
                value={c}
                defaultChecked={need.certifications.includes(c)}
                className="h-4 w-4 shrink-0 accent-[var(--brand)]"
              />
              <span className="flex-1">{certificationLabel(c)}</span>
              {facets && <span className="text-xs text-ink-muted tabular-nums">{facets.certifications[c]}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-end gap-3 sm:col-span-2 xl:col-span-4">
        <SubmitButton className="btn-primary">{m.search_apply()}</SubmitButton>
        {active && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => onChange({ ...NO_NEED, termMonths: need.termMonths })}
          >
            {m.quote_clear()}
          </button>
        )}
      </div>
    </IslandForm>
  );
}
