import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '#db/client.ts';
import { pgliteExtensions, wrapPglite } from '#db/pglite.ts';
import { createDatabaseFromTemplate } from './postgres.ts';

/**
 * A fresh, migrated database with the gazetteer, for one test file. Runs on PGlite, or on the
 * real PostgreSQL server when TEST_DATABASE_URL is set (as .ci/run does), with the driver
 * global-setup.ts chose.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const postgres = inject('postgresTemplate');
  if (postgres) return createDatabaseFromTemplate(postgres.url, postgres.template, postgres.driver, postgres.pooledUrl);
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: await pgliteExtensions() });
  return wrapPglite(client);
}
