import { execFile } from 'node:child_process';
import net from 'node:net';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { asDatabaseUnavailable } from '#db/availability.ts';
import { runMigrations } from '#db/migrate.ts';
import { events, users } from '#db/schema.ts';
import { createUser } from '#tests/support/factories.ts';
import { productionEnv } from '#tests/support/production-env.ts';
import { createThrowawayDatabase, withDatabase } from '#tests/support/postgres.ts';

/**
 * How the app holds its connections to a PostgreSQL server, with the driver of this pass (`pg`,
 * or Neon's over its WebSocket bridge) and through the pooler when the run has one
 * (docs/decisions/database-connections.md). Only on a server: the embedded database has no
 * connections to lose.
 */
const postgres = inject('postgresTemplate');
/**
 * The tests that run the CLI start three or four `tsx` processes one after the other. While the
 * PostgreSQL, Neon and bundle lanes share two cores, each test took longer than the default 20 s
 * in a fresh clone's run on 2026-11-29, on a machine slower that day. Sized for the slow case.
 */
const CLI_RUNS = { timeout: 120_000 };

/** `url` on another database, reached through a local port (the relay) when given. */
function onDatabase(url: string, database: string, port?: number): string {
  const u = new URL(withDatabase(url, database));
  if (port) {
    u.hostname = '127.0.0.1';
    u.port = String(port);
  }
  return u.toString();
}

/**
 * A TCP relay to the server that can make every connection open now die silently, as a frozen
 * function's or a suspended Neon compute's do: the client learns it only when it next sends
 * something, and is then reset.
 */
async function startRelay(target: URL) {
  const live = new Set<net.Socket>();
  const dead = new WeakSet<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    live.add(client);
    client.on('data', (data) => {
      if (dead.has(client)) {
        upstream.destroy();
        client.resetAndDestroy();
      } else upstream.write(data);
    });
    upstream.on('data', (data) => {
      if (!dead.has(client)) client.write(data);
    });
    const end = () => {
      live.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    client.on('error', end);
    upstream.on('close', () => !dead.has(client) && end());
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    port: (relay.address() as net.AddressInfo).port,
    dropAll() {
      for (const socket of live) dead.add(socket);
    },
    close: () => {
      for (const socket of live) socket.destroy();
      return new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}

describe.skipIf(!postgres)('connections to a PostgreSQL server', () => {
  describe('a connection lost while the pool kept it idle', () => {
    let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
    let relay: Awaited<ReturnType<typeof startRelay>>;
    let handle: DatabaseHandle;

    beforeAll(async () => {
      database = await createThrowawayDatabase(postgres!.url, {
        prefix: 'connections',
        template: postgres!.template,
        driver: postgres!.driver,
      });
      const serving = new URL(postgres!.pooledUrl ?? postgres!.url);
      relay = await startRelay(serving);
      handle = await openDatabase({
        databaseUrl: onDatabase(serving.toString(), database.name, relay.port),
        purpose: 'serving',
        ...postgres!.driver,
      });
    });
    afterAll(async () => {
      await handle?.close();
      await relay?.close();
      await database?.close();
    });

    it('is replaced for a read, which the visitor then gets instead of a 503', async () => {
      await handle.db.execute(sql`select 1`);
      relay.dropAll();
      const rows = await handle.db.execute(sql`select count(*)::int as n from places`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(1000);
    });

    it('is not replaced for a write, which may have committed: that answers 503', async () => {
      await handle.db.execute(sql`select 1`);
      relay.dropAll();
      const write = handle.db.insert(events).values({ type: 'warehouse_click', payload: '{}' });
      const failure = await write.then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(asDatabaseUnavailable(failure), 'the write fails as the database being unavailable').toBeDefined();
      // The pool has let the dead connection go: the next write goes through.
      await handle.db.insert(events).values({ type: 'warehouse_click', payload: '{}' });
    });

    it('ends a transaction whose connection is lost between two statements with a 503, and the process goes on', async () => {
      const failure = await handle.db
        .transaction(async (tx) => {
          const result = await tx.execute(sql`select pg_backend_pid() as pid`);
          const { pid } = (result as unknown as { rows: { pid: number }[] }).rows[0]!;
          await database.db.execute(sql`select pg_terminate_backend(${pid})`);
          // The server's (or the pooler's) farewell arrives while no statement runs: the moment
          // a PostgreSQL restart under traffic once turned into an unhandled error that ended the server.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.insert(events).values({ type: 'warehouse_click', payload: '{}' });
        })
        .then(
          () => undefined,
          (err: unknown) => err,
        );
      expect(asDatabaseUnavailable(failure), 'the transaction fails as the database being unavailable').toBeDefined();
      await handle.db.insert(events).values({ type: 'warehouse_click', payload: '{}' });
    });
  });

  it('lets two deploys migrate at once: one waits for the other, and each migration runs once', async () => {
    const empty = await createThrowawayDatabase(postgres!.url, { prefix: 'migrations', driver: postgres!.driver });
    const second = await openDatabase({
      databaseUrl: onDatabase(postgres!.url, empty.name),
      purpose: 'direct',
      ...postgres!.driver,
    });
    try {
      await Promise.all([runMigrations(empty), runMigrations(second)]);
      const applied = await empty.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const journal = (await import('#db/migrations/meta/_journal.json', { with: { type: 'json' } })).default as {
        entries: unknown[];
      };
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await second.close();
      await empty.close();
    }
  });

  it.skipIf(!postgres?.pooledUrl)(
    "gives the pooled connection's statements the serving role's server-side limit",
    async () => {
      const client = new pg.Client({ connectionString: postgres!.pooledUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ statement_timeout: string }>('show statement_timeout');
        expect(rows[0]!.statement_timeout).toBe('5s');
      } finally {
        await client.end();
      }
    },
  );

  it(
    'serves the CLI and the build as a deploy runs them: migrations direct, everything else through the pooler',
    CLI_RUNS,
    async () => {
      const empty = await createThrowawayDatabase(postgres!.url, { prefix: 'deploy', driver: postgres!.driver });
      const env = {
        ...process.env,
        DATABASE_URL: onDatabase(postgres!.pooledUrl ?? postgres!.url, empty.name),
        DATABASE_URL_UNPOOLED: onDatabase(postgres!.url, empty.name),
        DATABASE_DRIVER: postgres!.driver.driver ?? '',
        NEON_WS_PROXY: postgres!.driver.neonWsProxy ?? '',
      };
      const run = (...args: string[]) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', ...args], { env, timeout: 60_000 });
      try {
        expect((await run('src/tools/cli.ts', 'migrate')).stdout).toContain('Migrations applied.');
        await createUser(empty.db, { email: 'ops@warehouse-finder.test' });
        expect((await run('src/tools/cli.ts', 'admin', 'ops@warehouse-finder.test')).stdout).toContain(
          'is now an administrator',
        );
        const [admin] = await empty.db.select({ isAdmin: users.isAdmin }).from(users);
        expect(admin?.isAdmin).toBe(true);
        const build = await run(
          '--input-type=module',
          '-e',
          "const { readBuildListings } = await import('#src/server/warehouses/build-listings.ts'); const { closeDatabase } = await import('#db/client.ts'); console.log(`listings ${(await readBuildListings(undefined)).listings.length}`); await closeDatabase();",
        );
        expect(build.stdout).toContain('listings 0');
      } finally {
        await empty.close();
      }
    },
  );

  it(
    "keeps a deploy preview's build off production's database: it migrates its own, or refuses and says why",
    CLI_RUNS,
    async () => {
      const production = await createThrowawayDatabase(postgres!.url, {
        prefix: 'production',
        driver: postgres!.driver,
      });
      const preview = await createThrowawayDatabase(postgres!.url, { prefix: 'preview', driver: postgres!.driver });
      const pooled = (name: string) => onDatabase(postgres!.pooledUrl ?? postgres!.url, name);
      const migrate = (env: Record<string, string | undefined>) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/tools/cli.ts', 'migrate'], {
          env: {
            PATH: process.env.PATH,
            ...productionEnv({ NETLIFY: 'true', DATABASE_URL: pooled(production.name), ...env }),
            DATABASE_URL_UNPOOLED: onDatabase(postgres!.url, production.name),
            DATABASE_DRIVER: postgres!.driver.driver ?? '',
            NEON_WS_PROXY: postgres!.driver.neonWsProxy ?? '',
          },
          timeout: 60_000,
        });
      const tables = async (handle: DatabaseHandle) =>
        (
          (await handle.db.execute(
            sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n;
      try {
        const refused = await migrate({ CONTEXT: 'deploy-preview' }).then(
          () => undefined,
          (err: { code: number; stderr: string }) => err,
        );
        expect(refused?.code).toBe(1);
        expect(refused?.stderr).toContain('set PREVIEW_DATABASE_URL');

        const own = await migrate({
          CONTEXT: 'deploy-preview',
          PREVIEW_DATABASE_URL: pooled(preview.name),
          PREVIEW_DATABASE_URL_UNPOOLED: onDatabase(postgres!.url, preview.name),
        });
        expect(own.stdout).toContain(`/${preview.name} for the deploy-preview context`);
        expect(await tables(preview)).toBeGreaterThan(10);
        expect(await tables(production), "production's database is untouched").toBe(0);

        await migrate({ CONTEXT: 'production' });
        expect(await tables(production)).toBeGreaterThan(10);
      } finally {
        await preview.close();
        await production.close();
      }
    },
  );
});
