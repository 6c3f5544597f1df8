import type { Config } from '@netlify/functions';
import { getDatabase } from '#db/client.ts';
import { loadConfig } from '#src/server/config.ts';
import { runBuildHook } from '#src/server/rebuilds/build-hook.ts';

// Listing changes queue a build (rebuilds/site-builds.ts); this calls Netlify's build hook once
// the queued build has gathered its burst of requests (docs/decisions/rebuilds.md).
const database = getDatabase({ serving: true });

export default async () => {
  await runBuildHook((await database).db, { hookUrl: loadConfig().buildHookUrl });
};

export const config: Config = { schedule: '* * * * *' };
