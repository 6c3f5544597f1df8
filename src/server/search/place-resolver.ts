import { textArray } from '#db/array-params.ts';
import { inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema.ts';
import type { ResolvedPlace, ResolvedRegion } from '#src/server/answers/search.ts';
import type { CountryCode } from '#src/shared/catalog.ts';
import { foldText } from '#src/shared/text.ts';
import { CITY_ALIASES, POSTAL_NOISE, QUALIFIERS, readQuery, resolvedRegion, type Qualifier } from './query-reading.ts';

export type QueryMeaning =
  | { kind: 'everywhere' }
  /**
   * One place, or several ("Toronto, Mississauga, ON"): results are near any of them.
   * `correctedFrom`: what was typed, when it named them only after correcting a misspelling.
   */
  | { kind: 'place'; places: [ResolvedPlace, ...ResolvedPlace[]]; correctedFrom?: string }
  | { kind: 'region'; region: ResolvedRegion }
  | { kind: 'text'; folded: string };

const PLACE_COLUMNS = {
  name: places.name,
  nameFolded: places.nameFolded,
  province: places.province,
  country: places.country,
  latitude: places.latitude,
  longitude: places.longitude,
  population: places.population,
};

const matches = (row: { province: string; country: string }, q: Qualifier) =>
  (!q.province || row.province === q.province) && (!q.country || row.country === q.country);

/**
 * The gazetteer only changes when the database is set up, so what a query means can be kept:
 * popular searches ("Toronto") then skip the places lookup. Oldest entries go first.
 */
const RESOLVED_CACHE_SIZE = 2000;
const resolved = new Map<string, QueryMeaning>();

/**
 * Resolves what the visitor typed: a gazetteer place (most populous unless a province/state
 * narrows it), a province/state or country on its own, or free text.
 */
export async function resolveQuery(
  db: Database,
  raw: string,
  options: { exact?: boolean } = {},
): Promise<QueryMeaning> {
  if (!foldText(raw)) return { kind: 'everywhere' };
  const key = `${options.exact ? 'exact:' : ''}${raw.trim().toLowerCase()}`;
  const cached = resolved.get(key);
  if (cached) return cached;
  const meaning = await meaningOf(db, raw, options, gazetteerRows(db), (part, o) => resolveQuery(db, part, o));
  if (resolved.size >= RESOLVED_CACHE_SIZE) resolved.delete(resolved.keys().next().value!);
  resolved.set(key, meaning);
  return meaning;
}

/**
 * What each of many queries means, each read as resolveQuery reads it (the search runs it without
 * `exact`): the build asks for every city page's search at once, about 12,000 at 100,000 listings
 * (docs/decisions/place-pages.md). The gazetteer rows every query's readings may name are read in
 * one query rather than one per query; the cache of popular searches is left alone, which
 * thousands of one-off names would otherwise empty.
 */
export async function resolveQueries(db: Database, raws: readonly string[]): Promise<QueryMeaning[]> {
  const names = [...new Set(raws.flatMap((raw) => readQuery(raw).map((r) => r.city)).filter(Boolean))];
  const fetched = new Map<string, PlaceRow[]>(names.map((name) => [name, []]));
  if (names.length) {
    for (const row of await db
      .select(PLACE_COLUMNS)
      .from(places)
      .where(sql`${places.nameFolded} = any(${textArray(names)})`)) {
      fetched.get(row.nameFolded)?.push(row);
    }
  }
  const fromDatabase = gazetteerRows(db);
  const rowsNamed: GazetteerRows = async (wanted) => {
    const missing = wanted.filter((name) => !fetched.has(name));
    return [...wanted.flatMap((name) => fetched.get(name) ?? []), ...(await fromDatabase(missing))];
  };
  const resolveOne = (raw: string, options: { exact?: boolean }): Promise<QueryMeaning> =>
    foldText(raw) ? meaningOf(db, raw, options, rowsNamed, resolveOne) : Promise.resolve({ kind: 'everywhere' });
  const meanings: QueryMeaning[] = [];
  for (const raw of raws) meanings.push(await resolveOne(raw, {}));
  return meanings;
}

type PlaceRow = Omit<typeof places.$inferSelect, 'id'>;

/** The gazetteer places of these folded names. */
type GazetteerRows = (names: string[]) => Promise<PlaceRow[]>;

const gazetteerRows =
  (db: Database): GazetteerRows =>
  async (names) =>
    names.length ? db.select(PLACE_COLUMNS).from(places).where(inArray(places.nameFolded, names)) : [];

/** A query's meaning, its gazetteer places read through `rowsNamed` and a list's parts through `resolvePart`. */
async function meaningOf(
  db: Database,
  raw: string,
  options: { exact?: boolean },
  rowsNamed: GazetteerRows,
  resolvePart: (raw: string, options: { exact?: boolean }) => Promise<QueryMeaning>,
): Promise<QueryMeaning> {
  const meaning =
    (await resolveSeveral(raw, options, resolvePart)) ?? (await resolveUncached(raw, foldText(raw), rowsNamed));
  if (meaning.kind === 'text' && !options.exact) return (await resolveMisspelt(db, raw)) ?? meaning;
  return meaning;
}

/** More places than this in one query are more likely an address or a sentence than a list of cities. */
const MAX_PLACES = 5;

/**
 * Several places separated by commas, the qualifiers after the last applying to each
 * ("Toronto, Mississauga, ON, Canada", as the quiz writes the cities it was given). Null unless
 * every segment is a place on its own: "123 Main St, Toronto, ON" is one place with an address.
 */
async function resolveSeveral(
  raw: string,
  options: { exact?: boolean },
  resolvePart: (raw: string, options: { exact?: boolean }) => Promise<QueryMeaning>,
): Promise<QueryMeaning | null> {
  const segments = raw
    .replace(POSTAL_NOISE, ' ')
    .split(/[,;|]/)
    .map((s) => s.trim())
    .filter((s) => foldText(s));
  let named = segments.length;
  while (named > 0 && QUALIFIERS.has(foldText(segments[named - 1]!))) named--;
  if (named < 2 || named > MAX_PLACES) return null;
  const qualifiers = segments.slice(named);
  const found: ResolvedPlace[] = [];
  let corrected = false;
  for (const segment of segments.slice(0, named)) {
    const meaning = await resolvePart([segment, ...qualifiers].join(', '), options);
    if (meaning.kind !== 'place') return null;
    corrected ||= meaning.correctedFrom !== undefined;
    for (const place of meaning.places) {
      if (!found.some((p) => p.name === place.name && p.province === place.province)) found.push(place);
    }
  }
  return {
    kind: 'place',
    places: found as [ResolvedPlace, ...ResolvedPlace[]],
    ...(corrected ? { correctedFrom: raw.trim() } : {}),
  };
}

async function resolveUncached(raw: string, folded: string, rowsNamed: GazetteerRows): Promise<QueryMeaning> {
  const readings = readQuery(raw);
  const rows = await rowsNamed([...new Set(readings.map((r) => r.city).filter(Boolean))]);

  const byPopulation = <T extends { population: number }>(list: T[]) =>
    list.sort((a, b) => b.population - a.population);
  const regionReadings = readings.filter((r) => !r.city && r.constraints[0]);

  // The whole query is a province/state or country name. "New York" and "Québec" are cities
  // too, and the city wins there; "Ontario" means the province, not Ontario, California.
  if (QUALIFIERS.has(folded) && regionReadings[0]) {
    const region = regionReadings[0].constraints[0]!;
    const cityName = CITY_ALIASES[folded] ?? folded;
    const sameNamedCity = byPopulation(
      rows.filter((r) => r.nameFolded === cityName && r.province === region.province),
    )[0];
    if (sameNamedCity) return { kind: 'place', places: [toPlace(sameNamedCity)] };
    return { kind: 'region', region: resolvedRegion(region) };
  }
  for (const reading of readings) {
    if (!reading.city) continue;
    const candidates = byPopulation(
      rows.filter((r) => r.nameFolded === reading.city && reading.constraints.some((q) => matches(r, q))),
    );
    if (candidates[0]) return { kind: 'place', places: [toPlace(candidates[0])] };
  }
  // "Ontario, Canada": qualifiers only, none of them a place.
  const region = regionReadings[0]?.constraints[0];
  if (region) return { kind: 'region', region: resolvedRegion(region) };
  return { kind: 'text', folded };
}

function toPlace(row: {
  name: string;
  province: string;
  country: string;
  latitude: number;
  longitude: number;
}): ResolvedPlace {
  return {
    name: row.name,
    province: row.province,
    country: row.country as CountryCode,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count one ("torotno" is one from "toronto").
 */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * How many slips a name of this length may carry and still be corrected: none under 4 letters
 * (too many short names lie one letter apart), one up to 7, two from 8. Tighter than that,
 * the name of a listing or a service typed as free text starts turning into some small town.
 */
const allowedSlips = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** Names longer than this are sentences, not a misspelt place: not worth a lookup. */
const MAX_MISSPELT_LENGTH = 40;

/**
 * A misspelt place ("Torotno", "Missisauga, ON"): the gazetteer names within a few slips of a
 * reading's city, province/country narrowing still applied; the fewest slips win, then the most
 * populous. Candidates come from the trigram index (`%`: enough three-letter pieces in common),
 * plus names sharing the first two letters and about the length, for the short names whose
 * every trigram a single swap breaks ("Reigna").
 */
async function resolveMisspelt(db: Database, raw: string): Promise<QueryMeaning | null> {
  const readings = readQuery(raw).filter(
    (r) => allowedSlips(r.city.length) > 0 && r.city.length <= MAX_MISSPELT_LENGTH,
  );
  const cityNames = [...new Set(readings.map((r) => r.city))];
  if (cityNames.length === 0) return null;
  const rows = await db
    .select(PLACE_COLUMNS)
    .from(places)
    .where(
      or(
        ...cityNames.map(
          (city) =>
            sql`(${places.nameFolded} % ${city} or (${places.nameFolded} like ${`${city.slice(0, 2)}%`} and length(${places.nameFolded}) between ${city.length - 2} and ${city.length + 2}))`,
        ),
      ),
    );
  for (const reading of readings) {
    const slips = allowedSlips(reading.city.length);
    const [best] = rows
      .filter((r) => reading.constraints.some((q) => matches(r, q)))
      .map((r) => ({ row: r, slips: editDistance(reading.city, r.nameFolded) }))
      .filter((c) => c.slips <= slips)
      .sort((a, b) => a.slips - b.slips || b.row.population - a.row.population);
    if (best) return { kind: 'place', places: [toPlace(best.row)], correctedFrom: raw.trim() };
  }
  return null;
}
