import { z } from 'zod';
import {
  CERTIFICATIONS,
  DISTANCE_KM,
  SERVICES,
  SPACE_UNITS,
  STORAGE_TERM_FILTERS,
  STORAGE_TYPES,
} from '#src/shared/catalog.ts';
import { NEED_KEYS, readNeed } from '#src/shared/search-need.ts';
import { MAX_SEARCH_PAGE, nearestNumber, SEARCH_SORTS } from '#src/shared/search-url.ts';
import { foldText } from '#src/shared/text.ts';
import { parseBox, type Box } from '#src/shared/geo.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * The /search query parameters, as the search form builds them and GET /api/search reads them.
 * Values arrive as strings (or string arrays when repeated), so numbers are coerced.
 */

const SEARCH_PAGE_SIZE = { default: 12, max: 50 } as const;
const MAX_SEARCH_QUERY_LENGTH = 200;

/**
 * A shared or bookmarked link may carry values the form never writes (`distance=35`, `page=-1`,
 * `sort=cheapest`, an unknown service): each falls back to the nearest value the search
 * offers, so the link still shows results, and `searchAdjustments` names what changed.
 */

/** The first value of a parameter given more than once; an empty one counts as absent. */
const single = (v: unknown) => {
  const first = Array.isArray(v) ? v[0] : v;
  return first === '' ? undefined : first;
};

/** A number as the page reads it too (search-url.ts): the nearest valid value, or `fallback`. */
const nearest = (range: { min: number; max: number; step: number }, fallback: number) =>
  z.preprocess((v) => nearestNumber(single(v), range, fallback), z.number());

/** One of `values`, or `fallback` for anything else. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess((v) => {
    const value = single(v);
    return typeof value === 'string' && (values as readonly string[]).includes(value) ? value : fallback;
  }, z.enum(values));

/** A parameter that may be absent, given once, or repeated: the known values among it, in order. */
const knownValues = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) =>
      (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((item): item is T[number] =>
        (values as readonly unknown[]).includes(item),
      ),
    z.array(z.enum(values)),
  );

/** `1` or `true` sets it; anything else, or nothing, leaves it off. */
const flag = z.preprocess((v) => v === true || single(v) === '1' || single(v) === 'true', z.boolean());

export const searchParamsObject = z.object({
  query: z
    .string({ error: () => m.v_search_text_type() })
    .trim()
    .max(MAX_SEARCH_QUERY_LENGTH, { error: () => m.v_search_text_too_long() })
    .default(''),
  /** `exact=1`: search the text as typed, without correcting it to a place it may misspell. */
  exact: flag,
  storageTypesOffered: knownValues(STORAGE_TYPES),
  servicesOffered: knownValues(SERVICES),
  distance: nearest(DISTANCE_KM, DISTANCE_KM.searchDefault),
  storageTermType: oneOf(STORAGE_TERM_FILTERS, 'all'),
  /** `ownerVerified=1`: only listings managed by an owner's account (docs/decisions/freshness.md). */
  ownerVerified: flag,
  page: nearest({ min: 1, max: MAX_SEARCH_PAGE, step: 1 }, 1),
  limit: nearest({ min: 1, max: SEARCH_PAGE_SIZE.max, step: 1 }, SEARCH_PAGE_SIZE.default),
  sort: oneOf(SEARCH_SORTS, 'relevance'),
  /** The map's visible box ("Search this area"): it takes the radius's place; anything but a box is ignored. */
  bbox: z.preprocess((v) => parseBox(single(v)), z.custom<Box | null>()),
  // The buyer's need (src/shared/search-need.ts), read by the rules the page uses too.
  space: z.number().nullable(),
  spaceUnit: z.enum(SPACE_UNITS),
  availableBy: z.string().nullable(),
  maxPrice: z.number().nullable(),
  minDockDoors: z.number().nullable(),
  minClearHeight: z.number().nullable(),
  certifications: z.array(z.enum(CERTIFICATIONS)),
  termMonths: z.number().nullable(),
});

export const searchParamsSchema = z.preprocess((raw) => {
  if (typeof raw !== 'object' || raw === null) return raw;
  const given = raw as Record<string, unknown>;
  return { ...given, ...readNeed((key) => given[key]) };
}, searchParamsObject);

export type SearchParams = z.output<typeof searchParamsSchema>;

/** The parameters a search could not use as given, and so adjusted or dropped (docs/decisions/search.md). */
const ADJUSTABLE_SEARCH_PARAMS = [
  'storageTypesOffered',
  'servicesOffered',
  'distance',
  'storageTermType',
  'page',
  'limit',
  'sort',
  ...NEED_KEYS,
] as const;
export type AdjustableSearchParam = (typeof ADJUSTABLE_SEARCH_PARAMS)[number];

/** Which of `raw`'s parameters were not applied as given (`params` is what searchParamsSchema made of them). */
export function searchAdjustments(
  raw: Record<string, string | string[] | undefined>,
  params: SearchParams,
): AdjustableSearchParam[] {
  return ADJUSTABLE_SEARCH_PARAMS.filter((key) => {
    const given = [raw[key] ?? []].flat().filter((v) => v !== '');
    const applied = params[key];
    if (Array.isArray(applied)) return given.some((v) => !(applied as readonly string[]).includes(v));
    if (given.length === 0) return false;
    if (applied === null) return true;
    return given.length > 1 || given[0] !== String(applied);
  });
}

const TYPE_MORE = () => m.v_location_min();

/** GET /api/locations: what was typed in the location box so far. */
export const locationsQuery = z.object({
  query: z
    .string({ error: TYPE_MORE })
    .max(100, { error: () => m.v_location_too_long() })
    .refine((v) => foldText(v).length >= 2, { error: TYPE_MORE }),
});
