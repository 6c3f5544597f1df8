import { z } from 'zod';
import { DISTANCE_KM, SERVICES, STORAGE_TERM_FILTERS, STORAGE_TYPES } from '#src/shared/catalog.ts';
import { foldText } from '#src/shared/text.ts';

/**
 * The /search query parameters, as the search form builds them and GET /api/search reads them.
 * Values arrive as strings (or string arrays when repeated), so numbers are coerced.
 */

/**
 * How results are ordered:
 * - relevance (default): nearest first when the query is a place, best text match first for
 *   free text, otherwise paid listings first then most recently updated;
 * - distance: nearest first (same as relevance for a place; without a place, like relevance);
 * - newest: most recently updated first;
 * - size_desc / size_asc: by square feet, listings without a size last.
 * Ties always fall back to paid first, then most recently updated.
 */
const SEARCH_SORTS = ['relevance', 'distance', 'newest', 'size_desc', 'size_asc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const SEARCH_PAGE_SIZE = { default: 12, max: 50 } as const;
const MAX_SEARCH_QUERY_LENGTH = 200;
const MAX_SEARCH_PAGE = 1000;

/** A parameter that may be absent, given once, or repeated: always an array afterwards. */
const repeatedParam = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(item));

/** Empty strings count as absent, so `?distance=` falls back to the default like a missing parameter. */
const blankAsMissing = (v: unknown) => (v === '' ? undefined : v);

const wholeNumber = (name: string) =>
  z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`);

export const searchParamsSchema = z.object({
  query: z
    .string({ error: 'Search text must be text' })
    .trim()
    .max(MAX_SEARCH_QUERY_LENGTH, `Search text cannot exceed ${MAX_SEARCH_QUERY_LENGTH} characters`)
    .default(''),
  /** `exact=1`: search the text as typed, without correcting it to a place it may misspell. */
  exact: z.preprocess((v) => v === '1' || v === 'true', z.boolean()),
  storageTypesOffered: repeatedParam(
    z.enum(STORAGE_TYPES, { error: (issue) => `Unknown storage type "${String(issue.input)}"` }),
  ),
  servicesOffered: repeatedParam(z.enum(SERVICES, { error: (issue) => `Unknown service "${String(issue.input)}"` })),
  distance: z.preprocess(
    blankAsMissing,
    wholeNumber('Distance')
      .min(DISTANCE_KM.min, `Distance must be between ${DISTANCE_KM.min} and ${DISTANCE_KM.max} km`)
      .max(DISTANCE_KM.max, `Distance must be between ${DISTANCE_KM.min} and ${DISTANCE_KM.max} km`)
      .multipleOf(DISTANCE_KM.step, `Distance must be a multiple of ${DISTANCE_KM.step} km`)
      .default(DISTANCE_KM.searchDefault),
  ),
  storageTermType: z.preprocess(
    blankAsMissing,
    z.enum(STORAGE_TERM_FILTERS, { error: 'Storage term must be all, short-term, long-term or both' }).default('all'),
  ),
  page: z.preprocess(
    blankAsMissing,
    wholeNumber('Page')
      .min(1, 'Page must be 1 or more')
      .max(MAX_SEARCH_PAGE, `Page cannot exceed ${MAX_SEARCH_PAGE}`)
      .default(1),
  ),
  limit: z.preprocess(
    blankAsMissing,
    wholeNumber('Limit')
      .min(1, `Limit must be between 1 and ${SEARCH_PAGE_SIZE.max}`)
      .max(SEARCH_PAGE_SIZE.max, `Limit must be between 1 and ${SEARCH_PAGE_SIZE.max}`)
      .default(SEARCH_PAGE_SIZE.default),
  ),
  sort: z.preprocess(
    blankAsMissing,
    z.enum(SEARCH_SORTS, { error: `Sort must be one of ${SEARCH_SORTS.join(', ')}` }).default('relevance'),
  ),
});

export type SearchParams = z.output<typeof searchParamsSchema>;

const TYPE_MORE = 'Type at least 2 characters to get suggestions';

/** GET /api/locations: what was typed in the location box so far. */
export const locationsQuery = z.object({
  query: z
    .string({ error: TYPE_MORE })
    .max(100, 'Location text cannot exceed 100 characters')
    .refine((v) => foldText(v).length >= 2, TYPE_MORE),
});
