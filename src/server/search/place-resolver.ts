import { inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema.ts';
import type { ResolvedPlace, ResolvedRegion } from '#src/shared/api/search.ts';
import { ALL_REGIONS, type CountryCode } from '#src/shared/catalog.ts';
import { foldText } from '#src/shared/text.ts';

export type QueryMeaning =
  | { kind: 'everywhere' }
  | { kind: 'place'; place: ResolvedPlace }
  | { kind: 'region'; region: ResolvedRegion }
  | { kind: 'text'; folded: string };

/** A qualifier such as "ON", "Ontario" or "Canada", and what it may mean. */
interface Qualifier {
  province?: string;
  country?: CountryCode;
}

const COUNTRY_ALIASES: Record<string, CountryCode> = {
  canada: 'CA',
  can: 'CA',
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  us: 'US',
  america: 'US',
};

/** Folded province/state names and codes → their meanings ("ca" is California, or Canada). */
const QUALIFIERS = new Map<string, Qualifier[]>();
function addQualifier(key: string, meaning: Qualifier) {
  QUALIFIERS.set(key, [...(QUALIFIERS.get(key) ?? []), meaning]);
}
for (const region of ALL_REGIONS) {
  addQualifier(foldText(region.code), { province: region.code, country: region.country });
  addQualifier(foldText(region.name), { province: region.code, country: region.country });
}
addQualifier('quebec', { province: 'QC', country: 'CA' });
addQualifier('newfoundland', { province: 'NL', country: 'CA' });
addQualifier('pei', { province: 'PE', country: 'CA' });
addQualifier('washington dc', { province: 'DC', country: 'US' });
addQualifier('dc', { province: 'DC', country: 'US' });
for (const [alias, country] of Object.entries(COUNTRY_ALIASES)) addQualifier(alias, { country });

/** What people type for a city whose gazetteer name differs ("New York" is "New York City"). */
const CITY_ALIASES: Record<string, string> = {
  'new york': 'new york city',
  nyc: 'new york city',
};

/** Canadian postal codes (full or first half) and US ZIP codes: noise around a place name. */
const POSTAL_NOISE = /\b(?:[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d|[A-Za-z]\d[A-Za-z]|\d{5}(?:-\d{4})?)\b/g;

interface Reading {
  city: string;
  constraints: Qualifier[];
}

/** Merges qualifiers ("ON" + "Canada"); null when they contradict each other. */
function combine(parts: Qualifier[]): Qualifier | null {
  const out: Qualifier = {};
  for (const q of parts) {
    if (q.province) {
      if (out.province && out.province !== q.province) return null;
      out.province = q.province;
    }
    if (q.country) {
      if (out.country && out.country !== q.country) return null;
      out.country = q.country;
    }
  }
  return out;
}

/** Every way of reading trailing qualifiers off a list of folded words: [rest, meanings][]. */
function peelQualifiers(words: string[], maxQualifiers = 2): { rest: string[]; found: Qualifier[][] }[] {
  const readings: { rest: string[]; found: Qualifier[][] }[] = [{ rest: words, found: [] }];
  if (maxQualifiers === 0) return readings;
  for (let take = Math.min(4, words.length); take >= 1; take--) {
    const meanings = QUALIFIERS.get(words.slice(words.length - take).join(' '));
    if (!meanings) continue;
    for (const inner of peelQualifiers(words.slice(0, words.length - take), maxQualifiers - 1)) {
      readings.push({ rest: inner.rest, found: [...inner.found, meanings] });
    }
  }
  return readings;
}

/** Each combination of one meaning per qualifier that does not contradict itself. */
function constraintChoices(found: Qualifier[][]): Qualifier[] {
  let choices: Qualifier[][] = [[]];
  for (const meanings of found) choices = choices.flatMap((c) => meanings.map((m) => [...c, m]));
  return choices.map(combine).filter((q): q is Qualifier => q !== null);
}

/**
 * How a query may be read, best reading first. Commas separate the place from its
 * qualifiers ("Toronto, Ontario, Canada"); without commas, trailing words may be qualifiers
 * ("Springfield IL"). Postal codes are dropped. A reading with an empty city is a region.
 */
function readQuery(raw: string): Reading[] {
  const segments = raw.replace(POSTAL_NOISE, ' ').split(/[,;|]/).map(foldText).filter(Boolean);
  if (segments.length === 0) return [];
  const readings: Reading[] = [];
  const words = segments.join(' ').split(' ');
  // Qualifiers only ever follow the place, so peel them from the end of the whole text; a
  // comma-separated place segment ("Toronto, ON") then reads the same as "Toronto ON".
  for (const { rest, found } of peelQualifiers(words)) {
    const city = rest.join(' ');
    for (const constraints of constraintChoices(found)) {
      readings.push({ city, constraints: [constraints] });
      if (CITY_ALIASES[city]) readings.push({ city: CITY_ALIASES[city], constraints: [constraints] });
    }
  }
  // "123 Main St, Toronto, ON": the place is the segment nearest the qualifiers, not the first.
  if (segments.length >= 2) {
    const qualifierSegments = segments.filter((s) => QUALIFIERS.has(s));
    const named = segments.filter((s) => !QUALIFIERS.has(s));
    const constraints = constraintChoices(qualifierSegments.map((s) => QUALIFIERS.get(s)!));
    for (const city of named.reverse()) readings.push({ city, constraints });
  }
  return readings;
}

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
export async function resolveQuery(db: Database, raw: string): Promise<QueryMeaning> {
  const folded = foldText(raw);
  if (!folded) return { kind: 'everywhere' };
  const key = raw.trim().toLowerCase();
  const cached = resolved.get(key);
  if (cached) return cached;
  const meaning = await resolveUncached(db, raw, folded);
  if (resolved.size >= RESOLVED_CACHE_SIZE) resolved.delete(resolved.keys().next().value!);
  resolved.set(key, meaning);
  return meaning;
}

async function resolveUncached(db: Database, raw: string, folded: string): Promise<QueryMeaning> {
  const readings = readQuery(raw);
  const cityNames = [...new Set(readings.map((r) => r.city).filter(Boolean))];
  const rows = cityNames.length
    ? await db
        .select({
          name: places.name,
          nameFolded: places.nameFolded,
          province: places.province,
          country: places.country,
          latitude: places.latitude,
          longitude: places.longitude,
          population: places.population,
        })
        .from(places)
        .where(inArray(places.nameFolded, cityNames))
    : [];

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
    if (sameNamedCity) return { kind: 'place', place: toPlace(sameNamedCity) };
    return { kind: 'region', region: { province: region.province ?? null, country: region.country ?? null } };
  }
  for (const reading of readings) {
    if (!reading.city) continue;
    const candidates = byPopulation(
      rows.filter((r) => r.nameFolded === reading.city && reading.constraints.some((q) => matches(r, q))),
    );
    if (candidates[0]) return { kind: 'place', place: toPlace(candidates[0]) };
  }
  // "Ontario, Canada": qualifiers only, none of them a place.
  const region = regionReadings[0]?.constraints[0];
  if (region) return { kind: 'region', region: { province: region.province ?? null, country: region.country ?? null } };
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
