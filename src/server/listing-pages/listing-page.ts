import type { DatabaseHandle } from '#db/handle.ts';
import { getServerlessDatabase } from '#db/serverless.ts';
import type { NearbyWarehouse } from '#src/server/answers/search.ts';
import { environmentOf, type Invocation } from '#src/server/invocation.ts';
import { nearbyWarehouses } from '#src/server/search/search-warehouses.ts';
import { findActiveWarehouse } from '#src/server/warehouses/public.ts';
import { NEARBY } from '#src/shared/geo.ts';
import { isUuid } from '#src/shared/validation/fields.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';

export interface ListingPageData {
  warehouse: PublicWarehouse;
  nearby: NearbyWarehouse[];
}

/**
 * Where a listing page rendered outside Netlify reads its data: the database of the process that
 * renders it, or the API of the process that holds the embedded database, which one process only
 * may open (docs/decisions/embedded-database.md).
 */
export type ListingPageSource = { database: Promise<DatabaseHandle> } | { apiUrl: string };

const SOURCE = Symbol.for('warehouse.listing-pages.source');
type WithSource = typeof globalThis & { [SOURCE]?: ListingPageSource };

/**
 * The local server renders listing pages in its own process, with the renderer the build wrote
 * (src/server/listing-pages/server-build.ts). That renderer carries its own copy of this module:
 * the server tells it where to read through the process's globals, which both copies share.
 */
export function renderListingPagesFrom(source: ListingPageSource): void {
  (globalThis as WithSource)[SOURCE] = source;
}

/**
 * `astro dev`, whose API runs in another process holding the database (src/server/dev.ts). The
 * local server imports this module outside Vite, where `import.meta.env` is not defined.
 */
const devServer = Boolean(import.meta.env?.DEV) && process.argv.includes('dev');

function pageSource(): ListingPageSource | undefined {
  const shared = (globalThis as WithSource)[SOURCE];
  if (shared) return shared;
  if (devServer) return { apiUrl: `http://127.0.0.1:${process.env.DEV_API_PORT || 8787}` };
  return undefined;
}

/**
 * A listing page's data, read when the page is asked for (docs/decisions/on-demand-listing-pages.md):
 * the listing if it is listed (active), and its nearby listings by the rule and order of
 * docs/decisions/warehouse-detail.md. Nothing for an id that is not a listed listing's. On Netlify
 * from the pooled database of the invocation's deploy, as the API function reads.
 */
export async function listingPageData(id: string, invocation: Invocation): Promise<ListingPageData | undefined> {
  if (!isUuid(id)) return undefined;
  const source = pageSource();
  if (source && 'apiUrl' in source) return fromApi(source.apiUrl, id);
  const { db } = await (source?.database ?? getServerlessDatabase(environmentOf(invocation)));
  const warehouse = await findActiveWarehouse(db, id);
  if (!warehouse) return undefined;
  const { latitude, longitude } = warehouse;
  const nearby =
    latitude === null || longitude === null
      ? []
      : await nearbyWarehouses(db, { id, latitude, longitude }, NEARBY.limit);
  return { warehouse, nearby };
}

/** The same two reads through the API the detail page's own checks use (GET /api/warehouses/:id, …/nearby). */
async function fromApi(apiUrl: string, id: string): Promise<ListingPageData | undefined> {
  const listingUrl = `${apiUrl}/api/warehouses/${id}`;
  /** An answer's body, or nothing for a 404: the listing is not listed. */
  const read = async <T>(url: string): Promise<T | undefined> => {
    const res = await fetch(url);
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return (await res.json()) as T;
  };
  const listing = await read<{ warehouse: PublicWarehouse }>(listingUrl);
  if (!listing) return undefined;
  const nearby = await read<{ warehouses: NearbyWarehouse[] }>(`${listingUrl}/nearby`);
  return { warehouse: listing.warehouse, nearby: nearby?.warehouses ?? [] };
}
