import { lazy, Suspense, use, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { searchPreviewShown } from '#src/client/search-prefetch.ts';
import { DISTANCE_KM } from '#src/shared/catalog.ts';
import {
  emptyCriteria,
  needOfCriteria,
  readSearchParams,
  searchUrl,
  type ResultsView,
  type SearchCriteria,
} from '#src/shared/search-url.ts';
import { WarehouseCardSkeleton } from '#src/components/warehouse/WarehouseCard.tsx';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';
import { useMediaQuery, WIDE_LAYOUT_MEDIA } from '#src/components/ui/use-media-query.ts';
import { filtersByNeed, NO_NEED } from '#src/shared/search-need.ts';
import { NeedFilters } from './NeedFilters.tsx';
import { PageSearchForm } from './PageSearchForm.tsx';
import { Pagination } from './Pagination.tsx';
import { ResultCards } from './ResultCards.tsx';
import { ResultsActions } from './ResultsActions.tsx';
import { farthestReach, placesLabel, resultSummary } from './result-summary.ts';
import {
  RESULTS_HEADER_ROW_CLASS,
  RESULTS_HEADING_CLASS,
  RESULTS_LAYOUT_CLASS,
  ResultsControls,
  ResultsGrid,
  searchingLabel,
  SKELETON_CARD_COUNT,
} from './ResultsParts.tsx';
import { useSearchAnswer } from './use-search-answer.ts';
import { m } from '#src/shared/i18n/messages.ts';

// Loaded when shown: the map view and an empty answer are the exceptions, and the page's first
// screen (the list) does without their code.
const MapPanel = lazy(() => import('./MapPanel.tsx').then((module) => ({ default: module.MapPanel })));
const EmptyState = lazy(() => import('./EmptyState.tsx').then((module) => ({ default: module.EmptyState })));
// The sidebar is shown from `lg` only: a phone neither renders nor downloads its filters.
const FacetFilters = lazy(() => import('./FacetFilters.tsx').then((module) => ({ default: module.FacetFilters })));

/**
 * The island mounts once the page's inline script has the first result's photo on screen, and
 * at most this long after its code arrived: mounting replaces the placeholder that holds the
 * photo, and rendering the cards first would keep a phone from painting it (docs/decisions/search.md,
 * "How /search loads").
 */
const PREVIEW_WAIT_MS = 500;
let previewShown: Promise<void> | null = null;
/** Asked once, when the island first renders: that render waits (suspends) until the photo is shown. */
const waitForPreview = () => (previewShown ??= searchPreviewShown(PREVIEW_WAIT_MS));

const readLocation = () => readSearchParams(new URLSearchParams(window.location.search));

/**
 * The /search page. The URL is the single source of truth: every change is a pushState of a new
 * /search URL, back and forward replay it, and the results are fetched from what it says.
 */
export function SearchResults() {
  use(waitForPreview());
  const hydrated = useHydrated();
  const headingId = useId();
  // Rendered only in the browser (client:only), so the URL is there from the first render.
  const [search, setSearch] = useState(() => window.location.search);
  const { load, retry } = useSearchAnswer(search);
  const [resetSignal, setResetSignal] = useState(0);
  const resultsTop = useRef<HTMLDivElement>(null);
  // A phone never shows the sidebar, so it pays neither for rendering its two dozen filters nor
  // for their code.
  const showSidebar = useMediaQuery(WIDE_LAYOUT_MEDIA);
  const { criteria, view } = useMemo(() => readSearchParams(new URLSearchParams(search)), [search]);
  const mapView = view.view === 'map';
  const [mapFailed, setMapFailed] = useState(false);
  // The listing whose card or marker the pointer or focus is on: the other is highlighted.
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  useEffect(() => {
    if (!mapView) return;
    // The list's card and, when it is open over the map, the same listing's card there.
    const cards = highlightedId
      ? [...document.querySelectorAll(`[data-warehouse-card="${CSS.escape(highlightedId)}"]`)]
      : [];
    for (const card of cards) card.setAttribute('data-highlighted', '');
    return () => cards.forEach((card) => card.removeAttribute('data-highlighted'));
  }, [mapView, highlightedId]);
  const cardUnder = (target: EventTarget) =>
    (target as Element).closest?.('[data-warehouse-card]')?.getAttribute('data-warehouse-card') ?? null;

  useEffect(() => {
    const onPop = () => {
      setSearch(window.location.search);
      setResetSignal((n) => n + 1);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  /** Puts a new search in the URL (a new history entry) and runs it. */
  const navigate = useCallback(
    (
      next: SearchCriteria,
      nextView: Partial<ResultsView> = {},
      options: { resetForm?: boolean; scroll?: boolean } = {},
    ) => {
      const { view: currentView } = readLocation();
      const url = searchUrl(next, { ...currentView, page: 1, ...nextView });
      if (url !== window.location.pathname + window.location.search) window.history.pushState(null, '', url);
      setSearch(window.location.search);
      if (options.resetForm) setResetSignal((n) => n + 1);
      if (options.scroll) {
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        resultsTop.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
      }
    },
    [],
  );

  // What the top form holds, submitted or not: the side filters are another view of the same
  // criteria, so a choice made up there and not yet submitted goes along with a change made here.
  const formDraft = useRef<SearchCriteria | null>(null);
  const keepFormDraft = useCallback((draft: SearchCriteria) => {
    formDraft.current = draft;
  }, []);
  const setFilters = (changes: Partial<SearchCriteria>) => {
    const draft = formDraft.current ?? criteria;
    const query = draft.query.trim();
    navigate(
      { ...criteria, ...draft, query, exact: criteria.exact && query === criteria.query.trim(), ...changes },
      {},
      { resetForm: true },
    );
  };
  const need = needOfCriteria(criteria);
  const clearFilters = () =>
    setFilters({
      storageTypesOffered: [],
      servicesOffered: [],
      storageTermType: 'all',
      ownerVerified: false,
      // The term is what the estimate is worked out for, not a filter: it stays.
      need: need.termMonths === null ? undefined : { ...NO_NEED, termMonths: need.termMonths },
    });
  const hasFilters =
    criteria.storageTypesOffered.length > 0 ||
    criteria.servicesOffered.length > 0 ||
    criteria.storageTermType !== 'all' ||
    Boolean(criteria.ownerVerified) ||
    filtersByNeed(need);
  const data = load.status === 'ready' ? load.data : null;
  // A new query is corrected again; only the one the visitor chose to keep literal stays so.
  const searchFromForm = useCallback(
    (next: SearchCriteria) =>
      navigate({ ...next, exact: criteria.exact && next.query.trim() === criteria.query.trim() }, { bbox: undefined }),
    [navigate, criteria],
  );

  return (
    <div {...hydratedMark(hydrated)}>
      <div className="border-b border-line bg-surface">
        <div className="container-page pb-6">
          <PageSearchForm
            variant="page"
            initialValues={criteria}
            forceReset={resetSignal}
            onSearch={searchFromForm}
            onDraftChange={keepFormDraft}
            facets={data?.facets}
          />
        </div>
      </div>

      <div ref={resultsTop} className={RESULTS_LAYOUT_CLASS}>
        <aside className="hidden lg:block" aria-label={m.search_refine_results()}>
          {showSidebar && (
            <Suspense fallback={null}>
              <FacetFilters
                criteria={criteria}
                facets={data?.facets}
                onChange={setFilters}
                onClear={clearFilters}
                hasFilters={hasFilters}
              />
            </Suspense>
          )}
        </aside>

        <section aria-labelledby={headingId} aria-busy={load.status === 'loading'}>
          <div className={RESULTS_HEADER_ROW_CLASS}>
            <h2 id={headingId} className={RESULTS_HEADING_CLASS} aria-live="polite">
              {data
                ? resultSummary(data, criteria.query)
                : load.status === 'loading'
                  ? searchingLabel()
                  : m.search_results()}
            </h2>
            <ResultsControls view={view} hasPlace={Boolean(data?.place)} onChange={(v) => navigate(criteria, v)} />
          </div>
          <ResultsActions criteria={criteria} />

          <NeedFilters need={need} facets={data?.facets} onChange={(next) => setFilters({ need: next })} />

          {data?.bbox && (
            <p className="mt-4 text-sm text-ink" role="status">
              {m.search_map_area()}{' '}
              <button
                type="button"
                className="font-semibold text-brand underline underline-offset-2"
                onClick={() => navigate(criteria, { bbox: undefined })}
              >
                {data.place ? m.search_whole_distance_again() : m.search_whole_list_again()}
              </button>
            </p>
          )}

          <div
            className={mapView ? 'flex flex-col gap-6 xl:grid xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]' : undefined}
          >
            {mapView && (
              <div
                // A map that failed keeps only its message: a bounded panel that does not stretch beside the results.
                className={
                  mapFailed
                    ? 'mt-6 h-32 xl:order-last xl:self-start'
                    : 'mt-6 h-[70vh] xl:sticky xl:top-4 xl:order-last xl:h-[calc(100vh-2rem)]'
                }
              >
                <Suspense fallback={null}>
                  <MapPanel
                    search={search}
                    criteria={criteria}
                    data={data}
                    highlightedId={highlightedId}
                    onHighlight={setHighlightedId}
                    onSearchArea={(bbox) => navigate(criteria, { bbox })}
                    onFailure={() => setMapFailed(true)}
                    searchContext={searchUrl(criteria, view)}
                  />
                </Suspense>
              </div>
            )}
            <div
              // On a phone the map view is the map alone, with the list one tap away; from the
              // width of a tablet the list follows the map, and beside it from a desktop's.
              className={mapView && !mapFailed ? 'hidden sm:block' : undefined}
              onMouseOver={mapView ? (e) => setHighlightedId(cardUnder(e.target)) : undefined}
              onMouseLeave={mapView ? () => setHighlightedId(null) : undefined}
              onFocus={mapView ? (e) => setHighlightedId(cardUnder(e.target)) : undefined}
            >
              {load.status === 'loading' && (
                <ResultsGrid view={view.view}>
                  {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
                    <li key={i}>
                      <WarehouseCardSkeleton layout={view.view} />
                    </li>
                  ))}
                </ResultsGrid>
              )}

              {load.status === 'error' && (
                <div
                  role="alert"
                  className="card mt-6 flex flex-col items-start gap-3 border-danger/40 bg-danger-soft p-6"
                >
                  <p className="font-semibold text-danger">
                    {load.badRequest ? m.search_could_not_run() : m.common_something_went_wrong()}
                  </p>
                  <p className="text-sm text-ink">{load.message}</p>
                  {load.badRequest ? (
                    <a href={searchUrl(emptyCriteria())} className="btn-secondary">
                      {m.search_start_new()}
                    </a>
                  ) : (
                    <button type="button" className="btn-secondary" onClick={retry}>
                      {m.common_try_again()}
                    </button>
                  )}
                </div>
              )}

              {data?.correctedFrom && data.places.length > 0 && (
                <p className="mt-4 text-sm text-ink" role="status">
                  {m.search_showing_results_for({ places: placesLabel(data.places) })}{' '}
                  <a
                    href={searchUrl({ ...criteria, exact: true }, { view: view.view })}
                    className="font-semibold text-brand underline underline-offset-2"
                    onClick={(event) => {
                      event.preventDefault();
                      navigate({ ...criteria, exact: true }, {}, { resetForm: true });
                    }}
                  >
                    {m.search_search_instead({ query: data.correctedFrom })}
                  </a>
                </p>
              )}

              {data && data.adjusted.length > 0 && (
                <p className="mt-4 text-sm text-ink-muted" role="status">
                  {m.search_adjusted()}
                </p>
              )}

              {data && data.closestMatches && (
                <div className="mt-6 rounded-xl border border-line bg-brand-soft p-4 text-sm text-ink" role="status">
                  <p className="font-semibold">{m.search_closest_matches()}</p>
                </div>
              )}

              {data && data.nearestBeyondRadius && (
                <div className="mt-6 rounded-xl border border-line bg-brand-soft p-4 text-sm text-ink" role="status">
                  <p className="font-semibold">
                    {m.search_none_within({ km: data.radiusKm ?? '', places: placesLabel(data.places) })}
                  </p>
                  {farthestReach(data) ? (
                    <p className="mt-1">{farthestReach(data)}</p>
                  ) : (
                    <p className="mt-1">{m.search_nearest_beyond()}</p>
                  )}
                  {data.radiusKm !== null && data.radiusKm < DISTANCE_KM.max && !farthestReach(data) && (
                    <button
                      type="button"
                      className="mt-3 font-semibold text-brand underline underline-offset-2"
                      onClick={() => navigate({ ...criteria, distance: DISTANCE_KM.max }, {}, { resetForm: true })}
                    >
                      {m.search_within_instead({ km: DISTANCE_KM.max })}
                    </button>
                  )}
                </div>
              )}

              {data && data.warehouses.length > 0 && (
                <ResultCards warehouses={data.warehouses} criteria={criteria} view={view} />
              )}

              {data && data.warehouses.length === 0 && (
                <Suspense fallback={null}>
                  <EmptyState
                    criteria={criteria}
                    hasPlace={Boolean(data.place)}
                    hasFilters={hasFilters}
                    onWiden={() => navigate({ ...criteria, distance: DISTANCE_KM.max }, {}, { resetForm: true })}
                    onClear={clearFilters}
                  />
                </Suspense>
              )}

              {data && data.totalPages > 1 && (
                <Pagination
                  page={view.page}
                  totalPages={data.totalPages}
                  onPage={(page) => navigate(criteria, { page }, { scroll: true })}
                />
              )}
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
