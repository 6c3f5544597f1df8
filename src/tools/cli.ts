import { rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { closeDatabase, DEFAULT_PGLITE_DIR, getDatabase } from '#db/client.ts';
import { databaseTarget } from '#db/connection-env.ts';
import { runMigrations } from '#db/migrate.ts';
import { acquirePgliteLock } from '#db/pglite-lock.ts';
import { users } from '#db/schema.ts';
import { loadConfigOrExit } from '#src/server/config.ts';
import { setupDatabase } from './setup.ts';

/**
 * Database commands (npm scripts setup, db:migrate, db:reset, admin):
 *   setup          migrate; load places; load demo data when the database has no warehouses and
 *                  is the embedded one outside NODE_ENV=production (or SEED_DEMO=1), so a
 *                  production database never gets the demo accounts with their published
 *                  passwords (setup.ts)
 *   migrate        migrate only (deploys)
 *   reset          embedded database only: delete it, then setup
 *   admin EMAIL    make an existing account an administrator
 * They live in src/tools, not db/, because the demo data uses the server's password hashing and
 * derived warehouse fields, and db/ imports nothing from src/server (docs/architecture.md, "The layer rule").
 */
const [command, arg] = process.argv.slice(2);
// In production (a Netlify build migrating) a half-made configuration stops before the database is touched.
loadConfigOrExit();

/** Which database a command changes, for the deploy log: host and name, never the password. */
function announceTarget() {
  const target = databaseTarget(process.env);
  if (target.kind === 'embedded') return;
  const url = new URL(target.directUrl);
  const context = process.env.CONTEXT ? ` for the ${process.env.CONTEXT} context` : '';
  console.log(`Database ${url.hostname}${url.pathname}${context}, on its direct connection.`);
}

try {
  if (command === 'setup') {
    announceTarget();
    await setupDatabase(await getDatabase({ purpose: 'direct' }));
  } else if (command === 'migrate') {
    announceTarget();
    await runMigrations(await getDatabase({ purpose: 'direct' }));
    console.log('Migrations applied.');
  } else if (command === 'reset') {
    if (databaseTarget(process.env).kind !== 'embedded')
      throw new Error('db:reset only deletes the embedded database; unset DATABASE_URL.');
    const dir = process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR;
    // Taking the lock first refuses, with the owner named, to delete a folder a server has open.
    (await acquirePgliteLock(dir)).release();
    await rm(dir, { recursive: true, force: true });
    await setupDatabase(await getDatabase({ purpose: 'direct' }));
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
