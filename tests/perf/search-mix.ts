import { desc } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema.ts';
import { SERVICES, STORAGE_TYPES } from '#src/shared/catalog.ts';
import { formatBox } from '#src/shared/geo.ts';
import { seededRandom } from '#tests/support/random.ts';

/** The search benchmark's traffic (`npm run bench`): what visitors ask, from fixed seeds. */

/** The mix draws from this many of the most populous places, the k-th with weight 1 / k^s. */
const MIX_PLACES = 400;
const ZIPF_EXPONENT = 1.0;

/**
 * What visitors ask, as query strings: a place drawn by popularity (the k-th most populous of
 * MIX_PLACES with weight 1 / k^s), written as the home page, the quiz and shared links write
 * it, with the filters chosen about as often as the page offers them. Deterministic: every run
 * sends the same sequence.
 */
export async function searchMix(db: Database): Promise<() => string> {
  const popular = await db
    .select({ name: places.name, province: places.province })
    .from(places)
    .orderBy(desc(places.population), places.id)
    .limit(MIX_PLACES);
  const weights = popular.map((_, k) => 1 / (k + 1) ** ZIPF_EXPONENT);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w));
  const rand = seededRandom(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const popularPlace = () => {
    const r = rand() * sum;
    return popular[cumulative.findIndex((c) => c >= r)]!;
  };
  return () => {
    const place = popularPlace();
    const params = new URLSearchParams();
    // The home search and the quiz write "City, PR"; some type the city alone.
    params.set('query', rand() < 0.8 ? `${place.name}, ${place.province}` : place.name);
    // 20 km is the home search's default with a place, 30 km the results page's.
    const roll = rand();
    params.set('distance', String(roll < 0.65 ? 20 : roll < 0.8 ? 30 : roll < 0.9 ? 50 : pick([10, 40])));
    // Refinements a minority make on the results page.
    if (rand() < 0.2) params.append('storageTypesOffered', pick(STORAGE_TYPES.slice(0, 4)));
    if (rand() < 0.1) params.append('servicesOffered', pick(SERVICES.slice(0, 4)));
    if (rand() < 0.05) params.set('storageTermType', pick(['short-term', 'long-term']));
    if (rand() < 0.05) params.set('sort', pick(['newest', 'size_desc', 'price_asc']));
    // The buyer's need (docs/decisions/listing-facts.md), stated by a minority.
    if (rand() < 0.1) params.set('space', String(pick([50, 100, 300, 1000])));
    if (rand() < 0.05) params.set('minDockDoors', String(pick([2, 4, 8])));
    if (rand() < 0.03) params.append('certifications', pick(['Food Grade / FDA-Registered', 'Hazmat']));
    if (rand() < 0.1) params.set('page', '2');
    return params.toString();
  };
}

/**
 * "Search this area" as the map sends it: a box a city wide (0.3-1.2 degrees of longitude, about
 * 3:4) somewhere around one of the popular places, often with the place still typed and a filter.
 * Deterministic, and every box differs from the last.
 */
export async function boxMix(db: Database): Promise<() => string> {
  const popular = await db
    .select({ name: places.name, province: places.province, latitude: places.latitude, longitude: places.longitude })
    .from(places)
    .orderBy(desc(places.population), places.id)
    .limit(MIX_PLACES);
  const rand = seededRandom(13);
  return () => {
    const place = popular[Math.floor(rand() ** 2 * popular.length)]!;
    const width = 0.3 + rand() * 0.9;
    const west = place.longitude - width / 2 + (rand() - 0.5) * 0.4;
    const south = place.latitude - width * 0.375 + (rand() - 0.5) * 0.3;
    const params = new URLSearchParams();
    if (rand() < 0.7) params.set('query', `${place.name}, ${place.province}`);
    params.set('bbox', formatBox({ west, south, east: west + width, north: south + width * 0.75 }));
    if (rand() < 0.2) params.append('storageTypesOffered', STORAGE_TYPES[Math.floor(rand() * 4)]!);
    return params.toString();
  };
}
