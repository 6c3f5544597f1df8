import type { Config, Context } from '@netlify/functions';
import { runBillingSchedule } from '#src/server/billing/billing-schedule.ts';
import { createSiteBuilds } from '#src/server/rebuilds/site-builds.ts';
import { timeBox } from '#src/server/jobs/time-box.ts';
import { startFunction } from '#src/server/serverless.ts';

// Billing's scheduled work: trial reminders, the grace period, and pausing unpaid listings
// (src/server/billing/billing-schedule.ts). Without billing configuration it does nothing.
const { config: appConfig, database, outbox } = startFunction();

export default async (_request: Request, context: Context) => {
  if (!appConfig.billing) return;
  const budget = timeBox();
  const { db } = await database(context);
  const mail = await outbox(context);
  await runBillingSchedule(
    { db, config: appConfig, outbox: mail, siteBuilds: createSiteBuilds(db) },
    new Date(),
    budget,
  );
  await mail.drain(budget);
};

export const config: Config = { schedule: '@hourly' };
