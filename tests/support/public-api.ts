import { apiClient, queryOf, type TestContext } from './app.ts';

/**
 * What a visitor reads, through the typed client (docs/decisions/api-client.md): the answer's type
 * is the route's own. Anything but a 200 throws, naming the status.
 */

/** A listed warehouse as its page gets it (GET /api/warehouses/:id). */
export async function publicListing(ctx: TestContext, id: string) {
  const res = await apiClient(ctx).warehouses[':id'].$get({ param: { id } });
  if (res.status !== 200) throw new Error(`GET warehouse ${id}: ${res.status}`);
  return (await res.json()).warehouse;
}

/** The search page's answer (GET /api/search) for `search`, a query string such as "query=Toronto&distance=50". */
export async function publicSearch(ctx: TestContext, search: string) {
  const res = await apiClient(ctx).search.$get({ query: queryOf(search) });
  if (res.status !== 200) throw new Error(`GET search?${search}: ${res.status}`);
  return res.json();
}
