import type { ServerType as NodeServer } from '@hono/node-server';
import { closeDatabase, getDatabase } from '#db/client.ts';
import { DatabaseOpenError } from '#db/pglite-lock.ts';
import { createApp } from './api/app.ts';
import { loadConfig } from './config.ts';
import { describeError, stackFrames } from './log-error.ts';
import { serverLog } from './log.ts';
import { createMailer } from './mail/mailer.ts';
import { createOutboxWorker } from './mail/outbox.ts';
import { runBillingSchedule } from './billing/billing-schedule.ts';
import { requestAvailabilityConfirmations } from './listings/availability.ts';
import { purgeDeletedListings } from './listings/deletion.ts';
import { runSearchAlerts } from './alerts/alert-run.ts';
import { createPhotoStore } from './photos/photo-store.ts';
import { createSiteBuilds } from './rebuilds/site-builds.ts';
import { createSearchCache } from './search/search-cache.ts';
import { createSearchEventLog } from './search/search-events.ts';

/**
 * The API wired to the environment's database and mailer: used by Netlify and the local server.
 * `flush` writes what the app buffers (search events) and waits for mail being sent; call it
 * before the database closes. A long-lived server polls the outbox every second; a serverless
 * function runs no timers between calls, so there netlify/functions/outbox.ts polls instead.
 * `onSiteBuildRequested` is the local server's builder; on Netlify requests wait in site_builds
 * for netlify/functions/rebuild.ts (docs/decisions/rebuilds.md).
 */
export async function createServerApp({
  serverless = false,
  onSiteBuildRequested,
}: { serverless?: boolean; onSiteBuildRequested?: () => Promise<void> } = {}) {
  const config = loadConfig();
  const handle = await getDatabase({ serving: true });
  const { db } = handle;
  const searchEvents = createSearchEventLog(db);
  const searchCache = createSearchCache(handle, { withIndex: !serverless });
  // Loaded while the server starts, so the first search does not wait for it; a failure here is
  // retried by that search, which then answers 503 if the database is still away.
  if (!serverless)
    searchCache
      .prepare()
      .catch((err: unknown) =>
        serverLog.error(`The search index did not load: ${describeError(err)}`, ...stackFrames(err)),
      );
  const outbox = await createOutbox();
  if (!serverless) outbox.start();
  const photoStore = createPhotoStore(config, { onNetlify: serverless });
  if (!serverless) {
    periodically('Purging deleted listings', HOUR_MS, () => purgeDeletedListings({ db, photoStore }));
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
    searchEvents,
    searchCache,
    photoStore,
    siteBuilds,
  });
  return {
    app,
    flush: async () => {
      await Promise.all([searchEvents.flush(), outbox.settled()]);
    },
  };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A long-lived server runs its periodic work itself, at start and then every interval, one run at
 * a time: the purge of deleted listings past their restore period, the monthly availability
 * requests (each owner at most once a month), the saved-search alerts (a run mails only the
 * searches whose frequency allows it) and, with billing on, billing's reminders and pauses. On
 * Netlify, scheduled functions do the same: netlify/functions/purge.ts, availability.ts, alerts.ts
 * and billing.ts.
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

/** The outbox worker for the environment's database and mail transport. */
export async function createOutbox() {
  const { db } = await getDatabase({ serving: true });
  return createOutboxWorker(db, createMailer(loadConfig()));
}

/**
 * Records in the embedded database's lock where this process answers API calls, so a build run
 * meanwhile reads its data through this server instead of opening the folder a second time.
 */
export async function advertiseApi(port: number, hostname: string) {
  const { lock } = await getDatabase({ serving: true });
  const host =
    hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname;
  lock?.advertise(`http://${host}:${port}`);
}

/** Ctrl-C and `kill` write what is buffered, then close the database (and release its folder) before the process ends. */
export function closeOnSignals(server: { close(): unknown }, flush: () => Promise<void>) {
  const stop = async () => {
    server.close();
    await flush();
    await closeDatabase();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

class PortInUseError extends Error {}

/**
 * Resolves once the server listens. A port already taken is said plainly; left alone, the
 * server's error event would end the process with a stack trace after start-up had said it was ready.
 */
export function listening(server: NodeServer, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new PortInUseError(`Port ${port} is already in use: stop what listens there, or set PORT.`)
          : err,
      ),
    );
  });
}

/**
 * Runs a server's start-up; a database that cannot be opened, or a port already taken, ends the
 * process with its one-line reason.
 */
export async function startOrExit<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (err) {
    if (!(err instanceof DatabaseOpenError || err instanceof PortInUseError)) throw err;
    serverLog.error(err.message);
    process.exit(1);
  }
}
