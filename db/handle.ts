import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteLock } from './pglite-lock.ts';
import type * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle `db.transaction` gives its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Driver = 'pglite' | 'neon' | 'pg';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  /** The embedded database's folder lock (none for servers and in-memory databases). */
  lock?: PgliteLock;
  /**
   * The embedded database only: calls `onNotice` with each NOTIFY payload on `channel`, as the
   * notifying transaction commits. Servers are reached through a transaction-mode pooler, where a
   * LISTEN would not last.
   */
  listen?(channel: string, onNotice: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}
