import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from './handle.ts';
import { acquirePgliteLock, DatabaseOpenError, folderError } from './pglite-lock.ts';
import { takeTurns } from './query-turns.ts';
import * as schema from './schema.ts';

/** The embedded database (development, tests, the local server); never part of a Netlify function. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir === 'memory://') {
    const { PGlite } = await import('@electric-sql/pglite');
    return wrapPglite(await PGlite.create({ extensions: await pgliteExtensions() }));
  }
  return openPgliteFolder(dataDir);
}

/** The embedded database in a folder, locked to this process while it is open. */
async function openPgliteFolder(dataDir: string): Promise<DatabaseHandle> {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (err) {
    throw folderError(dataDir, err);
  }
  const lock = await acquirePgliteLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(dataDir, {
      extensions: await pgliteExtensions(),
      // Every commit reaches the folder before its query resolves, so an acknowledged write
      // survives the process being killed (tests/faults/crash.test.ts).
      relaxedDurability: false,
    }).catch((err: unknown) => {
      throw pgliteOpenError(dataDir, err);
    });
    const handle = wrapPglite(client);
    return {
      ...handle,
      lock,
      async close() {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** PGlite's own errors can carry a screenful of minified code; one line says what to do. */
function pgliteOpenError(dataDir: string, err: unknown): DatabaseOpenError {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code) return folderError(dataDir, err);
  const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 200);
  return new DatabaseOpenError(
    `Cannot open the embedded database in ${dataDir} (${reason}). The folder may be damaged or unreadable; restore it from a copy, or set PGLITE_DIR to another folder.`,
    { cause: err },
  );
}

export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  return {
    db: drizzle({ client: takeTurns(client), schema }) as unknown as Database,
    driver: 'pglite',
    listen: async (channel, onNotice) => {
      await client.listen(channel, onNotice);
    },
    close: () => client.close(),
  };
}
