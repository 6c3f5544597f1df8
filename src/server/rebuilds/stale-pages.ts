import type { Database } from '#db/client.ts';
import { warehouses } from '#db/schema.ts';
import { activeListing } from '#src/server/warehouses/public.ts';

/** The listing id of a pre-rendered detail page's path (`/warehouse/<id>.html`). */
const LISTING_PAGE = /^\/warehouse\/([^/]+)\.html$/;

/** The listings the build at hand pre-rendered, from its files' paths. */
export function prerenderedListings(paths: Iterable<string>): string[] {
  const ids: string[] = [];
  for (const file of paths) {
    const id = LISTING_PAGE.exec(file)?.[1];
    if (id && id !== 'fallback') ids.push(id);
  }
  return ids;
}

/**
 * The listing a request for a detail page asks for (`/warehouse/<id>`, also with a slash or
 * `.html`), in either language (`/fr/warehouse/<id>`).
 */
export function listingOfPath(urlPath: string): string | undefined {
  return /^(?:\/fr)?\/warehouse\/([^/]+?)(\.html)?\/?$/.exec(urlPath)?.[1];
}

/**
 * The pre-rendered listing pages whose listing is no longer active (paused, declined, deleted).
 * Until the next build lands the server answers those paths with the fallback, which finds no
 * active listing in the API and shows the 404 screen. Pages of listings that changed while active
 * stay up until the rebuild, as on Netlify: they still show a listing the public may see.
 */
export async function staleListingPages(db: Database, prerendered: string[]): Promise<Set<string>> {
  if (!prerendered.length) return new Set();
  const active = await db.select({ id: warehouses.id }).from(warehouses).where(activeListing);
  const live = new Set(active.map((row) => row.id));
  return new Set(prerendered.filter((id) => !live.has(id)));
}
