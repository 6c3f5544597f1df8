import { useId, type ReactNode } from 'react';
import type { ResultsView, SearchSort, ViewMode } from '#src/shared/search-url.ts';
import { m } from '#src/shared/i18n/messages.ts';

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
