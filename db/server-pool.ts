import { isNeonHost, type ServerDriver } from './connection-env.ts';
import { isDroppedConnection } from './availability.ts';
import type { Database, DatabaseHandle } from './handle.ts';
import * as schema from './schema.ts';

/**
 * The server drivers only (pg, and Neon's node-postgres over a WebSocket), with nothing of the
 * embedded database: the Netlify functions import this and never bundle PGlite.
 */

export interface ServerDatabaseOptions {
  url: string;
  /** Unset: chosen from the host (driverFor). */
  driver?: ServerDriver;
  /**
   * For the Neon driver in front of a PostgreSQL that is not Neon's: the WebSocket-to-TCP proxy
   * it connects through (`host:port/path`, plain ws://), such as Neon's wsproxy or
   * tests/support/neon-ws-proxy.ts. Unset: Neon's own endpoint on the database host.
   */
  neonWsProxy?: string;
  /**
   * `serving` (the API, the functions): the pooled connection, with client-side timeouts so
   * requests fail fast (503) while the database is down or frozen.
   * `direct` (migrations, bulk loads): PostgreSQL itself, no statement limit, long statements allowed.
   * Unset: no timeouts, nothing set (the build, tests).
   */
  purpose?: 'serving' | 'direct';
}

/**
 * Client-side only: a transaction-mode pooler refuses startup parameters such as
 * statement_timeout, so the server's limit is a role setting (docs/decisions/database-connections.md).
 */
export const SERVING_TIMEOUTS = {
  connectionTimeoutMillis: 5000,
  query_timeout: 6000,
};

export function driverFor(url: string, chosen?: ServerDriver): ServerDriver {
  if (chosen) return chosen;
  return isNeonHost(new URL(url).hostname) ? 'neon' : 'pg';
}

interface Pool {
  query: (...args: never[]) => Promise<unknown>;
  on(event: 'error', listener: (err: Error) => void): unknown;
  on(
    event: 'connect',
    listener: (client: { on(event: 'error', listener: (err: Error) => void): unknown }) => void,
  ): unknown;
  end(): Promise<void>;
}

/**
 * A server restart reaches a connection as an `error` event, which ends the process when nothing
 * listens. The pool listens on its idle connections; a connection checked out for a transaction
 * has no listener while the code between two statements runs, and a pooler that loses its server
 * then sends "server conn crashed?" to it. Listening on every connection keeps the process up; the
 * transaction's next statement fails, and the request answers 503.
 */
function logPoolErrors(pool: Pool) {
  // The pool repeats an idle connection's error as its own, and throws it when nothing listens.
  // The connection's listener below has already logged it.
  pool.on('error', () => {});
  pool.on('connect', (client) =>
    client.on('error', (err: Error) => console.warn(`[db] connection lost: ${err.message}`)),
  );
}

const READ = /^\s*(select|with)\b/i;
const WRITES = /\b(insert|update|delete|merge)\b|\bfor\s+(update|share|no key update|key share)\b/i;

/** A statement that changes nothing, so running it twice is the same as once. */
export function isReadOnlyStatement(text: string): boolean {
  return READ.test(text) && !WRITES.test(text);
}

/**
 * A connection the pool kept while the function was frozen, or while Neon's compute was
 * suspended, is gone by the next request: the first statement on it fails without having run.
 * A read is sent again once on a new connection; a write is not, as it may have committed.
 * Statements inside a transaction go through the transaction's own client and are never retried.
 */
function retryDroppedReads(pool: Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    // The callback form is pg's own; drizzle uses promises.
    if (typeof args[args.length - 1] === 'function' || typeof text !== 'string' || !isReadOnlyStatement(text))
      return query(...args);
    return query(...args).catch((err: unknown) => {
      if (!isDroppedConnection(err)) throw err;
      console.warn('[db] a read lost its connection; sending it once more on a new one.');
      return query(...args);
    });
  }) as Pool['query'];
}

/** Opens a pool to a PostgreSQL server. Drivers load lazily so a deploy bundles only its own. */
export async function openServerDatabase(options: ServerDatabaseOptions): Promise<DatabaseHandle> {
  const driver = driverFor(options.url, options.driver);
  // Both drivers are node-postgres underneath, so they take the same pool options. Nothing but the
  // direct connection's `options` is sent as a startup parameter: a transaction-mode pooler refuses them.
  const poolOptions = {
    connectionString: options.url,
    max: 10,
    keepAlive: true,
    ...(options.purpose === 'serving' ? SERVING_TIMEOUTS : {}),
    // The serving role's statement limit would stop a migration or a bulk load halfway. The direct
    // connection reaches PostgreSQL itself, which takes startup parameters; a pooler would not.
    ...(options.purpose === 'direct' ? { options: '-c statement_timeout=0' } : {}),
  };
  let pool: Pool;
  let db: Database;
  if (driver === 'neon') {
    const { Client, Pool } = await import('@neondatabase/serverless');
    const { drizzle } = await import('drizzle-orm/neon-serverless');
    const neonPool = new Pool(poolOptions);
    const proxy = options.neonWsProxy;
    // Set on the pool, not through the process-wide neonConfig, so only this database goes through the proxy.
    // (The Pool constructor ignores a `Client` option.)
    if (proxy) {
      neonPool.Client = class ProxiedClient extends Client {
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
    pool = neonPool as unknown as Pool;
    db = drizzle({ client: neonPool, schema }) as unknown as Database;
  } else {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pgPool = new pg.Pool(poolOptions);
    pool = pgPool as unknown as Pool;
    db = drizzle({ client: pgPool, schema }) as unknown as Database;
  }
  logPoolErrors(pool);
  if (options.purpose !== 'direct') retryDroppedReads(pool);
  return { db, driver, close: () => pool.end() };
}
