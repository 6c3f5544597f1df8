import type { Config, Context } from '@netlify/functions';
import { runSearchAlerts } from '#src/server/alerts/alert-run.ts';
import { startFunction } from '#src/server/serverless.ts';

// Saved-search alerts (src/server/alerts/alert-run.ts): every five minutes, so an instant alert
// waits at most that long after its interval of 15 minutes; the queued mail is sent at once.
const { config: appConfig, database, outbox } = startFunction();

export default async (_request: Request, context: Context) => {
  const { db } = await database(context);
  await runSearchAlerts({ db, config: appConfig });
  await (await outbox(context)).drain();
};

export const config: Config = { schedule: '*/5 * * * *' };
