import type { Config } from '@netlify/functions';
import { runSearchAlerts } from '#src/server/alerts/alert-run.ts';
import { startFunction } from '#src/server/serverless.ts';

// Saved-search alerts (src/server/alerts/alert-run.ts): every five minutes, so an instant alert
// waits at most that long after its interval of 15 minutes; the queued mail is sent at once.
const { config: appConfig, database, outbox } = startFunction();

export default async () => {
  const { db } = await database;
  await runSearchAlerts({ db, config: appConfig });
  await (await outbox()).drain();
};

export const config: Config = { schedule: '*/5 * * * *' };
