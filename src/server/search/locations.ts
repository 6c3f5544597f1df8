import { asc, desc, like, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { places, warehouses } from '#db/schema.ts';
import type { CitySuggestion, LocationSuggestion, ResolvedPlace } from '#src/server/answers/search.ts';
import { countryCode, type CountryCode } from '#src/shared/catalog.ts';
import { foldText } from '#src/shared/text.ts';
import { activeListing } from '#src/server/warehouses/public.ts';
import { resolveQuery } from './place-resolver.ts';

const MAX_LOCATION_SUGGESTIONS = 10;

/** The distinct cities that have an active listing, alphabetically. */
export async function activeWarehouseCities(db: Database): Promise<CitySuggestion[]> {
  return db
    .selectDistinct({ city: warehouses.city, province: warehouses.stateProvince })
    .from(warehouses)
    .where(activeListing)
    .orderBy(asc(warehouses.city), asc(warehouses.stateProvince));
}

/**
 * foldText in SQL for warehouse city names, which have no folded column: lower case, common
 * Latin accents removed, punctuation runs turned into one space.
 */
const foldedCity = sql<string>`trim(regexp_replace(
  translate(lower(${warehouses.city}), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'),
  '[^a-z0-9]+', ' ', 'g'))`;

/**
 * Places whose name starts with what was typed (accents and case ignored): gazetteer places
 * and the cities of active listings, most populous first. A listing's city that is not in the
 * gazetteer counts as population 0, so it comes after the known places.
 */
export async function suggestLocations(db: Database, typed: string): Promise<LocationSuggestion[]> {
  const prefix = foldText(typed);
  if (!prefix) return [];
  const [fromPlaces, fromWarehouses] = await Promise.all([
    db
      .select({
        city: places.name,
        folded: places.nameFolded,
        province: places.province,
        country: places.country,
        population: places.population,
      })
      .from(places)
      .where(like(places.nameFolded, `${prefix}%`))
      .orderBy(desc(places.population), asc(places.name))
      .limit(MAX_LOCATION_SUGGESTIONS),
    db
      .selectDistinct({ city: warehouses.city, province: warehouses.stateProvince, country: warehouses.country })
      .from(warehouses)
      .where(sql`${activeListing} and ${foldedCity} like ${`${prefix}%`}`)
      .orderBy(asc(warehouses.city))
      .limit(MAX_LOCATION_SUGGESTIONS),
  ]);
  const seen = new Set(fromPlaces.map((p) => `${p.folded}|${p.province}`));
  const suggestions = fromPlaces.map((p) => ({
    city: p.city,
    province: p.province,
    country: p.country as CountryCode,
  }));
  for (const w of fromWarehouses) {
    const key = `${foldText(w.city)}|${w.province}`;
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push({ city: w.city, province: w.province, country: countryCode(w.country) ?? 'CA' });
  }
  return suggestions.slice(0, MAX_LOCATION_SUGGESTIONS);
}

/** The place a query names, as a search would read it (the compare view's "distance from"), or null. */
export async function placeNamed(db: Database, query: string): Promise<ResolvedPlace | null> {
  const meaning = await resolveQuery(db, query);
  return meaning.kind === 'place' ? meaning.places[0] : null;
}
