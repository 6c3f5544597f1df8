import { warehouses } from '#db/schema.ts';
import type { CitySearchPointsAnswer } from '#src/server/answers/search.ts';
import { citySearchPoints } from '#src/server/search/city-search-points.ts';
import type { SearchPoints } from '#src/shared/place-pages.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { activeListing, publicOrder, toPublicWarehouse } from './public.ts';

/** What a build pre-renders from: the live listings, and where the search measures each city page's query from. */
export interface BuildListings {
  listings: PublicWarehouse[];
  searchPoints: SearchPoints;
}

/**
 * Every active listing in its public form, as a build pre-renders them, with the point the
 * search's resolver gives each city page's "see all" query (docs/decisions/place-pages.md):
 * through the API at `apiUrl` when a running server holds the embedded database, which one
 * process only may open (docs/decisions/embedded-database.md), otherwise from the database.
 */
export async function readBuildListings(apiUrl: string | undefined): Promise<BuildListings> {
  if (apiUrl) {
    const read = async <T>(path: string): Promise<T> => {
      const res = await fetch(`${apiUrl}${path}`);
      if (!res.ok) throw new Error(`Reading ${path} through the server at ${apiUrl} failed: HTTP ${res.status}.`);
      return (await res.json()) as T;
    };
    const listings: PublicWarehouse[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await read<{ warehouses: PublicWarehouse[]; total: number }>(
        `/api/warehouses?limit=100&offset=${offset}`,
      );
      listings.push(...page.warehouses);
      if (listings.length >= page.total || page.warehouses.length === 0) break;
    }
    const { points } = await read<CitySearchPointsAnswer>('/api/cities/search-points');
    return { listings, searchPoints: points };
  }
  const { getDatabase } = await import('#db/client.ts');
  const { db } = await getDatabase();
  const rows = await db
    .select()
    .from(warehouses)
    .where(activeListing)
    .orderBy(...publicOrder);
  return { listings: rows.map(toPublicWarehouse), searchPoints: await citySearchPoints(db) };
}
