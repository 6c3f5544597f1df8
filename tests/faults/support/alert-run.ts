import { getDatabase } from '#db/client.ts';
import { runMigrations } from '#db/migrate.ts';
import { loadPlaces } from '#db/places.ts';
import { runSearchAlerts } from '#src/server/alerts/alert-run.ts';
import { createSavedSearch } from '#src/server/alerts/saved-searches.ts';
import { loadConfig } from '#src/server/config.ts';
import { createMailer } from '#src/server/mail/mailer.ts';
import { createOutboxWorker } from '#src/server/mail/outbox.ts';
import { emptyCriteria } from '#src/shared/search-url.ts';
import { createUser, createWarehouse } from '#tests/support/factories.ts';

/**
 * One alert run in a process of its own, for the fault test to kill (tests/faults/alert-run.test.ts),
 * on the embedded database in PGLITE_DIR. ALERT_STEP=seed makes SEARCHES saved searches for
 * Toronto and one new listing there; ALERT_STEP=run runs the alerts in chunks of CHUNK_SIZE,
 * printing a line per committed chunk, then sends the queued mail to MAILBOX_DIR.
 */
const config = loadConfig();
const handle = await getDatabase();
const { db } = handle;
if (process.env.ALERT_STEP === 'seed') {
  await runMigrations(handle);
  await loadPlaces(db);
  const hourAgo = new Date(Date.now() - 3600_000);
  for (let i = 0; i < Number(process.env.SEARCHES); i++) {
    const user = await createUser(db);
    await createSavedSearch(
      db,
      user.id,
      { name: `Toronto ${i}`, frequency: 'instant', criteria: { ...emptyCriteria(), query: 'Toronto', distance: 30 } },
      hourAgo,
    );
  }
  await createWarehouse(db, { name: 'Killed Run Depot', reviewedAt: new Date(Date.now() - 1800_000) });
  console.log('seeded');
} else {
  const run = await runSearchAlerts({ db, config }, new Date(), {
    chunkSize: Number(process.env.CHUNK_SIZE),
    onChunk: ({ checked, mailed }) => console.log(`chunk ${checked} ${mailed}`),
  });
  console.log(`run ${JSON.stringify(run)}`);
  await createOutboxWorker(db, createMailer(config)).drain();
  console.log('sent');
}
await handle.close();
