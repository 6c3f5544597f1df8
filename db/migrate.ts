import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './handle.ts';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: every migrator asks for the same one. */
const MIGRATION_LOCK = 7_104_233_311;

interface PoolClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
  release(): void;
}

/**
 * Applies the committed drizzle-kit migrations with the handle's own driver; a test of one
 * migration's data changes passes a copy of the folder whose journal stops before it.
 *
 * On a server the handle must be the direct connection (db/connection-env.ts): two builds that
 * deploy at once would otherwise both read the same last migration and both apply the next. The
 * first takes a session advisory lock, which the second waits for; a transaction-mode pooler
 * would release it between statements (docs/decisions/database-connections.md).
 */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const config = { migrationsFolder };
  if (handle.driver === 'pglite') {
    // One process per folder already (db/pglite-lock.ts).
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, config);
    return;
  }
  const pool = (handle.db as unknown as { $client: { connect(): Promise<PoolClient> } }).$client;
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    if (handle.driver === 'neon') {
      const { migrate } = await import('drizzle-orm/neon-serverless/migrator');
      await migrate(handle.db as never, config);
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(handle.db as never, config);
    }
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockHolder.release();
  }
}
