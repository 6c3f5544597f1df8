import { api, read } from '#src/client/api.ts';
import type { CitySuggestion } from '#src/client/answers.ts';
import { foldText } from '#src/shared/text.ts';

/** docs/decisions/interface-behaviour.md: at most 3 suggestions, from 2 characters, 200 ms debounce, 150 ms blur close. */
export const SUGGESTIONS = { max: 3, minChars: 2, debounceMs: 200, blurCloseMs: 150 } as const;

/** docs/decisions/interface-behaviour.md: the warehouse cities are cached for 1 hour. */
const CITIES_TTL_MS = 60 * 60 * 1000;
// Session storage, not local storage: local storage holds only the session and theme keys (docs/decisions/browser-storage.md).
const CITIES_CACHE_KEY = 'warehouse_cities';

function readCachedCities(): CitySuggestion[] | null {
  try {
    const cached = JSON.parse(sessionStorage.getItem(CITIES_CACHE_KEY) ?? 'null') as {
      at: number;
      cities: CitySuggestion[];
    } | null;
    return cached && Date.now() - cached.at < CITIES_TTL_MS ? cached.cities : null;
  } catch {
    return null;
  }
}

/** The cities of active warehouses, kept in session storage for an hour. A failed read rejects: the built-in list stands in. */
export async function readWarehouseCities(): Promise<CitySuggestion[]> {
  const cached = readCachedCities();
  if (cached) return cached;
  const cities = await read(api.cities.$get());
  sessionStorage.setItem(CITIES_CACHE_KEY, JSON.stringify({ at: Date.now(), cities }));
  return cities;
}

/**
 * The built-in list of major cities, asked for with the warehouse cities when the visitor first
 * types: a page's first load does without it (docs/performance.md, "JavaScript chunks").
 */
export const readBuiltInCities = () => import('#src/shared/fallback-cities.ts').then((list) => list.FALLBACK_CITIES);

/** Places from the gazetteer and warehouse cities that start with the query. */
export const readLocations = (query: string, signal: AbortSignal): Promise<CitySuggestion[]> =>
  read(api.locations.$get({ query: { query } }, { init: { signal } }));

const suggestionKey = (s: CitySuggestion) => `${foldText(s.city)}|${s.province.toUpperCase()}`;

/** "tor", "Toronto, O", "john" (St. John's) all match: a prefix of the name, a word of it, or of "city, province". */
function matches(city: CitySuggestion, folded: string): boolean {
  const name = foldText(city.city);
  return (
    name.startsWith(folded) ||
    name.split(' ').some((word) => word.startsWith(folded)) ||
    `${name} ${foldText(city.province)}`.startsWith(folded)
  );
}

/** Up to `max` suggestions, first come first kept, without the same city and province twice. */
export function mergeSuggestions(
  lists: readonly (readonly CitySuggestion[])[],
  max: number = SUGGESTIONS.max,
): CitySuggestion[] {
  const seen = new Set<string>();
  const out: CitySuggestion[] = [];
  for (const list of lists) {
    for (const s of list) {
      const key = suggestionKey(s);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ city: s.city, province: s.province });
      if (out.length === max) return out;
    }
  }
  return out;
}

/** Local matches: warehouse cities first, then the built-in list. */
export function localSuggestions(
  query: string,
  warehouseCities: readonly CitySuggestion[],
  builtInCities: readonly CitySuggestion[],
): CitySuggestion[] {
  const folded = foldText(query);
  if (!folded) return [];
  return mergeSuggestions([
    warehouseCities.filter((c) => matches(c, folded)),
    builtInCities.filter((c) => matches(c, folded)),
  ]);
}

export const formatSuggestion = (s: CitySuggestion) => `${s.city}, ${s.province}`;
