import type { DatabaseHandle } from '#db/handle.ts';
import { createApp } from './api/app.ts';
import type { AppConfig } from './config.ts';
import { describeError, stackFrames } from './log-error.ts';
import { serverLog } from './log.ts';
import { createMailer } from './mail/mailer.ts';
import { createOutboxWorker } from './mail/outbox.ts';
import type { PhotoProcessor } from './photos/photo-processing.ts';
import { runBillingSchedule } from './billing/billing-schedule.ts';
import { requestAvailabilityConfirmations } from './listings/availability.ts';
import { purgeDeletedListings } from './listings/deletion.ts';
import { rollUpAndExpireEvents } from './events/event-rollup.ts';
import { runSearchAlerts } from './alerts/alert-run.ts';
import { createPhotoStore } from './photos/photo-store.ts';
import { createSiteBuilds } from './rebuilds/site-builds.ts';
import { createSearchCache } from './search/search-cache.ts';

/**
 * The API wired to a database and the environment's mailer: used by Netlify (with
 * db/serverless.ts, which never opens the embedded database) and the local server (db/client.ts).
 * `flush` waits for mail being sent; call it before the database closes. A long-lived server
 * polls the outbox every second; a serverless function runs no timers between calls, so there
 * netlify/functions/outbox.ts polls instead.
 * `onSiteBuildRequested` is the local server's builder; on Netlify requests wait in site_builds
 * for netlify/functions/rebuild.ts (docs/decisions/rebuilds.md). `processPhoto` is what takes
 * photo uploads: the caller imports it, so a server without it (Netlify's API function, whose
 * uploads go to netlify/functions/photos.ts) does not ship sharp and libvips.
 */
export async function createServerApp({
  config,
  database,
  processPhoto,
  serverless = false,
  onSiteBuildRequested,
}: {
  config: AppConfig;
  database: Promise<DatabaseHandle>;
  processPhoto?: PhotoProcessor;
  serverless?: boolean;
  onSiteBuildRequested?: () => Promise<void>;
}) {
  const handle = await database;
  const { db } = handle;
  const searchCache = createSearchCache(handle, { withIndex: !serverless });
  // Loaded while the server starts, so the first search does not wait for it; a failure here is
  // retried by that search, which then answers 503 if the database is still away.
  if (!serverless)
    searchCache
      .prepare()
      .catch((err: unknown) =>
        serverLog.error(`The search index did not load: ${describeError(err)}`, ...stackFrames(err)),
      );
  const outbox = createOutboxWorker(db, createMailer(config));
  if (!serverless) outbox.start();
  const photoStore = createPhotoStore(config, { onNetlify: serverless });
  if (!serverless) {
    periodically('Purging deleted listings and expired events', HOUR_MS, async () => {
      await purgeDeletedListings({ db, photoStore });
      await rollUpAndExpireEvents(db);
    });
    periodically('Asking owners to confirm availability', HOUR_MS, () =>
      requestAvailabilityConfirmations({ db, config, outbox }),
    );
    periodically('Saved-search alerts', config.alertRunIntervalMs, () => runSearchAlerts({ db, config, outbox }));
  }
  const siteBuilds = createSiteBuilds(db, onSiteBuildRequested);
  if (!serverless && config.billing)
    periodically("Billing's scheduled run", HOUR_MS, () => runBillingSchedule({ db, config, outbox, siteBuilds }));
  const app = createApp({
    db,
    config,
    outbox,
    searchCache,
    photoStore,
    processPhoto,
    siteBuilds,
  });
  return {
    app,
    flush: async () => {
      await outbox.settled();
    },
  };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A long-lived server runs its periodic work itself, at start and then every interval, one run at
 * a time: the purge of deleted listings past their restore period with the events' roll-up and
 * expiry, the monthly availability requests (each owner at most once a month), the saved-search
 * alerts (a run mails only the searches whose frequency allows it) and, with billing on,
 * billing's reminders and pauses. On Netlify, scheduled functions do the same:
 * netlify/functions/purge.ts, availability.ts, alerts.ts and billing.ts.
 */
function periodically(what: string, intervalMs: number, task: () => Promise<unknown>) {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    task()
      .catch((err: unknown) => serverLog.error(`${what} failed: ${describeError(err)}`, ...stackFrames(err)))
      .finally(() => {
        running = false;
      });
  };
  run();
  setInterval(run, intervalMs).unref();
}
