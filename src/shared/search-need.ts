import { CERTIFICATIONS, SPACE_UNITS, type Certification, type SpaceUnit } from './catalog.ts';

/**
 * What a buyer needs, as a search states it (docs/decisions/listing-facts.md): the search form,
 * the results page, the quiz and GET /api/search read and write these parameters with the same
 * rules here, so a link means the same on the page and in the API. Pure functions only.
 *
 * - `space` in `spaceUnit`: listings with at least that much available first, then those that
 *   do not say, none with less;
 * - `availableBy`: available from that day or earlier (no from-date: available now);
 * - `maxPrice`: the listing's own price in the unit of `spaceUnit` (per pallet per month, per sq
 *   ft per year) at most this; listings without that price do not match;
 * - `minDockDoors`, `minClearHeight`: at least that many, as the listing states;
 * - `certifications`: every one chosen;
 * - `termMonths`: the buyer's term, for the cost estimate only (it filters nothing).
 */
export interface SearchNeed {
  space: number | null;
  spaceUnit: SpaceUnit;
  availableBy: string | null;
  maxPrice: number | null;
  minDockDoors: number | null;
  minClearHeight: number | null;
  certifications: Certification[];
  termMonths: number | null;
}

export const NO_NEED: SearchNeed = {
  space: null,
  spaceUnit: 'pallet_positions',
  availableBy: null,
  maxPrice: null,
  minDockDoors: null,
  minClearHeight: null,
  certifications: [],
  termMonths: null,
};

/** The parameter names, in the order a URL writes them. */
export const NEED_KEYS = [
  'space',
  'spaceUnit',
  'availableBy',
  'maxPrice',
  'minDockDoors',
  'minClearHeight',
  'certifications',
  'termMonths',
] as const satisfies readonly (keyof SearchNeed)[];

/** Limits of the numbers a link may carry: a value outside is brought to the nearest bound. */
const NEED_RANGES = {
  space: { min: 1, max: 50_000_000, decimals: 0 },
  maxPrice: { min: 1, max: 200, decimals: 2 },
  minDockDoors: { min: 1, max: 500, decimals: 0 },
  minClearHeight: { min: 8, max: 150, decimals: 0 },
  termMonths: { min: 1, max: 120, decimals: 0 },
} as const;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** A number as a link gives it, within its range (rounded to its decimals); null when absent or not a number. */
function needNumber(raw: unknown, range: { min: number; max: number; decimals: number }): number | null {
  const value = first(raw);
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  const scale = 10 ** range.decimals;
  return Math.min(range.max, Math.max(range.min, Math.round(n * scale) / scale));
}

/** A calendar day, YYYY-MM-DD, or null. */
function needDate(raw: unknown): string | null {
  const value = first(raw);
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : null;
}

/**
 * The need a set of parameters states, as the search applies it. `get(key)` gives a parameter's
 * values (one or several): a URLSearchParams on the page, the parsed query in the API.
 */
export function readNeed(get: (key: (typeof NEED_KEYS)[number]) => unknown): SearchNeed {
  const unit = first(get('spaceUnit'));
  const certifications = [get('certifications') ?? []].flat();
  return {
    space: needNumber(get('space'), NEED_RANGES.space),
    spaceUnit: (SPACE_UNITS as readonly unknown[]).includes(unit) ? (unit as SpaceUnit) : NO_NEED.spaceUnit,
    availableBy: needDate(get('availableBy')),
    maxPrice: needNumber(get('maxPrice'), NEED_RANGES.maxPrice),
    minDockDoors: needNumber(get('minDockDoors'), NEED_RANGES.minDockDoors),
    minClearHeight: needNumber(get('minClearHeight'), NEED_RANGES.minClearHeight),
    certifications: CERTIFICATIONS.filter((c) => certifications.includes(c)),
    termMonths: needNumber(get('termMonths'), NEED_RANGES.termMonths),
  };
}

/** Appends the need's parameters that differ from no need (the default unit left out), under `key(name)`. */
export function writeNeed(params: URLSearchParams, need: Partial<SearchNeed>, key = (name: string) => name) {
  const full = { ...NO_NEED, ...need };
  for (const name of NEED_KEYS) {
    const value = full[name];
    if (Array.isArray(value)) for (const item of value) params.append(key(name), item);
    else if (value !== null && value !== NO_NEED[name]) params.set(key(name), String(value));
  }
}

/** Whether a search states any need that filters (the term alone filters nothing). */
export const filtersByNeed = (need: SearchNeed) =>
  need.space !== null ||
  need.availableBy !== null ||
  need.maxPrice !== null ||
  need.minDockDoors !== null ||
  need.minClearHeight !== null ||
  need.certifications.length > 0;
