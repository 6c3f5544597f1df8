import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from '#db/client.ts';
import { runMigrations } from '#db/migrate.ts';
import { loadPlaces } from '#db/places.ts';

/** The same server's URL for another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** How test code opens a server's databases: the driver (`pg`, or `neon` through a WebSocket proxy) as the app would. */
export type DriverOptions = Pick<DatabaseOptions, 'driver' | 'neonWsProxy'>;

/**
 * A migrated database with places, for test databases to be copied from; returns its name. Made
 * on the direct connection, as migrations and bulk loads are in production.
 */
export async function createTemplateDatabase(url: string, driver: DriverOptions = {}) {
  const template = `warehouse_template_${process.pid}`;
  await admin(url, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${template}`);
    await c.query(`CREATE DATABASE ${template}`);
  });
  const handle = await openDatabase({ databaseUrl: withDatabase(url, template), purpose: 'direct', ...driver });
  await runMigrations(handle);
  await loadPlaces(handle.db);
  await handle.close();
  return template;
}

/**
 * A new database on the server at `url` (a copy of `template` if given), named `prefix_<random>`;
 * close() drops it. Test files and the search benchmark (BENCH_DATABASE_URL) use these. With
 * `pooledUrl` (a PgBouncer in front of the same server, as .ci/start-postgres starts) the handle
 * reaches the new database through the pooler, as the API does in production.
 */
export async function createThrowawayDatabase(
  url: string,
  options: { prefix: string; template?: string; driver?: DriverOptions; pooledUrl?: string },
) {
  const name = `${options.prefix}_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`));
  const handle = await openDatabase({ databaseUrl: withDatabase(options.pooledUrl ?? url, name), ...options.driver });
  return {
    ...handle,
    name,
    async close() {
      await handle.close();
      // The pooler may still hold a server connection to it.
      await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export function createDatabaseFromTemplate(url: string, template: string, driver?: DriverOptions, pooledUrl?: string) {
  return createThrowawayDatabase(url, { prefix: 'warehouse_test', template, driver, pooledUrl });
}
