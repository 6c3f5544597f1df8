import { warehousePageUrl } from './listing-urls.ts';
import { DISTANCE_KM, SERVICES, STORAGE_TERM_FILTERS, STORAGE_TYPES, type StorageTermFilter } from './catalog.ts';
import { parseBox } from './geo.ts';
import { localHref } from './i18n/messages.ts';
import { NO_NEED, readNeed, writeNeed, type SearchNeed } from './search-need.ts';

/**
 * The /search URL is the single source of truth of a search: the search form, the results page,
 * the quiz, warehouse cards and the detail page's "Back to results" all build and read it here,
 * so a shared or bookmarked link always shows the same results. Pure functions only.
 */

/** What a visitor searched for: the /search query parameters (docs/decisions/search.md). */
export interface SearchCriteria {
  query: string;
  /** Search the query as typed, never corrected to a place it may misspell (`exact=1`). */
  exact?: boolean;
  storageTypesOffered: string[];
  servicesOffered: string[];
  distance: number;
  storageTermType: StorageTermFilter;
  /** Only listings managed by a verified owner (`ownerVerified=1`). */
  ownerVerified?: boolean;
  /** The buyer's space, date, price, specs and term (search-need.ts); absent when it states none. */
  need?: SearchNeed;
}

/** How the results page shows them; carried to the detail page as returnViewMode. */
export const VIEW_MODES = ['grid', 'list', 'map'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** The results page's own extras, kept in its URL beside the criteria. */
export interface ResultsView {
  page: number;
  sort: SearchSort;
  view: ViewMode;
  /** "Search this area": the map's box (`west,south,east,north`) the results are searched in, in place of the radius. */
  bbox?: string;
}

export const DEFAULT_RESULTS_VIEW: ResultsView = { page: 1, sort: 'relevance', view: 'grid' };

/** docs/decisions/search.md: the home search asks for 20 km around a typed place, else 10 km. */
const HOME_DISTANCE_KM = { withQuery: 20, withoutQuery: 10 } as const;
/** docs/decisions/search.md: returning from a card without return parameters uses 10 km. */
const RETURN_DEFAULT_DISTANCE_KM = 10;

const SEARCH_PATH = '/search';

/** The parameter name of each criterion, in a /search URL and among a card's return parameters. */
type CriteriaKeys = { readonly [K in Exclude<keyof SearchCriteria, 'need'>]-?: string };
const SEARCH_KEYS: CriteriaKeys = {
  query: 'query',
  exact: 'exact',
  storageTypesOffered: 'storageTypesOffered',
  servicesOffered: 'servicesOffered',
  distance: 'distance',
  storageTermType: 'storageTermType',
  ownerVerified: 'ownerVerified',
};
const RETURN_KEYS: CriteriaKeys = {
  query: 'returnQuery',
  exact: 'returnExact',
  storageTypesOffered: 'returnStorageType',
  servicesOffered: 'returnServicesOffered',
  distance: 'returnDistance',
  storageTermType: 'returnStorageTermType',
  ownerVerified: 'returnOwnerVerified',
};

export function emptyCriteria(distance: number = DISTANCE_KM.searchDefault): SearchCriteria {
  return { query: '', storageTypesOffered: [], servicesOffered: [], distance, storageTermType: 'all' };
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value);

/**
 * How results may be ordered. Here rather than beside the schema (validation/search.ts) so the
 * page can read a link without loading the validation library.
 * - relevance (default): nearest first when the query is a place, best text match first for
 *   free text, otherwise paid listings first then most recently updated;
 * - distance: nearest first (same as relevance for a place; without a place, like relevance);
 * - newest: most recently updated first;
 * - size_desc / size_asc: by square feet, listings without a size last;
 * - price_asc: lowest price first in the unit of the need's space (per pallet unless it says sq ft), listings without that price last.
 * With a space need, listings with enough space come before those that do not say, whatever the order.
 * Ties always fall back to paid first, then most recently updated. Listings not confirmed for over
 * 90 days come after fresher ones that match equally (docs/decisions/freshness.md).
 */
export const SEARCH_SORTS = ['relevance', 'distance', 'newest', 'size_desc', 'size_asc', 'price_asc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const MAX_SEARCH_PAGE = 1000;

/**
 * A link's number as the search applies it, the same on the page and in GET /api/search: the
 * nearest multiple of `step` within [min, max]; `fallback` when absent or not a number.
 */
export function nearestNumber(raw: unknown, range: { min: number; max: number; step: number }, fallback: number) {
  const n = Number(raw);
  if (raw === null || raw === undefined || raw === '' || !Number.isFinite(n)) return fallback;
  return Math.min(range.max, Math.max(range.min, Math.round(n / range.step) * range.step));
}

const PAGE_RANGE = { min: 1, max: MAX_SEARCH_PAGE, step: 1 } as const;

/**
 * The view mode a URL asks for in `key`; anything but 'list' is the default, grid. Self-contained
 * (it names nothing outside itself) because the /search prefetch script copies its source.
 */
export function readViewMode(params: URLSearchParams, key: string = 'view'): ViewMode {
  const mode = params.get(key);
  return mode === 'list' || mode === 'map' ? mode : 'grid';
}

/** The one criteria parser, for the /search parameters and for the detail page's return parameters. */
function readCriteria(params: URLSearchParams, keys: CriteriaKeys, defaultDistance: number): SearchCriteria {
  const term = params.get(keys.storageTermType);
  return {
    query: params.get(keys.query) ?? '',
    // Only present when asked for, so criteria read back from a URL equal the ones that wrote it.
    ...(params.get(keys.exact) === '1' ? { exact: true } : {}),
    storageTypesOffered: params.getAll(keys.storageTypesOffered).filter((t) => isOneOf(STORAGE_TYPES, t)),
    servicesOffered: params.getAll(keys.servicesOffered).filter((v) => isOneOf(SERVICES, v)),
    distance: nearestNumber(params.get(keys.distance), DISTANCE_KM, defaultDistance),
    storageTermType: isOneOf(STORAGE_TERM_FILTERS, term) ? term : 'all',
    ...(params.get(keys.ownerVerified) === '1' ? { ownerVerified: true } : {}),
    ...needOf(readNeed((key) => params.getAll(keys === RETURN_KEYS ? returnKey(key) : key))),
  };
}

/** A card's return parameter for a need parameter: returnSpace, returnMaxPrice … */
const returnKey = (key: string) => `return${key[0]!.toUpperCase()}${key.slice(1)}`;

/** `{ need }` when it states anything, so criteria read back from a URL equal the ones that wrote it. */
const needOf = (need: SearchNeed) => (JSON.stringify(need) === JSON.stringify(NO_NEED) ? {} : { need });

/** The criteria's need, or none. */
export const needOfCriteria = (criteria: SearchCriteria): SearchNeed => criteria.need ?? NO_NEED;

/** The /search parameters in their agreed order (docs/decisions/search.md); storageTermType is omitted when it is 'all'. */
function criteriaParams(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  params.set(SEARCH_KEYS.query, criteria.query.trim());
  if (criteria.exact) params.set(SEARCH_KEYS.exact, '1');
  for (const type of criteria.storageTypesOffered) params.append(SEARCH_KEYS.storageTypesOffered, type);
  for (const service of criteria.servicesOffered) params.append(SEARCH_KEYS.servicesOffered, service);
  params.set(SEARCH_KEYS.distance, String(criteria.distance));
  if (criteria.storageTermType !== 'all') params.set(SEARCH_KEYS.storageTermType, criteria.storageTermType);
  if (criteria.ownerVerified) params.set(SEARCH_KEYS.ownerVerified, '1');
  if (criteria.need) writeNeed(params, criteria.need);
  return params;
}

/** A /search URL; the results-page extras are added only when they differ from the defaults. */
export function searchUrl(criteria: SearchCriteria, view: Partial<ResultsView> = {}): string {
  const params = criteriaParams(criteria);
  if (view.sort && view.sort !== DEFAULT_RESULTS_VIEW.sort) params.set('sort', view.sort);
  if (view.page && view.page > 1) params.set('page', String(view.page));
  if (view.view && view.view !== DEFAULT_RESULTS_VIEW.view) params.set('view', view.view);
  if (view.bbox) params.set('bbox', view.bbox);
  return `${localHref(SEARCH_PATH)}?${params}`;
}

/** docs/decisions/search.md: the home hero's search (no slider there, so the distance follows the query). */
export function homeSearchUrl(input: Omit<SearchCriteria, 'distance'>): string {
  const distance = input.query.trim() ? HOME_DISTANCE_KM.withQuery : HOME_DISTANCE_KM.withoutQuery;
  return searchUrl({ ...input, distance });
}

/**
 * The home hero's form as a plain GET form, for a submit made before its island has run: the
 * typed text goes to /search (in the page's language) at the home search's distance for a query,
 * as homeSearchUrl sends it.
 */
export const homeFormFallback = () =>
  ({
    action: localHref(SEARCH_PATH),
    queryName: SEARCH_KEYS.query,
    hidden: { name: SEARCH_KEYS.distance, value: String(HOME_DISTANCE_KM.withQuery) },
  }) as const;

/** Reads a /search URL's parameters as GET /api/search applies them: unusable values fall back to the nearest valid ones or are dropped. */
export function readSearchParams(params: URLSearchParams): { criteria: SearchCriteria; view: ResultsView } {
  const sort = params.get('sort');
  return {
    criteria: readCriteria(params, SEARCH_KEYS, DISTANCE_KM.searchDefault),
    view: {
      page: nearestNumber(params.get('page'), PAGE_RANGE, 1),
      sort: isOneOf(SEARCH_SORTS, sort) ? sort : DEFAULT_RESULTS_VIEW.sort,
      view: readViewMode(params),
      ...(parseBox(params.get('bbox')) ? { bbox: params.get('bbox')! } : {}),
    },
  };
}

/** The return parameters a card link carries to the detail page (docs/decisions/search.md). */
export function returnParams(criteria: SearchCriteria, viewMode: ViewMode): URLSearchParams {
  const params = new URLSearchParams();
  params.set(RETURN_KEYS.query, criteria.query);
  if (criteria.exact) params.set(RETURN_KEYS.exact, '1');
  for (const type of criteria.storageTypesOffered) params.append(RETURN_KEYS.storageTypesOffered, type);
  for (const service of criteria.servicesOffered) params.append(RETURN_KEYS.servicesOffered, service);
  params.set(RETURN_KEYS.distance, String(criteria.distance));
  params.set(RETURN_KEYS.storageTermType, criteria.storageTermType);
  if (criteria.ownerVerified) params.set(RETURN_KEYS.ownerVerified, '1');
  if (criteria.need) writeNeed(params, criteria.need, returnKey);
  params.set('returnViewMode', viewMode);
  return params;
}

/** A result card's link: the listing's page, with the return parameters when the card sits in a search. */
export function warehouseCardUrl(id: string, from?: { criteria: SearchCriteria; viewMode: ViewMode }): string {
  const path = warehousePageUrl(id);
  return from ? `${path}?${returnParams(from.criteria, from.viewMode)}` : path;
}

/** Reads the detail page's return parameters; missing ones take the card-return defaults (docs/decisions/search.md). */
export function readReturnParams(params: URLSearchParams): { criteria: SearchCriteria; viewMode: ViewMode } {
  return {
    criteria: readCriteria(params, RETURN_KEYS, RETURN_DEFAULT_DISTANCE_KM),
    viewMode: readViewMode(params, 'returnViewMode'),
  };
}

/** The detail page's "Back to results" link. */
export function backToResultsUrl(detailParams: URLSearchParams): string {
  const { criteria, viewMode } = readReturnParams(detailParams);
  return searchUrl(criteria, { view: viewMode });
}

/**
 * The GET /api/search query for a /search URL: its own parameters as typed (so the API can name
 * a bad one), without the page's layout; the API's own page size applies. Self-contained, as the
 * /search prefetch script copies its source.
 */
export function apiSearchUrl(pageParams: URLSearchParams): string {
  const params = new URLSearchParams(pageParams);
  params.delete('view');
  return `/api/search?${params}`;
}
