import type { Locale } from './i18n/locale.ts';
import { keyString, type PlaceDirectory } from './place-pages.ts';
import { COUNTRY_SLUGS, countryNameOf, placePath, type PlaceKey } from './place-paths.ts';
import { ALL_REGIONS } from './regions.ts';

/** The page a key's parent is: a type page's place, a city's province, a province's country. */
function parentKey(key: PlaceKey): PlaceKey | null {
  if (key.storageType) return { ...key, storageType: undefined };
  if (key.city) return { country: key.country, region: key.region };
  if (key.region) return { country: key.country };
  return null;
}

/**
 * The place pages' redirects (Netlify's `_redirects` syntax, which the local server reads too):
 * a place that lost its last listing answers 301 with the nearest page that still exists. A
 * missing type page or city goes to its city or province, a province without a page to its
 * country, a country without one to the search. Netlify applies a rule only where no file
 * exists, so the pages that exist answer themselves; the most specific rules come first.
 */
export function placeRedirects(directory: PlaceDirectory, searchPath: Record<Locale, string>): string[] {
  const exists = new Set(directory.pages.map((p) => keyString(p.key)));
  const rules: string[] = [];
  for (const locale of ['en', 'fr'] as const) {
    const target = (key: PlaceKey | null): string => {
      for (let k = key; k; k = parentKey(k)) if (exists.has(keyString(k))) return placePath(k, locale);
      return searchPath[locale];
    };
    for (const page of directory.pages.filter((p) => p.kind === 'city')) {
      rules.push(`${placePath(page.key, locale)}/*  ${placePath(page.key, locale)}  301`);
    }
    for (const region of ALL_REGIONS) {
      const key: PlaceKey = { country: countryNameOf(region), region: region.code };
      const path = placePath(key, locale);
      if (exists.has(keyString(key))) rules.push(`${path}/*  ${path}  301`);
      else rules.push(`${path}  ${target(key)}  301`, `${path}/*  ${target(key)}  301`);
    }
    for (const country of Object.keys(COUNTRY_SLUGS)) {
      if (!exists.has(keyString({ country }))) rules.push(`${placePath({ country }, locale)}  ${target(null)}  301`);
    }
  }
  return rules;
}
