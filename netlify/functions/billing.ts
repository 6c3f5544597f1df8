import type { Config } from '@netlify/functions';
import { getDatabase } from '#db/client.ts';
import { runBillingSchedule } from '#src/server/billing/billing-schedule.ts';
import { loadConfig } from '#src/server/config.ts';
import { createSiteBuilds } from '#src/server/rebuilds/site-builds.ts';
import { createOutbox } from '#src/server/runtime.ts';

// Billing's scheduled work: trial reminders, the grace period, and pausing unpaid listings
// (src/server/billing/billing-schedule.ts). Without billing configuration it does nothing.
const database = getDatabase({ serving: true });
const outbox = createOutbox();

export default async () => {
  const config = loadConfig();
  if (!config.billing) return;
  const { db } = await database;
  const mail = await outbox;
  await runBillingSchedule({ db, config, outbox: mail, siteBuilds: createSiteBuilds(db) });
  await mail.drain();
};

export const config: Config = { schedule: '@hourly' };
