import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, onTestFailed, test } from 'vitest';
import { SERVING_TIMEOUTS } from '#db/server-pool.ts';
import { withDatabase } from '#tests/support/postgres.ts';
import { fakeSite, startServer, stop, testPort, type Child } from './support/processes.ts';

/**
 * The local server outlives its PostgreSQL server: stopped, restarted and frozen under traffic,
 * the API answers 503 within the pool's timeouts, static pages keep serving, and the API
 * recovers by itself. Once straight to PostgreSQL, once through the transaction-mode PgBouncer
 * in front of it, as production reaches Neon. Needs the cluster .ci/start-postgres starts
 * (TEST_DATABASE_URL, TEST_POOLER_URL, PG_BIN, PG_DATA).
 */
const { TEST_DATABASE_URL, TEST_POOLER_URL, PG_BIN, PG_DATA } = process.env;
const available = Boolean(TEST_DATABASE_URL && TEST_POOLER_URL && PG_BIN && PG_DATA);
if (!available) {
  console.log(
    'Skipping the PostgreSQL outage test: it needs TEST_DATABASE_URL, TEST_POOLER_URL, PG_BIN and PG_DATA (.ci/start-postgres sets them).',
  );
}

const UNAVAILABLE = { message: 'The service is temporarily unavailable. Please try again in a minute.' };
// The slowest answer allowed: a frozen server costs a query timeout, plus scheduling on a busy machine.
const ANSWER_WITHIN_MS = SERVING_TIMEOUTS.query_timeout + 2500;
let frozen: number[] = [];

/** pg_ctl refuses to run as root: as root it runs as the postgres user, as .ci/run does. */
function pgCtl(...args: string[]) {
  const command = [path.join(PG_BIN!, 'pg_ctl'), '-D', PG_DATA!, ...args];
  const result =
    process.getuid?.() === 0
      ? spawnSync('runuser', ['-u', 'postgres', '--', ...command], { encoding: 'utf8' })
      : spawnSync(command[0]!, command.slice(1), { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pg_ctl ${args.join(' ')} failed: ${result.stderr}${result.stdout}`);
}

/** The postmaster and its children (each backend runs in its own session, so a process group would miss them). */
function postgresProcesses(): number[] {
  const postmaster = Number(readFileSync(path.join(PG_DATA!, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function thaw() {
  for (const pid of frozen.toReversed()) process.kill(pid, 'SIGCONT');
  frozen = [];
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function timed(url: string) {
  const started = Date.now();
  const res = await fetch(url);
  const body = await res.text();
  return { status: res.status, ms: Date.now() - started, retryAfter: res.headers.get('retry-after'), body };
}

/** Repeats the request until it answers `status`, or fails after `withinMs`. */
async function until(url: string, status: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await timed(url);
    if (answer.status === status) return answer;
    if (Date.now() > deadline)
      throw new Error(`${url} still answers ${answer.status} (${answer.body}) after ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Three clients calling the API all along, to see that no answer is ever a 500 or too slow. */
function traffic(BASE: string) {
  const answers: Awaited<ReturnType<typeof timed>>[] = [];
  let running = true;
  const client = async () => {
    while (running) {
      answers.push(await timed(`${BASE}/api/warehouses?limit=5`));
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const done = Promise.all([client(), client(), client()]);
  return {
    answers,
    async stop() {
      running = false;
      await done;
    },
  };
}

async function expectUnavailable(BASE: string, server: Child) {
  const [api, health, page] = await Promise.all([
    timed(`${BASE}/api/warehouses`),
    timed(`${BASE}/api/health`),
    timed(`${BASE}/`),
  ]);
  expect(api.status).toBe(503);
  expect(api.ms).toBeLessThan(ANSWER_WITHIN_MS);
  expect(JSON.parse(api.body)).toEqual(UNAVAILABLE);
  expect(api.retryAfter).toMatch(/^\d+$/);
  expect(health.status).toBe(503);
  expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);
  expect(JSON.parse(health.body)).toMatchObject({ database: 'unreachable' });
  expect(page.status, 'static pages keep serving').toBe(200);
  expect(server.process.exitCode, 'the server is still running').toBeNull();
}

describe.skipIf(!available).each([
  { through: 'straight to PostgreSQL', url: TEST_DATABASE_URL, port: testPort(25000) },
  { through: 'through the pooler', url: TEST_POOLER_URL, port: testPort(25100) },
])('PostgreSQL outage, $through', ({ url: servingUrl, port }) => {
  const BASE = `http://127.0.0.1:${port}`;
  const database = `warehouse_outage_${port}_${process.pid}`;
  const work = mkdtempSync(path.join(os.tmpdir(), 'warehouse-outage-'));
  let server: Child | undefined;

  beforeAll(async () => {
    if (!servingUrl) throw new Error('TEST_POOLER_URL is not set: start the cluster with .ci/start-postgres.');
    await admin(`DROP DATABASE IF EXISTS ${database}`);
    await admin(`CREATE DATABASE ${database}`);
    server = await startServer({
      DATABASE_URL: withDatabase(servingUrl, database),
      DATABASE_URL_UNPOOLED: withDatabase(TEST_DATABASE_URL!, database),
      DIST_DIR: fakeSite(path.join(work, 'dist')),
      MAILBOX_DIR: path.join(work, 'mailbox'),
      PORT: String(port),
    });
  });

  afterAll(async () => {
    thaw();
    try {
      pgCtl('status');
    } catch {
      pgCtl('-l', path.join(PG_DATA!, 'outage-test.log'), '-w', 'start');
    }
    if (server) await stop(server);
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
  });

  test('stopped, restarted and frozen under traffic: 503 in time, pages served, recovery on its own', async () => {
    onTestFailed(() => console.error(`The server's output:\n${server?.output()}`));
    expect((await timed(`${BASE}/api/health`)).status).toBe(200);
    const load = traffic(BASE);
    try {
      pgCtl('-m', 'fast', '-w', 'stop');
      await until(`${BASE}/api/warehouses`, 503, ANSWER_WITHIN_MS);
      await expectUnavailable(BASE, server!);

      pgCtl('-l', path.join(PG_DATA!, 'outage-test.log'), '-w', 'start');
      await until(`${BASE}/api/warehouses`, 200, 15_000);
      expect((await timed(`${BASE}/api/health`)).status).toBe(200);

      frozen = postgresProcesses();
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
      await expectUnavailable(BASE, server!);
      thaw();
      await until(`${BASE}/api/warehouses`, 200, 15_000);
      expect((await timed(`${BASE}/api/health`)).status).toBe(200);
    } finally {
      thaw();
      await load.stop();
    }
    expect(server!.process.exitCode).toBeNull();
    expect(load.answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(Math.max(...load.answers.map((a) => a.ms))).toBeLessThan(ANSWER_WITHIN_MS);
    expect(load.answers.some((a) => a.status === 503)).toBe(true);
  });
});
