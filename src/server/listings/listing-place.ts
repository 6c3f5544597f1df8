import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema.ts';
import type { ListingCity, ListingLocationAnswer } from '#src/server/answers/listings.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { geocodeAddress } from '#src/server/geocoding/geocoder.ts';
import { haversineKm } from '#src/shared/geo.ts';
import { PIN_MAX_KM_FROM_CITY } from '#src/shared/validation/listing-wording.ts';
import { countryCode } from '#src/shared/catalog.ts';
import { foldText } from '#src/shared/text.ts';

/** Suggestions the listing form shows under City: enough to pick from, few enough to read. */
const MAX_CITY_SUGGESTIONS = 8;

/**
 * The gazetteer place a listing's city names in its province or state (accents and case
 * ignored): the most populous of that name, as search geocodes it. A listing's coordinates come
 * from here, so a city that is not a place cannot be listed (docs/decisions/listings.md).
 */
export async function findListingPlace(
  db: Database,
  where: { city: string; stateProvince: string; country: string },
): Promise<{ name: string; latitude: number; longitude: number } | null> {
  const code = countryCode(where.country);
  const folded = foldText(where.city);
  if (!code || !folded) return null;
  const [place] = await db
    .select({ name: places.name, latitude: places.latitude, longitude: places.longitude })
    .from(places)
    .where(and(eq(places.nameFolded, folded), eq(places.province, where.stateProvince), eq(places.country, code)))
    .orderBy(desc(places.population))
    .limit(1);
  return place ?? null;
}

/**
 * Places of one province or state whose name starts with what was typed, one per name: the place
 * named exactly what was typed first (so the form can tell a known city from an unknown one),
 * then the most populous.
 */
export async function suggestListingCities(
  db: Database,
  where: { country: string; stateProvince: string; query: string },
): Promise<ListingCity[]> {
  const code = countryCode(where.country);
  const prefix = foldText(where.query);
  if (!code || !prefix) return [];
  const rows = await db
    .select({ name: places.name, folded: places.nameFolded })
    .from(places)
    .where(
      and(eq(places.country, code), eq(places.province, where.stateProvince), like(places.nameFolded, `${prefix}%`)),
    )
    .orderBy(desc(sql`${places.nameFolded} = ${prefix}`), desc(places.population), asc(places.name))
    .limit(MAX_CITY_SUGGESTIONS * 2);
  const seen = new Set<string>();
  const cities: ListingCity[] = [];
  for (const row of rows) {
    if (seen.has(row.folded)) continue;
    seen.add(row.folded);
    cities.push({ name: row.name });
  }
  return cities.slice(0, MAX_CITY_SUGGESTIONS);
}

/**
 * Where the listing form's pin starts: the city's gazetteer point, and what the configured
 * geocoder makes of the full address. A hit farther from the city than a pin may be is another
 * place of that name, so it counts as not found.
 */
export async function locateListing(
  deps: AppDeps,
  where: { address: string; city: string; stateProvince: string; country: string },
): Promise<ListingLocationAnswer> {
  const place = await findListingPlace(deps.db, where);
  const centre = place && { latitude: place.latitude, longitude: place.longitude };
  if (!centre || !where.address) return { centre, geocoded: { status: deps.config.geocoder ? 'not_found' : 'off' } };
  const geocoded = await geocodeAddress(
    deps.db,
    deps.config.geocoder,
    `${where.address}, ${place.name}, ${where.stateProvince}, ${where.country}`,
  );
  if (geocoded.status === 'found' && haversineKm(geocoded, centre) > PIN_MAX_KM_FROM_CITY) {
    return { centre, geocoded: { status: 'not_found' } };
  }
  return { centre, geocoded };
}
