import { warehouses } from '#db/schema.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { activeListing, publicOrder, toPublicWarehouse } from './public.ts';

/**
 * Every active listing in its public form, as a build pre-renders them: through the API at
 * `apiUrl` when a running server holds the embedded database, which one process only may open
 * (docs/decisions/embedded-database.md), otherwise from the database.
 */
export async function readBuildListings(apiUrl: string | undefined): Promise<PublicWarehouse[]> {
  if (apiUrl) {
    const all: PublicWarehouse[] = [];
    for (let offset = 0; ; offset += 100) {
      const res = await fetch(`${apiUrl}/api/warehouses?limit=100&offset=${offset}`);
      if (!res.ok) throw new Error(`Reading warehouses through the server at ${apiUrl} failed: HTTP ${res.status}.`);
      const page = (await res.json()) as { warehouses: PublicWarehouse[]; total: number };
      all.push(...page.warehouses);
      if (all.length >= page.total || page.warehouses.length === 0) return all;
    }
  }
  const { getDatabase } = await import('#db/client.ts');
  const { db } = await getDatabase();
  const rows = await db
    .select()
    .from(warehouses)
    .where(activeListing)
    .orderBy(...publicOrder);
  return rows.map(toPublicWarehouse);
}
