import { rm } from 'node:fs/promises';
import { count, eq, sql } from 'drizzle-orm';
import { closeDatabase, DEFAULT_PGLITE_DIR, getDatabase } from '#db/client.ts';
import { runMigrations } from '#db/migrate.ts';
import { acquirePgliteLock } from '#db/pglite-lock.ts';
import { loadPlaces } from '#db/places.ts';
import { users, warehouses } from '#db/schema.ts';
import { seedDemoData } from '#src/tools/demo/demo-data.ts';

/**
 * Database commands (npm scripts setup, db:migrate, db:reset, admin):
 *   setup          migrate; load places; load demo data when the database has no warehouses and
 *                  is the embedded one (or SEED_DEMO=1), so a production database never gets the
 *                  demo accounts with their published passwords
 *   migrate        migrate only (deploys)
 *   reset          embedded database only: delete it, then setup
 *   admin EMAIL    make an existing account an administrator
 * They live in src/tools, not db/, because the demo data uses the server's password hashing and
 * derived warehouse fields, and db/ imports nothing from src/server (README, "How it is built").
 */
const [command, arg] = process.argv.slice(2);

async function setup() {
  const handle = await getDatabase();
  await runMigrations(handle);
  const placeCount = await loadPlaces(handle.db);
  const [existing] = await handle.db.select({ n: count() }).from(warehouses);
  const wantsDemo = handle.driver === 'pglite' || process.env.SEED_DEMO === '1';
  if (wantsDemo && existing && existing.n === 0) {
    const seeded = await seedDemoData(handle.db);
    console.log(`Loaded demo data: ${seeded.warehouses} warehouses, ${seeded.users} accounts.`);
  }
  // Sets the visibility map after a bulk load (PGlite has no autovacuum), so radius searches can
  // read the covering location index without visiting the table.
  await handle.db.execute(sql`vacuum analyze`);
  console.log(`Database ready (${handle.driver}, ${placeCount} places).`);
}

try {
  if (command === 'setup') {
    await setup();
  } else if (command === 'migrate') {
    await runMigrations(await getDatabase());
    console.log('Migrations applied.');
  } else if (command === 'reset') {
    if (process.env.DATABASE_URL) throw new Error('db:reset only deletes the embedded database; unset DATABASE_URL.');
    const dir = process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR;
    // Taking the lock first refuses, with the owner named, to delete a folder a server has open.
    (await acquirePgliteLock(dir)).release();
    await rm(dir, { recursive: true, force: true });
    await setup();
  } else if (command === 'admin') {
    if (!arg) throw new Error('Usage: npm run admin -- you@example.com');
    const { db } = await getDatabase();
    const updated = await db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(sql`lower(${users.email})`, arg.toLowerCase()))
      .returning({ username: users.username });
    if (updated.length === 0) throw new Error(`No account with the e-mail ${arg}. Sign up first, then run this again.`);
    console.log(`${updated[0]!.username} is now an administrator.`);
  } else {
    throw new Error(`Unknown command "${command ?? ''}". Use setup, migrate, reset or admin EMAIL.`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
