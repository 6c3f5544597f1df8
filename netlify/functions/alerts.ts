import type { Config, Context } from '@netlify/functions';
import { runSearchAlerts } from '#src/server/alerts/alert-run.ts';
import { timeBox } from '#src/server/jobs/time-box.ts';
import { serverLog } from '#src/server/log.ts';
import { startFunction } from '#src/server/serverless.ts';

// Saved-search alerts (src/server/alerts/alert-run.ts): every five minutes, so an instant alert
// waits at most that long after its interval of 15 minutes; the queued mail is sent at once. The
// alerts and the mail share one time box: a run stopped by it resumes on the next
// (docs/decisions/scheduled-jobs.md).
const { config: appConfig, database, outbox } = startFunction();

export default async (_request: Request, context: Context) => {
  const budget = timeBox();
  const { db } = await database(context);
  const run = await runSearchAlerts({ db, config: appConfig }, new Date(), { budget });
  // Worth seeing only when it keeps happening: the due searches outgrow what a run can check.
  if (!run.complete)
    serverLog.warn(`[alerts] time box out after ${run.due} searches (${run.mailed} mails); the rest on the next run`);
  await (await outbox(context)).drain(budget);
};

export const config: Config = { schedule: '*/5 * * * *' };
