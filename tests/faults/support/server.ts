import { like } from 'drizzle-orm';
import { getDatabase, openDatabase } from '#db/client.ts';
import { databaseTarget } from '#db/connection-env.ts';
import { runMigrations } from '#db/migrate.ts';
import { events } from '#db/schema.ts';
import { startServer } from '#src/server/serve.ts';

/**
 * A server process for the fault tests: the local production server (the same code as
 * `npm run serve`) over a stand-in site folder, on the database the environment names.
 * With REPORT_SEQUENCES=1 it first prints the `seq` of every event the crash test wrote, so the
 * test checks them in the very process that reopened the database.
 */
// Migrations go straight to PostgreSQL, as a deploy's do; the server reaches it through the pooler.
const target = databaseTarget(process.env);
if (target.kind === 'server') {
  const direct = await openDatabase({ databaseUrl: target.directUrl, purpose: 'direct', driver: target.driver });
  await runMigrations(direct);
  await direct.close();
}
const handle = await getDatabase({ purpose: 'serving' });
if (target.kind === 'embedded') await runMigrations(handle);
if (process.env.REPORT_SEQUENCES === '1') {
  const rows = await handle.db.select({ payload: events.payload }).from(events).where(like(events.payload, '%"seq"%'));
  console.log(`sequences ${JSON.stringify(rows.map((r) => (JSON.parse(r.payload) as { seq: string }).seq))}`);
}
await startServer({ port: Number(process.env.PORT), distDir: process.env.DIST_DIR, host: '127.0.0.1' });
console.log('ready');
