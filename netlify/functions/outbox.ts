import type { Config } from '@netlify/functions';
import { createOutbox } from '#src/server/runtime.ts';

// The API function sends mail right after the request that queued it; this catches what that
// missed (an instance frozen or recycled first) and the retries that have come due.
const outbox = createOutbox();

export default async () => {
  await (await outbox).drain();
};

export const config: Config = { schedule: '* * * * *' };
