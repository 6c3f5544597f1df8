import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { DISTANCE_OPTIONS_KM, SERVICES, STORAGE_TERM_FILTERS, STORAGE_TYPES } from '#src/shared/catalog.ts';
import { percentile } from '#tests/perf/percentile.ts';

/**
 * `npm run bench:load`: builds the site with the demo data into its own folder and starts the
 * local production server on it (tests/e2e/serve.ts, as `npm run lighthouse` does), then runs
 * 200 connections for 60 s with a visitor-like mix, only against 127.0.0.1. Each connection is
 * one visitor: it pauses THINK_MS (uniformly 0.5-1.5 s, the time a person spends looking at a
 * results page before changing a filter or clicking on) before every request, including its
 * first, so the 200 arrive spread out as real visitors do. That offers about
 * 200 / 1 s = 200 requests/s; the run prints the offered and the achieved rate. `--no-think`
 * (or LOAD_THINK=0) drops the pause: every connection sends its next request the instant the
 * previous one answers, a stress test whose latency mostly measures the queue it creates.
 * The mix:
 *   70% GET /api/search with varied places, radii, filters, sorts and pages
 *   15% static pages (HTML, compressed as a browser asks for it)
 *   10% signed-in reads (GET /api/user, /api/favorites, /api/profile) with one session made at start
 *    5% POST /api/events card clicks, paced to what one address may send (below)
 * and prints requests, errors (non-2xx or failed), offered and achieved req/s, p50/p95/p99
 * overall and per kind, and the server's memory (RSS and V8 heap) before, at peak and 60 s after
 * the load, after a forced garbage collection (through the inspector the server is started with). Targets on a 2-core
 * machine: no errors, p95 < 500 ms overall and < 50 ms for static pages, memory back to its
 * starting level. Every request comes from one address, and /api/events takes 120 a minute per
 * address (src/server/security/rate-limit-rules.ts): a 5% share of everything would be thousands,
 * answered 429 by the limit doing its job. Card clicks are therefore sent at a real visitor's
 * volume, EVENTS_PER_MINUTE, and an event roll beyond it becomes another request of the mix
 * (docs/performance.md, "How to measure"). Searches are not limited: the server this starts
 * (tests/e2e/serve.ts) runs with SEARCH_RATE_LIMIT=off.
 */
const PORT = Number(process.env.LOAD_PORT || 4700);
const HOST = '127.0.0.1';
const ORIGIN = `http://${HOST}:${PORT}`;
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 200);
const DURATION_MS = Number(process.env.LOAD_SECONDS || 60) * 1000;
const COOL_DOWN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** The whole run, build included, never takes longer than this. */
const HARD_LIMIT_MS = 10 * 60_000;
const EVENTS_PER_MINUTE = 100;
const THINK_MS = process.argv.includes('--no-think') || process.env.LOAD_THINK === '0' ? null : { min: 500, max: 1500 };
/** What the visitors ask for if every answer were instant: one request per mean pause each. */
const OFFERED_PER_S = THINK_MS && CONNECTIONS / ((THINK_MS.min + THINK_MS.max) / 2 / 1000);
const TARGETS = { overallP95: 500, staticP95: 50, memoryGrowth: 1.1 };
const DEMO_LOGIN = { usernameOrEmail: 'demo-owner', password: 'Owner@Demo2025' };

const PLACES = [
  'Toronto',
  'Mississauga, ON',
  'Montreal',
  'Vancouver',
  'Calgary',
  'Edmonton',
  'Ottawa',
  'Winnipeg',
  'Halifax',
  'Chicago, Illinois',
  'Reno, NV',
  'Los Angeles, CA',
  'Dallas',
  'Atlanta',
  'Newark',
  'Seattle',
  'Phoenix',
  'Columbus',
];
const SORTS = ['relevance', 'distance', 'newest', 'size_desc', 'size_asc'];

type Kind = 'search' | 'static' | 'signed-in' | 'event';
const MIX: [Kind, number][] = [
  ['search', 0.7],
  ['static', 0.15],
  ['signed-in', 0.1],
  ['event', 0.05],
];

interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function searchCall(): Call {
  const params = new URLSearchParams();
  // One search in ten is a browse without a place, as from the home page's "see all".
  if (Math.random() < 0.9) params.set('query', pick(PLACES));
  params.set('distance', String(pick(DISTANCE_OPTIONS_KM)));
  if (Math.random() < 0.3) params.append('storageTypesOffered', pick(STORAGE_TYPES));
  if (Math.random() < 0.2) params.append('servicesOffered', pick(SERVICES));
  if (Math.random() < 0.15) params.set('storageTermType', pick(STORAGE_TERM_FILTERS));
  if (Math.random() < 0.25) params.set('sort', pick(SORTS));
  if (Math.random() < 0.2) params.set('page', '2');
  return { method: 'GET', path: `/api/search?${params}` };
}

function staticCall(warehouseIds: string[]): Call {
  const path = pick(['/', '/search?query=Toronto', '/faq', '/contact', '/login', `/warehouse/${pick(warehouseIds)}`]);
  return { method: 'GET', path, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } };
}

function eventCall(warehouseIds: string[]): Call {
  const body = JSON.stringify({
    type: 'warehouse_click',
    payload: {
      warehouseId: pick(warehouseIds),
      searchContext: '/search?query=Toronto',
      timestamp: new Date().toISOString(),
    },
  });
  return { method: 'POST', path: '/api/events', headers: { 'content-type': 'application/json', origin: ORIGIN }, body };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** Sends one request and reads the whole answer; resolves with its status, or 0 when it failed. */
function send(
  call: Call,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: string; setCookie: string[] }> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: HOST,
        port: PORT,
        method: call.method,
        path: call.path,
        agent,
        headers: { ...call.headers, ...extraHeaders },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
        res.on('error', () => resolve({ status: 0, body: '', setCookie: [] }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: '', setCookie: [] }));
    req.end(call.body);
  });
}

async function waitForServer(server: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site server exited with code ${server.exitCode}`);
    if ((await send({ method: 'GET', path: '/api/warehouses?limit=1' })).status === 200) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('The site did not start within 300 s');
}

/** The server's inspector, to force a garbage collection and read the V8 heap before measuring. */
async function inspector(stderr: string[]) {
  const url = stderr.join('').match(/ws:\/\/\S+/)?.[0];
  if (!url) throw new Error('The server printed no inspector address');
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 0;
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolve) => {
      const id = ++nextId;
      socket.addEventListener('message', function onMessage(event) {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, number> };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        resolve(message.result ?? {});
      });
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    async settledMemory(pid: number) {
      await call('HeapProfiler.collectGarbage');
      const heap = await call('Runtime.getHeapUsage');
      return { rss: await rssBytes(pid), heap: heap.usedSize ?? 0 };
    },
    close: () => socket.close(),
  };
}

async function rssBytes(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function run(server: ReturnType<typeof spawn>, stderr: string[]) {
  await waitForServer(server);
  const pid = server.pid!;
  const probe = await inspector(stderr);
  const { warehouses } = JSON.parse((await send({ method: 'GET', path: '/api/warehouses?limit=50' })).body) as {
    warehouses: { id: string }[];
  };
  const warehouseIds = warehouses.map((w) => w.id);
  const login = await send({
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(DEMO_LOGIN),
  });
  if (login.status !== 200) throw new Error(`Could not sign in the demo owner: ${login.status} ${login.body}`);
  const cookie = login.setCookie.map((c) => c.split(';')[0]).join('; ');

  const before = await probe.settledMemory(pid);
  const loadBefore = os.loadavg()[0]!;
  let peakRss = before.rss;
  const sampler = setInterval(async () => {
    peakRss = Math.max(peakRss, await rssBytes(pid));
  }, 250);

  const latencies = new Map<Kind, number[]>(MIX.map(([kind]) => [kind, []]));
  const errors = new Map<Kind, number>(MIX.map(([kind]) => [kind, 0]));
  const errorSamples = new Set<string>();
  const started = performance.now();
  const deadline = started + DURATION_MS;
  let eventsSent = 0;

  async function visitor() {
    while (true) {
      if (THINK_MS)
        await new Promise((r) => setTimeout(r, THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min)));
      if (performance.now() >= deadline) return;
      let kind: Kind;
      do {
        let roll = Math.random();
        kind = MIX.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'search';
      } while (kind === 'event' && eventsSent >= ((performance.now() - started) / 60_000) * EVENTS_PER_MINUTE + 1);
      if (kind === 'event') eventsSent += 1;
      const call =
        kind === 'search'
          ? searchCall()
          : kind === 'static'
            ? staticCall(warehouseIds)
            : kind === 'event'
              ? eventCall(warehouseIds)
              : { method: 'GET' as const, path: pick(['/api/user', '/api/favorites', '/api/profile']) };
      const t0 = performance.now();
      const { status, body } = await send(call, kind === 'signed-in' ? { cookie } : {});
      latencies.get(kind)!.push(performance.now() - t0);
      if (status < 200 || status > 299) {
        errors.set(kind, errors.get(kind)! + 1);
        if (errorSamples.size < 5)
          errorSamples.add(`${call.method} ${call.path} → ${status || 'failed'} ${body.slice(0, 120)}`);
      }
    }
  }
  const offered = THINK_MS
    ? `each pausing ${THINK_MS.min}-${THINK_MS.max} ms before every request: ${OFFERED_PER_S!.toFixed(0)} req/s offered`
    : 'with no pause between requests (--no-think): each sends its next request as soon as the last is answered';
  console.log(`Load: ${CONNECTIONS} connections for ${DURATION_MS / 1000} s against ${ORIGIN}, ${offered}…`);
  await Promise.all(Array.from({ length: CONNECTIONS }, visitor));
  const elapsedS = (performance.now() - started) / 1000;
  clearInterval(sampler);
  agent.destroy();

  console.log(`Waiting ${COOL_DOWN_MS / 1000} s before measuring memory again…`);
  await new Promise((r) => setTimeout(r, COOL_DOWN_MS));
  const after = await probe.settledMemory(pid);
  probe.close();

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const totalErrors = [...errors.values()].reduce((a, b) => a + b, 0);
  const row = (name: string, values: number[], errorCount: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    const ms = (p: number) => percentile(sorted, p).toFixed(1).padStart(8);
    return `${name.padEnd(10)} ${String(sorted.length).padStart(8)} ${String(errorCount).padStart(7)} ${ms(50)} ${ms(95)} ${ms(99)}`;
  };
  console.log(
    `\n${'kind'.padEnd(10)} ${'requests'.padStart(8)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const [kind] of MIX) console.log(row(kind, latencies.get(kind)!, errors.get(kind)!));
  console.log(row('overall', all, totalErrors));
  console.log(
    `\n${all.length} requests in ${elapsedS.toFixed(1)} s: achieved ${(all.length / elapsedS).toFixed(0)} req/s` +
      ` of ${OFFERED_PER_S ? OFFERED_PER_S.toFixed(0) : 'unlimited'} offered, ${totalErrors} errors`,
  );
  // Other work on the machine competes for the same cores; the figures mean little when this is high.
  console.log(
    `Load average before / after the run: ${loadBefore.toFixed(1)} / ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  for (const sample of errorSamples) console.log(`  e.g. ${sample}`);
  console.log(
    `Server memory: RSS ${mb(before.rss)} before, ${mb(peakRss)} at peak, ${mb(after.rss)} ${COOL_DOWN_MS / 1000} s after` +
      ` (V8 heap ${mb(before.heap)} before, ${mb(after.heap)} after; both after a forced GC)`,
  );

  const overallP95 = percentile(all, 95);
  const staticP95 = percentile(
    [...latencies.get('static')!].sort((a, b) => a - b),
    95,
  );
  const missed = [
    totalErrors > 0 && `${totalErrors} errors`,
    overallP95 >= TARGETS.overallP95 && `overall p95 ${overallP95.toFixed(0)} ms ≥ ${TARGETS.overallP95} ms`,
    staticP95 >= TARGETS.staticP95 && `static p95 ${staticP95.toFixed(1)} ms ≥ ${TARGETS.staticP95} ms`,
    after.rss > before.rss * TARGETS.memoryGrowth && `RSS ${mb(after.rss)} after vs ${mb(before.rss)} before`,
  ].filter(Boolean);
  console.log(missed.length ? `\nBelow target: ${missed.join('; ')}` : '\nAll targets met.');
  return missed.length === 0;
}

const stderr: string[] = [];
const server = spawn(process.execPath, ['--import', 'tsx', '--inspect=127.0.0.1:0', 'tests/e2e/serve.ts'], {
  env: { ...process.env, E2E_DIR: process.env.LOAD_DIR || '.data/load-bench', E2E_PORT: String(PORT) },
  stdio: ['ignore', 'inherit', 'pipe'],
  detached: true,
});
server.stderr!.on('data', (chunk: Buffer) => {
  stderr.push(chunk.toString());
  process.stderr.write(chunk);
});
const stop = () => {
  // The server runs in its own process group, so the build helpers it started stop with it.
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
const hardLimit = setTimeout(() => {
  console.error(`The benchmark exceeded ${HARD_LIMIT_MS / 60_000} minutes; stopping.`);
  stop();
  process.exit(1);
}, HARD_LIMIT_MS);
let ok: boolean;
try {
  console.log('Building the site and starting its server…');
  ok = await run(server, stderr);
} finally {
  clearTimeout(hardLimit);
  stop();
}
process.exit(ok ? 0 : 1);
