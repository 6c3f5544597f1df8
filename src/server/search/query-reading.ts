import type { ResolvedRegion } from '#src/server/answers/search.ts';
import type { CountryCode } from '#src/shared/catalog.ts';
import { ALL_REGIONS } from '#src/shared/regions.ts';
import { foldText } from '#src/shared/text.ts';

/**
 * How the search reads what a visitor typed as a place (place-resolver.ts looks the readings up
 * in the gazetteer): the qualifiers it may end with ("ON", "Ontario", "Canada"), the city's
 * spellings and aliases, postal codes dropped. Pure: no database.
 */

/** A qualifier such as "ON", "Ontario" or "Canada", and what it may mean. */
export interface Qualifier {
  province?: string;
  country?: CountryCode;
}

export const resolvedRegion = ({ province, country }: Qualifier): ResolvedRegion => ({
  province: province ?? null,
  country: country ?? null,
});

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
export const QUALIFIERS = new Map<string, Qualifier[]>();
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
export const CITY_ALIASES: Record<string, string> = {
  'new york': 'new york city',
  nyc: 'new york city',
  'quebec city': 'quebec',
};

/**
 * Abbreviations the gazetteer itself mixes ("St. John's" beside "Saint John", "Fort Worth"):
 * a typed name is also tried with each word swapped for its other spelling.
 */
const WORD_VARIANTS: Record<string, string> = {
  st: 'saint',
  saint: 'st',
  ste: 'sainte',
  sainte: 'ste',
  ft: 'fort',
  fort: 'ft',
  mt: 'mount',
  mount: 'mt',
};

function spellings(city: string): string[] {
  let out = [city];
  for (const [i, word] of city.split(' ').entries()) {
    const other = WORD_VARIANTS[word];
    if (!other) continue;
    out = out.flatMap((name) => {
      const words = name.split(' ');
      words[i] = other;
      return [name, words.join(' ')];
    });
  }
  return out;
}

/** Canadian postal codes (full or first half) and US ZIP codes: noise around a place name. */
export const POSTAL_NOISE = /\b(?:[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d|[A-Za-z]\d[A-Za-z]|\d{5}(?:-\d{4})?)\b/g;

export interface Reading {
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
export function readQuery(raw: string): Reading[] {
  const segments = raw.replace(POSTAL_NOISE, ' ').split(/[,;|]/).map(foldText).filter(Boolean);
  if (segments.length === 0) return [];
  const readings: Reading[] = [];
  const words = segments.join(' ').split(' ');
  // Qualifiers only ever follow the place, so peel them from the end of the whole text; a
  // comma-separated place segment ("Toronto, ON") then reads the same as "Toronto ON".
  for (const { rest, found } of peelQualifiers(words)) {
    const city = rest.join(' ');
    for (const constraints of constraintChoices(found)) {
      for (const name of spellings(city)) readings.push({ city: name, constraints: [constraints] });
      if (CITY_ALIASES[city]) readings.push({ city: CITY_ALIASES[city], constraints: [constraints] });
    }
  }
  // "123 Main St, Toronto, ON": the place is the segment nearest the qualifiers, not the first.
  if (segments.length >= 2) {
    const qualifierSegments = segments.filter((s) => QUALIFIERS.has(s));
    const named = segments.filter((s) => !QUALIFIERS.has(s));
    const constraints = constraintChoices(qualifierSegments.map((s) => QUALIFIERS.get(s)!));
    for (const city of named.reverse()) for (const name of spellings(city)) readings.push({ city: name, constraints });
  }
  return readings;
}
