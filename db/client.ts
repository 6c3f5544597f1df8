import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { acquirePgliteLock, DatabaseOpenError, folderError, lockOwner, type PgliteLock } from './pglite-lock.ts';
import { takeTurns } from './query-turns.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle `db.transaction` gives its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Driver = 'pglite' | 'neon' | 'pg';
type ServerDriver = Exclude<Driver, 'pglite'>;

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  /** The embedded database's folder lock (none for servers and in-memory databases). */
  lock?: PgliteLock;
  /**
   * The embedded database only: calls `onNotice` with each NOTIFY payload on `channel`, as the
   * notifying transaction commits. Servers' drivers pool connections, where a LISTEN would not last.
   */
  listen?(channel: string, onNotice: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one the embedded PGlite database is used. */
  databaseUrl?: string;
  /** The client for the server at `databaseUrl`; unset: chosen from its host name (driverFor). */
  driver?: ServerDriver;
  /**
   * For the Neon driver in front of a PostgreSQL that is not Neon's: the WebSocket-to-TCP proxy
   * it connects through (`host:port/path`, plain ws://), such as Neon's wsproxy or
   * tests/support/neon-ws-proxy.ts. Unset: Neon's own endpoint on the database host.
   */
  neonWsProxy?: string;
  /** Folder of the embedded database. */
  pgliteDir?: string;
  /**
   * For the API: connections and statements time out within seconds, so requests fail fast
   * (503) while the database is down or frozen. Tools that run long statements (migrations,
   * bulk loads) open without these limits.
   */
  serving?: boolean;
}

export const DEFAULT_PGLITE_DIR = '.data/pglite';

/** See docs/decisions/database-outages.md. */
export const SERVING_TIMEOUTS = {
  connectionTimeoutMillis: 5000,
  statement_timeout: 5000,
  query_timeout: 6000,
};

/** DATABASE_DRIVER: `neon` or `pg`, or unset to let driverFor choose. */
export function parseDriver(value: string | undefined): ServerDriver | undefined {
  if (!value) return undefined;
  if (value === 'neon' || value === 'pg') return value;
  throw new Error(`DATABASE_DRIVER must be neon or pg, not ${value}.`);
}

export function driverFor(databaseUrl: string | undefined, chosen?: ServerDriver): Driver {
  if (!databaseUrl) {
    if (chosen) throw new Error(`DATABASE_DRIVER=${chosen} needs a DATABASE_URL to connect to.`);
    return 'pglite';
  }
  if (chosen) return chosen;
  const host = new URL(databaseUrl).hostname;
  return host.endsWith('.neon.tech') || host.endsWith('.neon.build') ? 'neon' : 'pg';
}

/** A pool's idle connections report a server restart as an `error` event, which would otherwise end the process. */
function logPoolErrors(pool: { on(event: 'error', listener: (err: Error) => void): unknown }) {
  pool.on('error', (err) => console.warn(`[db] idle connection lost: ${err.message}`));
}

/** Opens the database the environment names. Drivers load lazily so a deploy bundles only its own. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const driver = driverFor(options.databaseUrl, options.driver);
  // Both server drivers are node-postgres underneath (Neon's tunnels it through a WebSocket), so they take the same pool options.
  const poolOptions = {
    connectionString: options.databaseUrl,
    max: 10,
    keepAlive: true,
    ...(options.serving ? SERVING_TIMEOUTS : {}),
  };
  if (driver === 'neon') {
    const { Client, Pool } = await import('@neondatabase/serverless');
    const { drizzle } = await import('drizzle-orm/neon-serverless');
    const pool = new Pool(poolOptions);
    const proxy = options.neonWsProxy;
    // Set on the pool, not through the process-wide neonConfig, so only this database goes through the proxy.
    // (The Pool constructor ignores a `Client` option.)
    if (proxy) {
      pool.Client = class ProxiedClient extends Client {
        constructor(config?: ConstructorParameters<typeof Client>[0]) {
          super(config);
          // A plain PostgreSQL behind the proxy: no TLS inside the tunnel, and no password sent
          // ahead of a prompt it may not make (pipelining works only with Neon's cleartext auth).
          Object.assign(this.neonConfig, {
            wsProxy: proxy,
            useSecureWebSocket: false,
            pipelineConnect: false,
            pipelineTLS: false,
          });
        }
      };
    }
    logPoolErrors(pool);
    return { db: drizzle({ client: pool, schema }) as unknown as Database, driver, close: () => pool.end() };
  }
  if (driver === 'pg') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool(poolOptions);
    logPoolErrors(pool);
    return { db: drizzle({ client: pool, schema }) as unknown as Database, driver, close: () => pool.end() };
  }
  const dataDir = options.pgliteDir ?? DEFAULT_PGLITE_DIR;
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
    const handle = await wrapPglite(client);
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

export async function wrapPglite(client: PGlite): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  return {
    db: drizzle({ client: takeTurns(client), schema }) as unknown as Database,
    driver: 'pglite',
    listen: async (channel, onNotice) => {
      await client.listen(channel, onNotice);
    },
    close: () => client.close(),
  };
}

let shared: Promise<DatabaseHandle> | undefined;

/**
 * The process-wide database named by DATABASE_URL (DATABASE_DRIVER, NEON_WS_PROXY) / PGLITE_DIR. The first caller decides
 * `serving`; a failed open is not kept, so a later call tries again.
 */
export function getDatabase(options: Pick<DatabaseOptions, 'serving'> = {}): Promise<DatabaseHandle> {
  shared ??= openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    driver: parseDriver(process.env.DATABASE_DRIVER),
    neonWsProxy: process.env.NEON_WS_PROXY || undefined,
    pgliteDir: process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR,
    ...options,
  }).catch((err: unknown) => {
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
  if (process.env.DATABASE_URL) return undefined;
  return lockOwner(process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR)?.apiUrl;
}

export async function closeDatabase(): Promise<void> {
  if (!shared) return;
  const handle = await shared;
  shared = undefined;
  await handle.close();
}
