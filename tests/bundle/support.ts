import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { runMigrations } from '#db/migrate.ts';
import { loadPlaces } from '#db/places.ts';
import { withDatabase } from '#tests/support/postgres.ts';

const { TEST_DATABASE_URL, TEST_POOLER_URL } = process.env;
export const available = Boolean(TEST_DATABASE_URL && TEST_POOLER_URL);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/**
 * A migrated database with the gazetteer, made as a deploy makes it (on the direct connection);
 * the functions reach it through the pooler. close() drops it.
 */
export async function createDeployDatabase(
  name: string,
): Promise<DatabaseHandle & { pooledUrl: string; directUrl: string }> {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const directUrl = withDatabase(TEST_DATABASE_URL!, name);
  const handle = await openDatabase({ databaseUrl: directUrl, purpose: 'direct' });
  await runMigrations(handle);
  await loadPlaces(handle.db);
  return {
    ...handle,
    pooledUrl: withDatabase(TEST_POOLER_URL!, name),
    directUrl,
    async close() {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A complete production configuration for the functions, with the local stand-ins' addresses. */
export function productionFunctionEnv(settings: {
  database: { pooledUrl: string; directUrl: string };
  siteUrl: string;
  smtpPort: number;
  hookUrl: string;
}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    // Netlify's emulation (lambda-local) keeps its files under the home folder.
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    DATABASE_URL: settings.database.pooledUrl,
    DATABASE_URL_UNPOOLED: settings.database.directUrl,
    SITE_URL: settings.siteUrl,
    SMTP_URL: `smtp://127.0.0.1:${settings.smtpPort}`,
    MAIL_FROM: 'Warehouse Finder <no-reply@warehouse-finder.test>',
    OPS_EMAIL: 'operations@warehouse-finder.test',
    ALERT_LINK_SECRET: randomBytes(24).toString('hex'),
    ADMIN_PATH: `ops-${randomBytes(12).toString('hex')}`,
    NETLIFY_BUILD_HOOK_URL: settings.hookUrl,
    NETLIFY_DEPLOY_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  };
}

export function listenHttp(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

interface Answer {
  status: number | null;
  headers: Record<string, string>;
  setCookie: string[];
  body: string;
  error?: string;
}

/** The runtime stand-in, one process for the whole file, as one warm instance per function. */
export function startRuntime(env: Record<string, string>) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['tests/bundle/invoke.mjs'], {
    env,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const waiting = new Map<number, (answer: Answer) => void>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    const { id, ...answer } = JSON.parse(line) as Answer & { id: number };
    waiting.get(id)?.(answer);
  });
  let next = 0;
  return {
    async call(
      fn: string,
      request: { method?: string; path?: string; headers?: Record<string, string>; body?: Buffer } = {},
    ) {
      const id = next++;
      const answer = new Promise<Answer>((resolve) => waiting.set(id, resolve));
      const { body, ...rest } = request;
      child.stdin.write(`${JSON.stringify({ id, fn, ...rest, body64: body?.toString('base64') })}\n`);
      const result = await answer;
      if (result.error) throw new Error(`${fn} failed: ${result.error}\n${stderr}`);
      return result;
    },
    stop: () => child.kill(),
  };
}
