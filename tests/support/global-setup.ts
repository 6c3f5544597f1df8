import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#db/client.ts';
import { parseDriver } from '#db/connection-env.ts';
import { runMigrations } from '#db/migrate.ts';
import { loadPlaces } from '#db/places.ts';
import { startNeonWsProxy } from './neon-ws-proxy.ts';
import { createTemplateDatabase, type DriverOptions } from './postgres.ts';

/**
 * Builds one migrated database with the gazetteer loaded; every integration test file then
 * starts from its own copy of it (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE … TEMPLATE).
 * On PostgreSQL, TEST_DATABASE_DRIVER=neon opens every database through the Neon driver and a
 * WebSocket bridge started here, as Netlify reaches Neon; otherwise through `pg`. With
 * TEST_POOLER_URL (a PgBouncer in transaction mode, .ci/start-postgres) the tests reach their
 * databases through it, as the API reaches Neon's pooled endpoint; the template is made on the
 * direct connection, as migrations are.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_ON_POSTGRES === '1' ? process.env.TEST_DATABASE_URL : undefined;
  if (postgresUrl) {
    const chosen = parseDriver(process.env.TEST_DATABASE_DRIVER);
    const proxy = chosen === 'neon' ? await startNeonWsProxy() : undefined;
    const driver: DriverOptions = { driver: chosen, neonWsProxy: proxy?.address };
    const template = await createTemplateDatabase(postgresUrl, driver);
    project.provide('postgresTemplate', {
      url: postgresUrl,
      pooledUrl: process.env.TEST_POOLER_URL || undefined,
      template,
      driver,
    });
    return () => proxy?.close();
  }
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await runMigrations(handle);
  await loadPlaces(handle.db);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // Each test file opens a copy; after a checkpoint it has no WAL to replay, and opens in about 0.75
  // of the CPU time (about 0.2 s less, some 90 copies a run).
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dir = path.join(os.tmpdir(), `warehouse-tests-${process.pid}`);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: { url: string; pooledUrl?: string; template: string; driver: DriverOptions };
  }
}
