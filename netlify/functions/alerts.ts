import type { Config } from '@netlify/functions';
import { getDatabase } from '#db/client.ts';
import { runSearchAlerts } from '#src/server/alerts/alert-run.ts';
import { loadConfig } from '#src/server/config.ts';
import { createOutbox } from '#src/server/runtime.ts';

// Saved-search alerts (src/server/alerts/alert-run.ts): every five minutes, so an instant alert
// waits at most that long after its interval of 15 minutes; the queued mail is sent at once.
const database = getDatabase({ serving: true });
const outbox = createOutbox();

export default async () => {
  const { db } = await database;
  await runSearchAlerts({ db, config: loadConfig() });
  await (await outbox).drain();
};

export const config: Config = { schedule: '*/5 * * * *' };
