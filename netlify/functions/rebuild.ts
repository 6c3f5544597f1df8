import type { Config, Context } from '@netlify/functions';
import { runBuildHook } from '#src/server/rebuilds/build-hook.ts';
import { startFunction } from '#src/server/serverless.ts';

// Listing changes queue a build (rebuilds/site-builds.ts); this calls Netlify's build hook once
// the queued build has gathered its burst of requests (docs/decisions/rebuilds.md).
const { config: appConfig, database } = startFunction();

export default async (_request: Request, context: Context) => {
  await runBuildHook((await database(context)).db, { hookUrl: appConfig.buildHookUrl });
};

export const config: Config = { schedule: '* * * * *' };
