import type { Database } from '#db/client.ts';
import { warehouses } from '#db/schema.ts';
import type { Coordinates } from '#src/shared/geo.ts';
import { activeListing } from '#src/server/warehouses/public.ts';
import { placeSearch, type SearchPoints } from '#src/shared/place-pages.ts';
import { asciiSlug } from '#src/shared/place-paths.ts';
import { resolveQueries } from './place-resolver.ts';

/**
 * Where the search measures each city page's "see all in search" from (docs/decisions/place-pages.md,
 * "Which pages exist"): every city the active listings name in their province/state, written as
 * `placeSearch` writes the page's query and read by the search's own resolver, all in one batch.
 * A query it reads as no one place (a name the gazetteer lacks, several places) has no point.
 */
export async function citySearchPoints(db: Database): Promise<SearchPoints> {
  const cities = await db
    .selectDistinct({
      city: warehouses.city,
      region: warehouses.stateProvince,
      country: warehouses.country,
    })
    .from(warehouses)
    .where(activeListing);
  const queries = [
    ...new Set(
      cities
        .filter(({ city }) => asciiSlug(city))
        // The page's name is its listings' own, trimmed (citiesOf).
        .map(({ city, region, country }) => placeSearch({ country, region, city: asciiSlug(city) }, city.trim()).query),
    ),
  ];
  const meanings = await resolveQueries(db, queries);
  const points: Record<string, Coordinates> = {};
  queries.forEach((query, i) => {
    const meaning = meanings[i]!;
    if (meaning.kind !== 'place' || meaning.places.length !== 1) return;
    const [{ latitude, longitude }] = meaning.places;
    points[query] = { latitude, longitude };
  });
  return points;
}
