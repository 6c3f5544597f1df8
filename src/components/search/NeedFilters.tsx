import { useId } from 'react';
import type { SearchFacets } from '#src/shared/api/search.ts';
import { CERTIFICATIONS, CLEAR_HEIGHT_OPTIONS_FT, DOCK_DOOR_OPTIONS } from '#src/shared/catalog.ts';
import { filtersByNeed, NO_NEED, readNeed, type SearchNeed } from '#src/shared/search-need.ts';
import { m } from '#src/shared/i18n/messages.ts';

interface NeedFiltersProps {
  need: SearchNeed;
  facets?: SearchFacets;
  onChange: (need: SearchNeed) => void;
}

const countLabel = (count: number | undefined) => (count === undefined ? '' : ` (${count})`);

/**
 * "Space, price and specs": the buyer's need (src/shared/search-need.ts) on every screen size,
 * applied with one button so a typed number does not search at each key. The form's fields carry
 * the URL's parameter names, and are read by the rules the page and the API use.
 */
export function NeedFilters({ need, facets, onChange }: NeedFiltersProps) {
  const id = useId();
  const active = filtersByNeed(need);
  // The form is drawn afresh for each URL, so its fields start from what the URL says.
  const formKey = JSON.stringify(need);
  return (
    // Closed until asked for: open, it is a phone's whole first screen above the results.
    <details className="card mt-4 p-4" data-need-filters>
      <summary className="cursor-pointer text-sm font-semibold text-ink">
        {m.search_space_price_specs()}
        {active ? m.search_applied() : ''}
      </summary>
      <form
        key={formKey}
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
        <div>
          <label htmlFor={`${id}-docks`} className="field-label">
            {m.listing_dock_doors()}
          </label>
          <select id={`${id}-docks`} name="minDockDoors" className="field-input" defaultValue={need.minDockDoors ?? ''}>
            <option value="">{m.search_any()}</option>
            {DOCK_DOOR_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}+{countLabel(facets?.dockDoorsAtLeast[n])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-height`} className="field-label">
            {m.facts_clear_height()}
          </label>
          <select
            id={`${id}-height`}
            name="minClearHeight"
            className="field-input"
            defaultValue={need.minClearHeight ?? ''}
          >
            <option value="">{m.search_any()}</option>
            {CLEAR_HEIGHT_OPTIONS_FT.map((n) => (
              <option key={n} value={n}>
                {m.search_n_ft_count_label({ n, count_label: countLabel(facets?.clearHeightAtLeast[n]) })}
              </option>
            ))}
          </select>
        </div>
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
                <span className="flex-1">{c}</span>
                {facets && <span className="text-xs text-ink-muted tabular-nums">{facets.certifications[c]}</span>}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex items-end gap-3 sm:col-span-2 xl:col-span-4">
          <button type="submit" className="btn-primary">
            {m.search_apply()}
          </button>
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
      </form>
    </details>
  );
}
