import type { Config, Context } from '@netlify/functions';
import { timeBox } from '#src/server/jobs/time-box.ts';
import { startFunction } from '#src/server/serverless.ts';

// The API function sends mail right after the request that queued it; this catches what that
// missed (an instance frozen or recycled first) and the retries that have come due, claiming no
// mail once its time box is out (docs/decisions/scheduled-jobs.md).
const { outbox } = startFunction();

export default async (_request: Request, context: Context) => {
  await (await outbox(context)).drain(timeBox());
};

export const config: Config = { schedule: '* * * * *' };
