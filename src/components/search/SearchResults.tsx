import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiRequestError, apiRequest, readApiResponse } from '#src/client/api.ts';
import { searchPreviewShown, takeSearchPrefetch, takeSearchPrefetchAnswer } from '#src/client/search-prefetch.ts';
import { takeResultsToast } from '#src/client/toast.ts';
import type { ResolvedPlace, SearchAnswer, SearchedWarehouse } from '#src/shared/api/search.ts';
import { ALL_REGIONS, COUNTRIES, DISTANCE_KM, kmToMiles } from '#src/shared/catalog.ts';
import {
  apiSearchUrl,
  emptyCriteria,
  readSearchParams,
  searchUrl,
  type ResultsView,
  type SearchCriteria,
} from '#src/shared/search-url.ts';
import { formatNumber } from '#src/shared/warehouse.ts';
import {
  WarehouseCard,
  WarehouseCardSkeleton,
  type WarehouseCardProps,
} from '#src/components/warehouse/WarehouseCard.tsx';
import {
  FacetFilters,
  RESULTS_HEADER_ROW_CLASS,
  RESULTS_HEADING_CLASS,
  RESULTS_LAYOUT_CLASS,
  ResultsControls,
  ResultsGrid,
  SEARCHING_LABEL,
  SKELETON_CARD_COUNT,
} from './ResultsParts.tsx';
import type { SearchForm as SearchFormComponent, SearchFormProps } from './SearchForm.tsx';
import { SearchFormSkeleton } from './SearchFormSkeleton.tsx';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';

/**
 * The island mounts once the page's inline script has the first result's photo on screen, and
 * at most this long after its code arrived: mounting replaces the placeholder that holds the
 * photo, and rendering the cards first would keep a phone from painting it (docs/decisions/search.md,
 * "How /search loads").
 */
const PREVIEW_WAIT_MS = 500;
await searchPreviewShown(PREVIEW_WAIT_MS);

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string; badRequest: boolean }
  | { status: 'ready'; data: SearchAnswer };

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

function regionLabel(region: { province: string | null; country: string | null }) {
  const province = ALL_REGIONS.find(
    (r) => r.code === region.province && (!region.country || r.country === region.country),
  );
  const country = COUNTRIES.find((c) => c.code === region.country);
  return [province?.name, country?.name].filter(Boolean).join(', ');
}

/** "Toronto, ON", "Toronto and Mississauga, ON", "Toronto, ON and Buffalo, NY". */
function placesLabel(places: ResolvedPlace[]): string {
  const and = (items: string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');
  const province = places[0]?.province;
  if (places.every((p) => p.province === province)) return `${and(places.map((p) => p.name))}, ${province}`;
  return and(places.map((p) => `${p.name}, ${p.province}`));
}

/** "12 warehouses within 30 km of Toronto, ON", or how else the query was understood. */
function resultSummary(data: SearchAnswer, query: string): string {
  const count = plural(data.total, 'warehouse', 'warehouses');
  if (data.places.length > 0 && data.radiusKm !== null)
    return `${count} within ${data.radiusKm} km of ${placesLabel(data.places)}`;
  if (data.region) return `${count} in ${regionLabel(data.region)}`;
  if (query.trim()) return `${count} matching “${query.trim()}”`;
  return `${count} across Canada and the US`;
}

/**
 * "The nearest warehouse is 820 km away in Winnipeg, MB.": when even the largest radius would
 * not reach the nearest listing, a wider radius is no help, so the page says how far it is.
 */
function farthestReach(data: SearchAnswer): string | null {
  const nearest = data.nearestBeyondRadius ? data.warehouses[0] : undefined;
  if (!nearest || nearest.distanceKm === null || nearest.distanceKm <= DISTANCE_KM.max) return null;
  return `The nearest warehouse is ${formatNumber(Math.round(nearest.distanceKm))} km away in ${nearest.city}, ${nearest.stateProvince}.`;
}

const readLocation = () => readSearchParams(new URLSearchParams(window.location.search));

/**
 * How many cards a results render adds: one row, 3 cards on wide screens, 1 below Tailwind's `sm`
 * (40rem, one column), where a phone's first screen shows one. The first render draws the first
 * row and the rest follow a row at a time, each a task of its own, so none holds a slow phone's
 * main thread long enough to delay a tap.
 */
const cardsPerRender = () => (window.matchMedia('(min-width: 40rem)').matches ? 3 : 1);

/**
 * The form's code (location suggestions, menus, slider) is asked for once the first render is on
 * screen: the results are what the visitor came for, and what a phone's first requests and main
 * thread go to. Until it arrives the form's picture, with the URL's values, holds its place.
 */
const loadSearchForm = () => import('./SearchForm.tsx').then((m) => m.SearchForm);

/** Tailwind's `lg`, from which the filter sidebar is shown (below it the sidebar is display: none). */
const SIDEBAR_MEDIA = '(min-width: 64rem)';

/** Whether a media query matches now, following later changes (a rotated phone, a resized window). */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/**
 * The /search page. The URL is the single source of truth: every change is a pushState of a new
 * /search URL, back and forward replay it, and the results are fetched from what it says.
 */
export function SearchResults() {
  const hydrated = useHydrated();
  const headingId = useId();
  // Rendered only in the browser (client:only), so the URL is there from the first render.
  const [search, setSearch] = useState(() => window.location.search);
  // When the page's inline script already has the answer, the first render shows the results:
  // a placeholder render first would only be thrown away, on the slow phones that pay most for it.
  const [firstAnswer] = useState(() =>
    takeSearchPrefetchAnswer<SearchAnswer>(apiSearchUrl(new URLSearchParams(window.location.search))),
  );
  const [load, setLoad] = useState<Load>(firstAnswer ? { status: 'ready', data: firstAnswer } : { status: 'loading' });
  const unannouncedAnswer = useRef(firstAnswer);
  const [attempt, setAttempt] = useState(0);
  const [resetSignal, setResetSignal] = useState(0);
  const resultsTop = useRef<HTMLDivElement>(null);
  // A phone never shows the sidebar, so it does not pay for rendering its two dozen filters.
  const showSidebar = useMediaQuery(SIDEBAR_MEDIA);
  const { criteria, view } = useMemo(() => readSearchParams(new URLSearchParams(search)), [search]);

  useEffect(() => {
    const onPop = () => {
      setSearch(window.location.search);
      setResetSignal((n) => n + 1);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    const answered = unannouncedAnswer.current;
    unannouncedAnswer.current = null;
    if (answered) {
      takeResultsToast(answered.total > 0);
      return;
    }
    let current = true;
    // Already loading on the first render: keeping the same state object spares a re-render.
    setLoad((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
    const url = apiSearchUrl(new URLSearchParams(search));
    // The first load takes over the request the page's inline script started before React loaded.
    const prefetched = takeSearchPrefetch(url);
    (prefetched ? prefetched.then((res) => readApiResponse<SearchAnswer>(res)) : apiRequest<SearchAnswer>('GET', url))
      .then((data) => {
        if (!current) return;
        setLoad({ status: 'ready', data });
        takeResultsToast(data.total > 0);
      })
      .catch((err) => {
        if (!current) return;
        const badRequest = err instanceof ApiRequestError && err.status === 400;
        const message = badRequest
          ? err.serverMessage('This search could not be run.')
          : 'We could not load warehouses. Check your connection and try again.';
        setLoad({ status: 'error', message, badRequest });
      });
    return () => {
      current = false;
    };
  }, [search, attempt]);

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
      if (options.scroll) resultsTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
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
  const clearFilters = () => setFilters({ storageTypesOffered: [], servicesOffered: [], storageTermType: 'all' });
  const hasFilters =
    criteria.storageTypesOffered.length > 0 ||
    criteria.servicesOffered.length > 0 ||
    criteria.storageTermType !== 'all';
  const data = load.status === 'ready' ? load.data : null;
  // A new query is corrected again; only the one the visitor chose to keep literal stays so.
  const searchFromForm = useCallback(
    (next: SearchCriteria) =>
      navigate({ ...next, exact: criteria.exact && next.query.trim() === criteria.query.trim() }),
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
        <aside className="hidden lg:block" aria-label="Refine results">
          {showSidebar && (
            <FacetFilters
              criteria={criteria}
              facets={data?.facets}
              onChange={setFilters}
              onClear={clearFilters}
              hasFilters={hasFilters}
            />
          )}
        </aside>

        <section aria-labelledby={headingId} aria-busy={load.status === 'loading'}>
          <div className={RESULTS_HEADER_ROW_CLASS}>
            <h2 id={headingId} className={RESULTS_HEADING_CLASS} aria-live="polite">
              {data
                ? resultSummary(data, criteria.query)
                : load.status === 'loading'
                  ? SEARCHING_LABEL
                  : 'Search results'}
            </h2>
            <ResultsControls view={view} hasPlace={Boolean(data?.place)} onChange={(v) => navigate(criteria, v)} />
          </div>

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
            <div role="alert" className="card mt-6 flex flex-col items-start gap-3 border-danger/40 bg-danger-soft p-6">
              <p className="font-semibold text-danger">
                {load.badRequest ? 'This search could not be run' : 'Something went wrong'}
              </p>
              <p className="text-sm text-ink">{load.message}</p>
              {load.badRequest ? (
                <a href={searchUrl(emptyCriteria())} className="btn-secondary">
                  Start a new search
                </a>
              ) : (
                <button type="button" className="btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
                  Try again
                </button>
              )}
            </div>
          )}

          {data?.correctedFrom && data.places.length > 0 && (
            <p className="mt-4 text-sm text-ink" role="status">
              Showing results for {placesLabel(data.places)}.{' '}
              <a
                href={searchUrl({ ...criteria, exact: true }, { view: view.view })}
                className="font-semibold text-brand underline underline-offset-2"
                onClick={(event) => {
                  event.preventDefault();
                  navigate({ ...criteria, exact: true }, {}, { resetForm: true });
                }}
              >
                Search for “{data.correctedFrom}” instead
              </a>
            </p>
          )}

          {data && data.adjusted.length > 0 && (
            <p className="mt-4 text-sm text-ink-muted" role="status">
              Some settings in this link are not available, so the nearest ones were used instead (shown in the search
              form).
            </p>
          )}

          {data && data.closestMatches && (
            <div className="mt-6 rounded-xl border border-line bg-brand-soft p-4 text-sm text-ink" role="status">
              <p className="font-semibold">No warehouse offers all of these services here. Closest matches:</p>
            </div>
          )}

          {data && data.nearestBeyondRadius && (
            <div className="mt-6 rounded-xl border border-line bg-brand-soft p-4 text-sm text-ink" role="status">
              <p className="font-semibold">
                No warehouses within {data.radiusKm} km of {placesLabel(data.places)}.
              </p>
              {farthestReach(data) ? (
                <p className="mt-1">{farthestReach(data)}</p>
              ) : (
                <p className="mt-1">Here are the nearest ones beyond that distance.</p>
              )}
              {data.radiusKm !== null && data.radiusKm < DISTANCE_KM.max && !farthestReach(data) && (
                <button
                  type="button"
                  className="mt-3 font-semibold text-brand underline underline-offset-2"
                  onClick={() => navigate({ ...criteria, distance: DISTANCE_KM.max }, {}, { resetForm: true })}
                >
                  Search within {DISTANCE_KM.max} km instead
                </button>
              )}
            </div>
          )}

          {data && data.warehouses.length > 0 && (
            <ResultCards warehouses={data.warehouses} criteria={criteria} view={view} />
          )}

          {data && data.warehouses.length === 0 && (
            <EmptyState
              criteria={criteria}
              hasPlace={Boolean(data.place)}
              hasFilters={hasFilters}
              onWiden={() => navigate({ ...criteria, distance: DISTANCE_KM.max }, {}, { resetForm: true })}
              onClear={clearFilters}
            />
          )}

          {data && data.totalPages > 1 && (
            <Pagination
              page={view.page}
              totalPages={data.totalPages}
              onPage={(page) => navigate(criteria, { page }, { scroll: true })}
            />
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * The page form, or its picture with the same values until the form's code has arrived. Loading
 * it here, not in SearchResults, keeps its arrival from re-rendering the results.
 */
function PageSearchForm(props: SearchFormProps & { initialValues: SearchCriteria }) {
  const [SearchForm, setSearchForm] = useState<typeof SearchFormComponent | null>(null);
  useEffect(() => {
    let current = true;
    loadSearchForm()
      .then((form) => current && setSearchForm(() => form))
      // The picture stays, as the whole page would if the island's own code failed to load.
      .catch((err) => console.error('Could not load the search form', err));
    return () => {
      current = false;
    };
  }, []);
  if (SearchForm) return <SearchForm {...props} />;
  return (
    <div aria-hidden="true" inert>
      <SearchFormSkeleton values={props.initialValues} />
    </div>
  );
}

interface ResultCardsProps {
  warehouses: SearchedWarehouse[];
  criteria: SearchCriteria;
  view: ResultsView;
}

/**
 * The result cards, drawn a row per render (cardsPerRender). The count drawn is this component's
 * own state, so each new row re-renders the list alone, and the rows already drawn are skipped
 * (ResultCard is memoized on props that stay the same between those renders).
 */
function ResultCards({ warehouses, criteria, view }: ResultCardsProps) {
  const [cardsDrawn, setCardsDrawn] = useState(cardsPerRender);
  useEffect(() => {
    if (cardsDrawn >= warehouses.length) return;
    const timer = setTimeout(() => setCardsDrawn((drawn) => drawn + cardsPerRender()));
    return () => clearTimeout(timer);
  }, [warehouses, cardsDrawn]);
  const searchContext = searchUrl(criteria, view);
  const returnTo = useMemo(() => ({ criteria, viewMode: view.view }), [criteria, view.view]);
  return (
    <ResultsGrid view={view.view}>
      {warehouses.slice(0, cardsDrawn).map((w, i) => (
        <ResultCard
          key={w.id}
          warehouse={w}
          returnTo={returnTo}
          searchContext={searchContext}
          layout={view.view}
          // The first row (three cards on wide screens) loads at once; the first two (the
          // phone and tablet screenful, and the page's largest paint) ahead of the rest.
          eagerImage={i < 3}
          priorityImage={i < 2}
        />
      ))}
    </ResultsGrid>
  );
}

const ResultCard = memo(function ResultCard(
  props: Omit<WarehouseCardProps, 'warehouse' | 'headingLevel'> & { warehouse: SearchedWarehouse },
) {
  const { missingServices } = props.warehouse;
  return (
    <li>
      <WarehouseCard {...props} headingLevel="h3" />
      {missingServices.length > 0 && (
        <p className="mt-2 text-sm text-ink-muted">Does not offer: {missingServices.join(', ')}</p>
      )}
    </li>
  );
});

interface EmptyStateProps {
  criteria: SearchCriteria;
  hasPlace: boolean;
  hasFilters: boolean;
  onWiden: () => void;
  onClear: () => void;
}

function EmptyState({ criteria, hasPlace, hasFilters, onWiden, onClear }: EmptyStateProps) {
  const canWiden = hasPlace && criteria.distance < DISTANCE_KM.max;
  return (
    <div className="card mt-6 flex flex-col items-center px-6 py-12 text-center">
      <svg
        viewBox="0 0 24 24"
        className="h-12 w-12 text-ink-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <path d="M3 21V9l9-6 9 6v12" />
        <path d="M9 21v-6h6v6" />
        <path d="m15.5 8.5-7 7M8.5 8.5l7 7" opacity="0.5" />
      </svg>
      <h3 className="mt-4 text-lg font-semibold text-ink">No warehouses match your search</h3>
      <p className="mt-2 max-w-md text-sm text-ink-muted">
        {canWiden
          ? `Nothing within ${criteria.distance} km (${kmToMiles(criteria.distance)} mi). Try a wider radius${hasFilters ? ' or fewer filters' : ''}.`
          : hasFilters
            ? 'Try removing some filters: a listing must offer every service you select.'
            : 'Try another city, or browse every listed warehouse.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {canWiden && (
          <button type="button" className="btn-primary" onClick={onWiden}>
            Widen to {DISTANCE_KM.max} km
          </button>
        )}
        {hasFilters && (
          <button type="button" className="btn-secondary" onClick={onClear}>
            Clear filters
          </button>
        )}
        <a href={searchUrl(emptyCriteria())} className="btn-secondary">
          Browse all warehouses
        </a>
      </div>
    </div>
  );
}

function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const pages = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((p) => p >= 1 && p <= totalPages)
    .sort((a, b) => a - b);
  const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium';
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      <button type="button" className={`${item} btn-secondary`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {pages.map((p, i) => (
        <span key={p} className="flex items-center gap-1.5">
          {i > 0 && p - pages[i - 1]! > 1 && (
            <span className="px-1 text-ink-muted" aria-hidden="true">
              …
            </span>
          )}
          <button
            type="button"
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p}`}
            onClick={() => onPage(p)}
            className={`${item} ${p === page ? 'bg-brand text-on-brand' : 'border border-line bg-surface text-ink hover:bg-surface-muted'}`}
          >
            {p}
          </button>
        </span>
      ))}
      <button
        type="button"
        className={`${item} btn-secondary`}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
