import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Driver = 'pglite' | 'neon' | 'pg';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database. */
  pgliteDir?: string;
}

export const DEFAULT_PGLITE_DIR = '.data/pglite';

export function driverFor(databaseUrl: string | undefined): Driver {
  if (!databaseUrl) return 'pglite';
  const host = new URL(databaseUrl).hostname;
  return host.endsWith('.neon.tech') || host.endsWith('.neon.build') ? 'neon' : 'pg';
}

/** Opens the database the environment names. Drivers load lazily so a deploy bundles only its own. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const driver = driverFor(options.databaseUrl);
  if (driver === 'neon') {
    const { Pool } = await import('@neondatabase/serverless');
    const { drizzle } = await import('drizzle-orm/neon-serverless');
    const pool = new Pool({ connectionString: options.databaseUrl });
    return { db: drizzle({ client: pool, schema }) as unknown as Database, driver, close: () => pool.end() };
  }
  if (driver === 'pg') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: drizzle({ client: pool, schema }) as unknown as Database, driver, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = options.pgliteDir ?? DEFAULT_PGLITE_DIR;
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    extensions: await pgliteExtensions(),
  });
  return wrapPglite(client);
}

export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

export async function wrapPglite(client: import('@electric-sql/pglite').PGlite): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  return { db: drizzle({ client, schema }) as unknown as Database, driver: 'pglite', close: () => client.close() };
}

let shared: Promise<DatabaseHandle> | undefined;

/** The process-wide database named by DATABASE_URL / PGLITE_DIR. */
export function getDatabase(): Promise<DatabaseHandle> {
  shared ??= openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDir: process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR,
  });
  return shared;
}

export async function closeDatabase(): Promise<void> {
  if (!shared) return;
  const handle = await shared;
  shared = undefined;
  await handle.close();
}
