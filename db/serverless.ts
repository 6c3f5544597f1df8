import { databaseTarget, DatabaseConfigError } from './connection-env.ts';
import type { DatabaseHandle } from './handle.ts';
import { openServerDatabase } from './server-pool.ts';

let shared: Promise<DatabaseHandle> | undefined;

/**
 * The Netlify functions' database: the pooled connection the environment names, through the
 * server drivers only, so no function bundles the embedded database. Without a database URL it
 * refuses, as production must (db/connection-env.ts). A failed open is not kept.
 */
export function getServerlessDatabase(env: Record<string, string | undefined> = process.env): Promise<DatabaseHandle> {
  shared ??= Promise.resolve()
    .then(() => {
      const target = databaseTarget(env);
      if (target.kind === 'embedded')
        throw new DatabaseConfigError('A Netlify function needs DATABASE_URL: it never opens the embedded database.');
      return openServerDatabase({
        url: target.pooledUrl,
        driver: target.driver,
        neonWsProxy: target.neonWsProxy,
        purpose: 'serving',
      });
    })
    .catch((err: unknown) => {
      shared = undefined;
      throw err;
    });
  return shared;
}
