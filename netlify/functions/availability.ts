import type { Config } from '@netlify/functions';
import { getDatabase } from '#db/client.ts';
import { loadConfig } from '#src/server/config.ts';
import { requestAvailabilityConfirmations } from '#src/server/listings/availability.ts';
import { createOutbox } from '#src/server/runtime.ts';

// The monthly e-mails asking owners to confirm their listings' availability: each run asks the
// owners that are due (at most once a month each), and the outbox sends them
// (docs/decisions/freshness.md). Hourly, so a failed or cut-short run is soon made up.
const database = getDatabase({ serving: true });
const outbox = createOutbox();

export default async () => {
  const { db } = await database;
  const worker = await outbox;
  await requestAvailabilityConfirmations({ db, config: loadConfig(), outbox: worker });
  await worker.drain();
};

export const config: Config = { schedule: '@hourly' };
