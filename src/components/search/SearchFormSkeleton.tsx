import { DISTANCE_KM, kmToMiles } from '#src/shared/catalog.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { emptyCriteria, type SearchCriteria } from '#src/shared/search-url.ts';
import { Icon } from '#src/components/ui/Icon.tsx';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { storageTypeLabel } from '#src/shared/i18n/labels/storage-types.ts';
import { termLabel } from '#src/shared/i18n/labels/terms.ts';

/*
 * The page form's boxes, shared by the form (SearchForm) and its picture (SearchFormSkeleton),
 * which stands in for it until the form's code has loaded and must not move anything when the
 * form replaces it. This module stays small: the results island imports it at once, and the form
 * itself only after the results have rendered.
 */
export const PAGE_GRID_CLASS = 'grid gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-start';
export const FILTERS_TOGGLE_CLASS = 'btn-secondary justify-between lg:hidden';
export const SUBMIT_CLASS = 'btn-primary min-h-11 lg:mt-6 lg:h-[2.625rem] lg:min-h-0';
export const DISTANCE_ROW_CLASS = 'mt-4 hidden items-center gap-4 lg:flex';
export const DISTANCE_SLIDER_CLASS = 'h-2 w-full max-w-md cursor-pointer accent-[var(--brand)]';
export const DISTANCE_OUTPUT_CLASS = 'min-w-32 text-sm whitespace-nowrap text-ink';
export const MULTI_SELECT_BUTTON_CLASS = 'field-input flex items-center justify-between gap-2 text-left';
/** The pin inside the location box (LocationInput). */
export const LOCATION_PIN_CLASS = 'pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-ink-muted';

/** What a multi-select's button says: the placeholder, the one choice, or how many. */
export const selectionSummary = (
  selected: readonly string[],
  placeholder: string,
  label: (value: string) => string = (value) => value,
) =>
  selected.length === 0
    ? placeholder
    : selected.length === 1
      ? label(selected[0]!)
      : m.search_n_selected({ count: selected.length });

/**
 * A closed multi-select's picture: its label and what its button says. The skeleton draws the
 * menus with it, and the form until the menus' code has arrived (SearchForm.tsx).
 */
export function MultiSelectPicture({
  label,
  selected,
  placeholder,
  valueLabel,
}: {
  label: string;
  selected: readonly string[];
  placeholder: string;
  valueLabel: (value: string) => string;
}) {
  return (
    <div>
      <span className="field-label">{label}</span>
      <span className={MULTI_SELECT_BUTTON_CLASS}>
        <span className={`truncate ${selected.length ? 'text-ink' : 'text-ink-muted'}`}>
          {selectionSummary(selected, placeholder, valueLabel)}
        </span>
        <Icon name="chevronDown" className="h-4 w-4 shrink-0 text-ink-muted" />
      </span>
    </div>
  );
}

/**
 * The 'page' form's picture: the same boxes showing `values` (the defaults when not given),
 * without its menus and option lists. It is the /search page's build-time fallback and, in the
 * results island, the form until the form's code has arrived. The caller keeps it hidden from
 * assistive technology and inert.
 */
export function SearchFormSkeleton({ values = emptyCriteria() }: { values?: SearchCriteria }) {
  const { query, storageTypesOffered, servicesOffered, storageTermType, distance } = values;
  const chosen = storageTypesOffered.length + servicesOffered.length;
  return (
    <div className="w-full">
      <div className={PAGE_GRID_CLASS}>
        <div>
          <span className="field-label">{m.search_location()}</span>
          <span className="relative block">
            <Icon name="mapPin" className={LOCATION_PIN_CLASS} />
            <span className={`field-input truncate pl-10 ${query ? 'text-ink' : 'text-ink-muted'}`}>
              {query || m.search_city_or_area()}
            </span>
          </span>
        </div>
        <span className={FILTERS_TOGGLE_CLASS}>
          <span className="flex items-center gap-2">
            <Icon name="filter" className="h-4 w-4" />
            {m.search_show_filters()}
          </span>
          {chosen > 0 && (
            <span className="badge bg-brand-soft text-brand">{m.search_n_selected({ count: chosen })}</span>
          )}
        </span>
        <div className="hidden lg:contents">
          <MultiSelectPicture
            label={m.search_storage_type()}
            selected={storageTypesOffered}
            placeholder={m.search_any_type()}
            valueLabel={storageTypeLabel}
          />
          <MultiSelectPicture
            label={m.search_services()}
            selected={servicesOffered}
            placeholder={m.search_any_service()}
            valueLabel={serviceLabel}
          />
          <div>
            <span className="field-label">{m.search_storage_term()}</span>
            <select className="field-input" tabIndex={-1}>
              <option>{termLabel(storageTermType)}</option>
            </select>
          </div>
        </div>
        <span className={SUBMIT_CLASS}>
          <Icon name="search" className="h-5 w-5" />
          {m.search_find_warehouses()}
        </span>
      </div>
      <div className={DISTANCE_ROW_CLASS}>
        <span className="text-sm font-medium whitespace-nowrap text-ink">{m.search_distance()}</span>
        {/* A picture, never edited: HTML allows no readonly on a range, so it takes its value once
            (the key draws it anew for another distance). */}
        <input
          key={distance}
          type="range"
          min={DISTANCE_KM.min}
          max={DISTANCE_KM.max}
          step={DISTANCE_KM.step}
          defaultValue={distance}
          tabIndex={-1}
          className={DISTANCE_SLIDER_CLASS}
        />
        <span className={DISTANCE_OUTPUT_CLASS}>
          <span className="font-semibold">{m.search_distance_km({ distance })}</span>{' '}
          <span className="text-ink-muted">{m.search_km_miles_mi({ km_to_miles: kmToMiles(distance) })}</span>
        </span>
      </div>
    </div>
  );
}
