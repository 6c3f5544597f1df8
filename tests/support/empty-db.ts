import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '#db/client.ts';
import { pgliteExtensions, wrapPglite } from '#db/pglite.ts';
import { createThrowawayDatabase } from './postgres.ts';

/**
 * An empty database, no migration applied, on the test run's server (PostgreSQL when
 * TEST_DATABASE_URL is set, with its driver) or PGlite: for tests of migrations themselves.
 */
export async function createEmptyDatabase(): Promise<DatabaseHandle> {
  const postgres = inject('postgresTemplate');
  // Migrations run on the direct connection (they hold a session lock), so no pooler here.
  if (postgres) return createThrowawayDatabase(postgres.url, { prefix: 'migrations', driver: postgres.driver });
  return wrapPglite(await PGlite.create({ extensions: await pgliteExtensions() }));
}
