/**
 * Which database a process connects to, read from the environment in one place
 * (docs/decisions/database-connections.md):
 *
 * - the pooled connection (`DATABASE_URL`, else `NETLIFY_DATABASE_URL`, which Netlify's Neon
 *   integration sets) serves the API, the scheduled functions, the build and the CLI's short
 *   commands. It goes through a transaction-mode pooler, so nothing sent on it may rely on a
 *   session: no startup parameters, no session `SET`, no session advisory locks, no `LISTEN`, no
 *   named prepared statements (tests/unit/pooler-safety.test.ts);
 * - the direct connection (`DATABASE_URL_UNPOOLED`, else `NETLIFY_DATABASE_URL_UNPOOLED`, else the
 *   pooled URL with Neon's `-pooler` taken out of the host, else the pooled URL) runs migrations
 *   and bulk loads, which hold a session lock and run long statements;
 * - on Netlify, a deploy preview or branch deploy never touches production's database: it uses
 *   `PREVIEW_DATABASE_URL` (and `PREVIEW_DATABASE_URL_UNPOOLED`), a database of its own such as a
 *   Neon branch, and refuses to run without one;
 * - with none of these, the embedded database in `PGLITE_DIR`, outside production only.
 */

export type ServerDriver = 'neon' | 'pg';

export const DEFAULT_PGLITE_DIR = '.data/pglite';

export type DatabaseTarget =
  | {
      kind: 'server';
      /** Through the pooler: what serving code uses. */
      pooledUrl: string;
      /** Straight to PostgreSQL: migrations and bulk loads. */
      directUrl: string;
      /** DATABASE_DRIVER, when set; otherwise chosen from the host (driverFor). */
      driver?: ServerDriver;
      /** NEON_WS_PROXY: the Neon driver's WebSocket bridge in front of a PostgreSQL that is not Neon's. */
      neonWsProxy?: string;
    }
  | { kind: 'embedded'; dir: string };

/** A database setting that cannot be right: the message names the variable and how to fix it. */
export class DatabaseConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Netlify's deploy contexts that are not production: they get a database of their own. */
const PREVIEW_CONTEXTS = new Set(['deploy-preview', 'branch-deploy']);

function isPreviewContext(env: Env): boolean {
  return PREVIEW_CONTEXTS.has(env.CONTEXT ?? '');
}

/** The production configuration rule, shared with the server's config: NODE_ENV=production, or any site Netlify runs. */
export function isProductionEnv(env: Env): boolean {
  return env.NODE_ENV === 'production' || env.CONTEXT === 'production' || env.NETLIFY === 'true';
}

/** DATABASE_DRIVER: `neon` or `pg`, or unset to let driverFor choose. */
export function parseDriver(value: string | undefined): ServerDriver | undefined {
  if (!value) return undefined;
  if (value === 'neon' || value === 'pg') return value;
  throw new DatabaseConfigError(`DATABASE_DRIVER must be neon or pg, not ${value}.`);
}

/** Neon's pooled host is its compute's host with `-pooler` after the endpoint id. */
function neonDirectUrl(pooledUrl: string): string | undefined {
  const url = new URL(pooledUrl);
  if (!isNeonHost(url.hostname) || !/^[^.]+-pooler\./.test(url.hostname)) return undefined;
  url.hostname = url.hostname.replace(/^([^.]+)-pooler\./, '$1.');
  return url.toString();
}

export function isNeonHost(hostname: string): boolean {
  return hostname.endsWith('.neon.tech') || hostname.endsWith('.neon.build');
}

function checkUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DatabaseConfigError(`${name} is not a URL: expected postgres://user:password@host/database.`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new DatabaseConfigError(`${name} must be a postgres:// URL, not ${url.protocol}//….`);
  return value;
}

/** The same database, whatever the user, password and pooler suffix: host without `-pooler`, port, name. */
function sameDatabase(a: string, b: string): boolean {
  const key = (value: string) => {
    const url = new URL(value);
    return `${url.hostname.replace(/^([^.]+)-pooler\./, '$1.')}:${url.port || '5432'}${url.pathname}`;
  };
  return key(a) === key(b);
}

function serverTarget(
  env: Env,
  pooledName: string,
  pooled: string,
  directName: string,
  direct?: string,
): DatabaseTarget {
  const pooledUrl = checkUrl(pooledName, pooled);
  return {
    kind: 'server',
    pooledUrl,
    directUrl: direct ? checkUrl(directName, direct) : (neonDirectUrl(pooledUrl) ?? pooledUrl),
    driver: parseDriver(env.DATABASE_DRIVER),
    neonWsProxy: env.NEON_WS_PROXY || undefined,
  };
}

/** The database this environment names; throws DatabaseConfigError for a setting that cannot be used. */
export function databaseTarget(env: Env = process.env): DatabaseTarget {
  const production = { name: 'DATABASE_URL', url: env.DATABASE_URL || undefined };
  if (!production.url && env.NETLIFY_DATABASE_URL) {
    production.name = 'NETLIFY_DATABASE_URL';
    production.url = env.NETLIFY_DATABASE_URL;
  }
  const productionDirect = env.DATABASE_URL_UNPOOLED
    ? { name: 'DATABASE_URL_UNPOOLED', url: env.DATABASE_URL_UNPOOLED }
    : { name: 'NETLIFY_DATABASE_URL_UNPOOLED', url: env.NETLIFY_DATABASE_URL_UNPOOLED || undefined };

  if (isPreviewContext(env)) {
    const preview = env.PREVIEW_DATABASE_URL;
    if (!preview)
      throw new DatabaseConfigError(
        `A ${env.CONTEXT} uses a database of its own and never production's: set PREVIEW_DATABASE_URL (a Neon branch's pooled URL, and PREVIEW_DATABASE_URL_UNPOOLED its direct one) for the ${env.CONTEXT} context.`,
      );
    checkUrl('PREVIEW_DATABASE_URL', preview);
    if (production.url && sameDatabase(checkUrl(production.name, production.url), preview))
      throw new DatabaseConfigError(
        `PREVIEW_DATABASE_URL names the same database as ${production.name}: a ${env.CONTEXT} must not migrate or write production's data. Point it at a branch of its own.`,
      );
    return serverTarget(
      env,
      'PREVIEW_DATABASE_URL',
      preview,
      'PREVIEW_DATABASE_URL_UNPOOLED',
      env.PREVIEW_DATABASE_URL_UNPOOLED || undefined,
    );
  }
  if (production.url)
    return serverTarget(env, production.name, production.url, productionDirect.name, productionDirect.url);
  if (productionDirect.url)
    throw new DatabaseConfigError(
      `${productionDirect.name} is set but ${productionDirect.name.replace('_UNPOOLED', '')} is not: set both, the pooled connection string and the direct one.`,
    );
  if (isProductionEnv(env))
    throw new DatabaseConfigError(
      'Production needs a PostgreSQL database: set DATABASE_URL (or connect Netlify’s Neon integration, which sets NETLIFY_DATABASE_URL). The embedded database is for development only.',
    );
  if (env.DATABASE_DRIVER)
    throw new DatabaseConfigError(`DATABASE_DRIVER=${env.DATABASE_DRIVER} needs a DATABASE_URL to connect to.`);
  return { kind: 'embedded', dir: env.PGLITE_DIR || DEFAULT_PGLITE_DIR };
}
