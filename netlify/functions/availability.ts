import type { Config, Context } from '@netlify/functions';
import { requestAvailabilityConfirmations } from '#src/server/listings/availability.ts';
import { timeBox } from '#src/server/jobs/time-box.ts';
import { startFunction } from '#src/server/serverless.ts';

// The monthly e-mails asking owners to confirm their listings' availability: each run asks the
// owners that are due (at most once a month each), and the outbox sends them
// (docs/decisions/freshness.md). Hourly, so a failed or cut-short run is soon made up.
const { config: appConfig, database, outbox } = startFunction();

export default async (_request: Request, context: Context) => {
  const budget = timeBox();
  const { db } = await database(context);
  const worker = await outbox(context);
  await requestAvailabilityConfirmations({ db, config: appConfig, outbox: worker }, new Date(), budget);
  await worker.drain(budget);
};

export const config: Config = { schedule: '@hourly' };
