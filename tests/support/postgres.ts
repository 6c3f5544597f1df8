import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from '#db/client.ts';
import { runMigrations } from '#db/migrate.ts';
import { loadPlaces } from '#db/places.ts';

function withDatabase(url: string, database: string): string {
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

/** A migrated database with places, for test databases to be copied from; returns its name. */
export async function createTemplateDatabase(url: string, driver: DriverOptions = {}) {
  const template = `warehouse_template_${process.pid}`;
  await admin(url, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${template}`);
    await c.query(`CREATE DATABASE ${template}`);
  });
  const handle = await openDatabase({ databaseUrl: withDatabase(url, template), ...driver });
  await runMigrations(handle);
  await loadPlaces(handle.db);
  await handle.close();
  return template;
}

/**
 * A new database on the server at `url` (a copy of `template` if given), named `prefix_<random>`;
 * close() drops it. Test files and the search benchmark (BENCH_DATABASE_URL) use these.
 */
export async function createThrowawayDatabase(
  url: string,
  options: { prefix: string; template?: string; driver?: DriverOptions },
) {
  const name = `${options.prefix}_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`));
  const handle = await openDatabase({ databaseUrl: withDatabase(url, name), ...options.driver });
  return {
    ...handle,
    name,
    async close() {
      await handle.close();
      await admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name}`));
    },
  };
}

export function createDatabaseFromTemplate(url: string, template: string, driver?: DriverOptions) {
  return createThrowawayDatabase(url, { prefix: 'warehouse_test', template, driver });
}
