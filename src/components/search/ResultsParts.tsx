import { useId, type ReactNode } from 'react';
import type { SearchFacets } from '#src/client/answers.ts';
import { SERVICES, STORAGE_TYPES } from '#src/shared/catalog.ts';
import { OwnerVerifiedFilter } from './OwnerVerifiedFilter.tsx';
import type { ResultsView, SearchCriteria, SearchSort, ViewMode } from '#src/shared/search-url.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { storageTypeLabel } from '#src/shared/i18n/labels/storage-types.ts';

/**
 * The /search page's results frame: the island (SearchResults) and its build-time fallback
 * (SearchPageSkeleton) both render it from here, so the page keeps the same boxes when the island
 * replaces the fallback and nothing below them moves. Pure markup: no browser-only imports.
 */

const SORT_LABELS: Record<SearchSort, () => string> = {
  relevance: m.sort_relevance,
  distance: m.sort_distance,
  newest: m.sort_newest,
  size_desc: m.sort_size_desc,
  size_asc: m.sort_size_asc,
  price_asc: m.sort_price_asc,
};

/** The sidebar beside the results (wide screens), then the results themselves. */
export const RESULTS_LAYOUT_CLASS = 'container-page grid scroll-mt-20 gap-8 py-8 lg:grid-cols-[16rem_minmax(0,1fr)]';

/**
 * The results heading. On phones the summary ("11 warehouses within 30 km of Toronto, ON") takes
 * two lines where "Searching…" takes one, so two lines are reserved there: the sort control and
 * the cards below do not move down when the results arrive.
 */
export const RESULTS_HEADING_CLASS = 'min-h-14 text-lg font-semibold text-ink sm:min-h-0';

/** The heading and the sort and layout controls above the cards. */
export const RESULTS_HEADER_ROW_CLASS = 'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between';

/** What the results heading says until the first answer arrives. */
export const searchingLabel = () => m.search_searching();

/** How many placeholder cards stand in for the results while they load. */
export const SKELETON_CARD_COUNT = 6;

/**
 * The cards, one per item. Each item is a column whose card takes the height its other lines
 * (a closest match's "Does not offer: …") leave, so cards of a row line up and nothing an item
 * holds reaches into the next row.
 */
export function ResultsGrid({ view, children }: { view: ViewMode; children: ReactNode }) {
  return (
    <ul
      className={`mt-6 grid gap-5 *:flex *:flex-col ${view === 'list' ? 'grid-cols-1' : view === 'map' ? 'sm:grid-cols-2 xl:grid-cols-1' : 'sm:grid-cols-2 xl:grid-cols-3'}`}
    >
      {children}
    </ul>
  );
}

const VIEW_LABELS: Record<ViewMode, () => string> = {
  grid: m.search_grid_view,
  list: m.search_list_view,
  map: m.search_map_view,
};
const VIEW_ICONS: Record<ViewMode, string> = {
  grid: 'M3 3h6v6H3V3Zm8 0h6v6h-6V3ZM3 11h6v6H3v-6Zm8 0h6v6h-6v-6Z',
  list: 'M3 4h14v3H3V4Zm0 5h14v3H3V9Zm0 5h14v3H3v-3Z',
  // A folded map.
  map: 'M2 4.5 7 2.5l6 2 5-2v13l-5 2-6-2-5 2v-13Zm5 0v11l6 2v-11l-6-2Z',
};

export function ResultsControls({
  view,
  hasPlace,
  onChange,
}: {
  view: ResultsView;
  hasPlace: boolean;
  onChange: (v: Partial<ResultsView>) => void;
}) {
  const id = useId();
  const sorts = (Object.keys(SORT_LABELS) as SearchSort[]).filter(
    (s) => s !== 'distance' || hasPlace || view.sort === 'distance',
  );
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={`${id}-sort`} className="text-sm whitespace-nowrap text-ink-muted">
        {m.search_sort_by()}
      </label>
      <select
        id={`${id}-sort`}
        className="field-input w-auto py-2"
        value={view.sort}
        onChange={(e) => onChange({ sort: e.target.value as SearchSort })}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]()}
          </option>
        ))}
      </select>
      <fieldset className="hidden rounded-lg border border-line bg-surface p-0.5 sm:flex">
        <legend className="sr-only">{m.search_layout()}</legend>
        {(['grid', 'list', 'map'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={view.view === mode}
            onClick={() => onChange({ view: mode, page: view.page })}
            className="rounded-md px-2.5 py-1.5 text-ink-muted hover:text-ink aria-pressed:bg-brand-soft aria-pressed:text-brand"
          >
            <span className="sr-only">{VIEW_LABELS[mode]()}</span>
            <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
              <path d={VIEW_ICONS[mode]} />
            </svg>
          </button>
        ))}
      </fieldset>
      {/* A phone's toggle between the map and the list (the layouts above need a wider screen). */}
      <button
        type="button"
        className="btn-secondary py-2 sm:hidden"
        onClick={() => onChange({ view: view.view === 'map' ? 'list' : 'map', page: view.page })}
      >
        {view.view === 'map' ? m.search_show_list() : m.search_show_map()}
      </button>
    </div>
  );
}

export interface FacetFiltersProps {
  criteria: SearchCriteria;
  facets?: SearchFacets;
  onChange: (changes: Partial<SearchCriteria>) => void;
  onClear: () => void;
  hasFilters: boolean;
}

/** The sidebar filters: they apply at once, each with how many current results offer it. */
export function FacetFilters({ criteria, facets, onChange, onClear, hasFilters }: FacetFiltersProps) {
  const groups = [
    {
      legend: m.search_storage_type_facet(),
      key: 'storageTypesOffered',
      options: STORAGE_TYPES,
      counts: facets?.storageTypes,
      label: storageTypeLabel,
    },
    {
      legend: m.search_services(),
      key: 'servicesOffered',
      options: SERVICES,
      counts: facets?.services,
      label: serviceLabel,
    },
  ] as const;
  return (
    <div className="sticky top-20 flex max-h-[calc(100vh-6rem)] flex-col gap-6 overflow-y-auto pr-1">
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold tracking-wide text-ink uppercase">{m.search_refine()}</p>
        {hasFilters && (
          <button type="button" onClick={onClear} className="text-sm font-medium text-brand hover:underline">
            {m.search_clear_all_filters()}
          </button>
        )}
      </div>
      {groups.map((group) => {
        const selected = criteria[group.key];
        return (
          <fieldset key={group.key}>
            <legend className="mb-2 text-sm font-semibold text-ink">{group.legend}</legend>
            <div className="flex flex-col">
              {group.options.map((option) => {
                const checked = selected.includes(option);
                const count = group.counts?.[option];
                return (
                  <label
                    key={option}
                    className="flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1.5 text-sm text-ink hover:bg-surface-muted"
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() =>
                        onChange({
                          [group.key]: checked
                            ? selected.filter((s) => s !== option)
                            : group.options.filter((o) => o === option || selected.includes(o)),
                        })
                      }
                      className="h-4 w-4 shrink-0 accent-[var(--brand)]"
                    />
                    <span className="flex-1">{group.label(option)}</span>
                    {count !== undefined && <span className="text-xs text-ink-muted tabular-nums">{count}</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{m.search_owner()}</legend>
        <OwnerVerifiedFilter
          checked={criteria.ownerVerified ?? false}
          count={facets?.ownerVerified}
          onChange={(ownerVerified) => onChange({ ownerVerified })}
          className="rounded-md px-1.5 py-1.5 hover:bg-surface-muted"
        />
      </fieldset>
    </div>
  );
}
