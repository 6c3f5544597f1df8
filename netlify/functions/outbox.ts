import type { Config, Context } from '@netlify/functions';
import { startFunction } from '#src/server/serverless.ts';

// The API function sends mail right after the request that queued it; this catches what that
// missed (an instance frozen or recycled first) and the retries that have come due.
const { outbox } = startFunction();

export default async (_request: Request, context: Context) => {
  await (await outbox(context)).drain();
};

export const config: Config = { schedule: '* * * * *' };
