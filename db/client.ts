import { databaseTarget, DEFAULT_PGLITE_DIR, type ServerDriver } from './connection-env.ts';
import type { DatabaseHandle } from './handle.ts';
import { lockOwner } from './pglite-lock.ts';
import { openServerDatabase, type ServerDatabaseOptions } from './server-pool.ts';

export type { Database, DatabaseHandle, Transaction } from './handle.ts';
export { DEFAULT_PGLITE_DIR } from './connection-env.ts';

/**
 * Opens the embedded database or a server's, for the local server, the tools and the tests. The
 * Netlify functions use db/serverless.ts instead, which cannot reach the embedded database.
 */
export interface DatabaseOptions extends Partial<Pick<ServerDatabaseOptions, 'purpose' | 'neonWsProxy'>> {
  /** A PostgreSQL URL; without one the embedded PGlite database is used. */
  databaseUrl?: string;
  /** The client for the server at `databaseUrl`; unset: chosen from its host name. */
  driver?: ServerDriver;
  /** Folder of the embedded database, or `memory://`. */
  pgliteDir?: string;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openServerDatabase({
      url: options.databaseUrl,
      driver: options.driver,
      neonWsProxy: options.neonWsProxy,
      purpose: options.purpose,
    });
  }
  if (options.driver) throw new Error(`DATABASE_DRIVER=${options.driver} needs a DATABASE_URL to connect to.`);
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.pgliteDir ?? DEFAULT_PGLITE_DIR);
}

let shared: Promise<DatabaseHandle> | undefined;

/**
 * The process-wide database the environment names (db/connection-env.ts): the pooled connection
 * unless `purpose` is `direct` (migrations, bulk loads). The first caller decides `purpose`; a
 * failed open is not kept, so a later call tries again.
 */
export function getDatabase(options: Pick<DatabaseOptions, 'purpose'> = {}): Promise<DatabaseHandle> {
  shared ??= Promise.resolve()
    .then(() => {
      const target = databaseTarget(process.env);
      if (target.kind === 'embedded') return openDatabase({ pgliteDir: target.dir });
      return openDatabase({
        databaseUrl: options.purpose === 'direct' ? target.directUrl : target.pooledUrl,
        driver: target.driver,
        neonWsProxy: target.neonWsProxy,
        purpose: options.purpose,
      });
    })
    .catch((err: unknown) => {
      shared = undefined;
      throw err;
    });
  return shared;
}

/**
 * Where the process holding the environment's embedded database serves the API, if one does:
 * a build run meanwhile reads through it instead of opening the folder a second time.
 */
export function runningServerApiUrl(): string | undefined {
  const target = databaseTarget(process.env);
  if (target.kind !== 'embedded') return undefined;
  return lockOwner(target.dir)?.apiUrl;
}

export async function closeDatabase(): Promise<void> {
  if (!shared) return;
  const handle = await shared;
  shared = undefined;
  await handle.close();
}
