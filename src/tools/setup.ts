import { count, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#db/client.ts';
import { runMigrations } from '#db/migrate.ts';
import { loadPlaces } from '#db/places.ts';
import { warehouses } from '#db/schema.ts';
import { seedDemoData } from '#src/tools/demo/demo-data.ts';

/**
 * The demo accounts' passwords are published in the README, so they go only where nobody real
 * signs in: the embedded database outside production, or wherever SEED_DEMO=1 asks for them (a
 * staging site). NODE_ENV=production wins over the embedded database: a site served from one
 * must not open with known logins.
 */
function wantsDemoData(handle: DatabaseHandle, env: NodeJS.ProcessEnv): boolean {
  if (env.SEED_DEMO === '1') return true;
  return handle.driver === 'pglite' && env.NODE_ENV !== 'production';
}

/** `npm run setup`: migrate, load places, and the demo data into an empty database that wants it. */
export async function setupDatabase(handle: DatabaseHandle, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await runMigrations(handle);
  const placeCount = await loadPlaces(handle.db);
  const [existing] = await handle.db.select({ n: count() }).from(warehouses);
  if (wantsDemoData(handle, env) && existing && existing.n === 0) {
    const seeded = await seedDemoData(handle.db);
    console.log(`Loaded demo data: ${seeded.warehouses} warehouses, ${seeded.users} accounts.`);
  }
  // Sets the visibility map after a bulk load (PGlite has no autovacuum), so radius searches can
  // read the covering location index without visiting the table.
  await handle.db.execute(sql`vacuum analyze`);
  console.log(`Database ready (${handle.driver}, ${placeCount} places).`);
}
