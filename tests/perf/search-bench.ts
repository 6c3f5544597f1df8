import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { openDatabase } from '#db/client.ts';
import { runMigrations } from '#db/migrate.ts';
import { loadPlaces } from '#db/places.ts';
import { createApp } from '#src/server/api/app.ts';
import { createFolderPhotoStore } from '#src/server/photos/photo-store.ts';
import { createSiteBuilds } from '#src/server/rebuilds/site-builds.ts';
import { createSearchCache } from '#src/server/search/search-cache.ts';
import { createSearchEventLog } from '#src/server/search/search-events.ts';
import { loadConfig } from '#src/server/config.ts';
import { loadBenchWarehouses } from '#tests/perf/bench-listings.ts';
import { createThrowawayDatabase } from '#tests/support/postgres.ts';

/**
 * `npm run bench`: GET /api/search over HTTP against 100,000 active warehouses on a scratch
 * embedded database (never .data/pglite), spread over the gazetteer by population. Prints
 * latency percentiles per query type and overall against the p95 target, then exits.
 * `BENCH_DATABASE_URL=postgres://… npm run bench` runs the same on a PostgreSQL server.
 */
const WAREHOUSES = 100_000;
const REQUESTS_PER_TYPE = 40;
const WARMUP_PER_TYPE = 5;
/**
 * One client shows each request's own latency; four show throughput. PGlite answers one query
 * at a time, so with four clients a request also waits for the others' (PostgreSQL would not).
 */
const CONCURRENCY_LEVELS = [1, 4];
const TIME_BUDGET_PER_LEVEL_MS = 45_000;
const TARGET_P95_MS = 20;

interface QueryType {
  name: string;
  params: [string, string][];
}

const QUERY_TYPES: QueryType[] = [
  {
    name: 'Toronto 30 km, cold storage',
    params: [
      ['query', 'Toronto'],
      ['distance', '30'],
      ['storageTypesOffered', 'Cold Storage'],
    ],
  },
  {
    name: 'Mississauga 50 km, 2 services',
    params: [
      ['query', 'Mississauga, ON'],
      ['distance', '50'],
      ['servicesOffered', 'Storage'],
      ['servicesOffered', 'Distribution'],
    ],
  },
  {
    name: 'Reno 20 km',
    params: [
      ['query', 'Reno, NV'],
      ['distance', '20'],
    ],
  },
  {
    name: 'Chicago 30 km',
    params: [
      ['query', 'Chicago, Illinois'],
      ['distance', '30'],
    ],
  },
  {
    name: 'Montréal 40 km, long-term',
    params: [
      ['query', 'montreal'],
      ['distance', '40'],
      ['storageTermType', 'long-term'],
    ],
  },
  {
    name: 'Los Angeles 50 km, 2 types, page 2',
    params: [
      ['query', 'Los Angeles, CA'],
      ['distance', '50'],
      ['storageTypesOffered', 'Dry Storage'],
      ['storageTypesOffered', 'Bulk Storage'],
      ['page', '2'],
    ],
  },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summarise(name: string, samples: number[], wallMs: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    n: samples.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: samples.length / (wallMs / 1000),
  };
}

/**
 * The embedded database in a temporary folder by default; with BENCH_DATABASE_URL (a PostgreSQL
 * server URL) a throwaway database on that server instead, to compare with a real server.
 */
async function openScratchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'warehouse-bench-'));
    const handle = await openDatabase({ pgliteDir: dir });
    return {
      name: `in ${dir} (PGlite)`,
      handle,
      drop: async () => {
        await handle.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const handle = await createThrowawayDatabase(serverUrl, { prefix: 'warehouse_bench' });
  return { name: `${handle.name} on ${new URL(serverUrl).host} (PostgreSQL)`, handle, drop: () => handle.close() };
}

async function main() {
  const scratch = await openScratchDatabase();
  const handle = scratch.handle;
  let server: ReturnType<typeof serve> | undefined;
  try {
    let t = performance.now();
    await runMigrations(handle);
    const placeCount = await loadPlaces(handle.db);
    console.log(
      `Scratch database ${scratch.name}: migrated, ${placeCount} places (${Math.round(performance.now() - t)} ms).`,
    );
    console.log(
      `Machine load average before the run: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} (${os.cpus().length} cores).`,
    );
    t = performance.now();
    await loadBenchWarehouses(handle.db, WAREHOUSES);
    console.log(
      `Inserted ${WAREHOUSES.toLocaleString('en-US')} active warehouses (${Math.round(performance.now() - t)} ms).`,
    );

    const config = loadConfig({ SITE_URL: 'http://127.0.0.1' });
    const app = createApp({
      db: handle.db,
      config,
      outbox: { kick() {} },
      searchEvents: createSearchEventLog(handle.db),
      // Nothing kept: this bench measures the query itself, and asks the same searches many times.
      searchCache: createSearchCache(handle.db, { ttlMs: 0 }),
      photoStore: createFolderPhotoStore(os.tmpdir()),
      siteBuilds: createSiteBuilds(handle.db),
    });
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
    });
    const base = `http://127.0.0.1:${port}/api/search?`;
    // The load comes from a worker thread, so the client's own work does not queue behind the
    // server's on the main thread (as it would not in real use).
    const client = new Worker(new URL(import.meta.url), { workerData: { base } });
    const replies: ((reply: LoadReply) => void)[] = [];
    client.on('message', (reply: LoadReply) => replies.shift()!(reply));
    client.on('error', (err) => {
      console.error('The load generator failed:', err);
      process.exit(1);
    });
    const load = (order: QueryType[], concurrency: number) =>
      new Promise<LoadReply>((resolve) => {
        replies.push(resolve);
        client.postMessage({ order: order.map((q) => QUERY_TYPES.indexOf(q)), concurrency } satisfies LoadRequest);
      });

    const warmup = await load(
      QUERY_TYPES.flatMap((q) => Array.from({ length: WARMUP_PER_TYPE }, () => q)),
      1,
    );
    const totals = new Map(QUERY_TYPES.map((q, i) => [q.name, warmup.totals[i]]));

    let met = true;
    for (const concurrency of CONCURRENCY_LEVELS) {
      // Round-robin over the types, so each sees the same conditions.
      const order = Array.from({ length: REQUESTS_PER_TYPE }, () => QUERY_TYPES).flat();
      const reply = await load(order, concurrency);
      const samples = new Map<string, number[]>(QUERY_TYPES.map((q, i) => [q.name, reply.samples[i]!]));
      const wallMs = reply.wallMs;

      const rows = [
        ...QUERY_TYPES.map((q) => ({
          ...summarise(q.name, samples.get(q.name)!, wallMs),
          results: totals.get(q.name),
        })),
        { ...summarise('Overall', [...samples.values()].flat(), wallMs), results: undefined },
      ];
      console.log(
        `\nGET /api/search over HTTP, ${concurrency} concurrent ${concurrency === 1 ? 'client' : 'clients'}:\n`,
      );
      console.log(
        `${'Query'.padEnd(38)} ${'results'.padStart(7)} ${'n'.padStart(4)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(7)}`,
      );
      for (const r of rows) {
        console.log(
          `${r.name.padEnd(38)} ${(r.results === undefined ? '' : String(r.results)).padStart(7)} ${String(r.n).padStart(4)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${r.rps.toFixed(0).padStart(7)}`,
        );
      }
      const overall = rows.at(-1)!;
      const ok = overall.p95 <= TARGET_P95_MS;
      met &&= ok;
      console.log(
        `Target p95 <= ${TARGET_P95_MS} ms: overall p95 ${overall.p95.toFixed(1)} ms, ${ok ? 'met' : 'NOT met'}.`,
      );
    }
    console.log(
      `\nMachine load average during the run: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} (${os.cpus().length} cores).`,
    );
    await client.terminate();
    if (!met) process.exitCode = 1;
  } finally {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await scratch.drop();
  }
}

interface LoadRequest {
  /** Indexes into QUERY_TYPES, in the order to send them. */
  order: number[];
  concurrency: number;
}
interface LoadReply {
  /** Latencies in ms per query type. */
  samples: number[][];
  /** The last result count seen per query type. */
  totals: number[];
  wallMs: number;
}

/** The load generator: sends each request of the order with `concurrency` in flight, within the time budget. */
async function runLoad(base: string, { order, concurrency }: LoadRequest): Promise<LoadReply> {
  const samples = QUERY_TYPES.map(() => [] as number[]);
  const totals = QUERY_TYPES.map(() => 0);
  const deadline = performance.now() + TIME_BUDGET_PER_LEVEL_MS;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < order.length && performance.now() < deadline) {
        const type = order[next++]!;
        const sent = performance.now();
        const res = await fetch(base + new URLSearchParams(QUERY_TYPES[type]!.params));
        const body = (await res.json()) as { total?: number; message?: string };
        if (res.status !== 200) throw new Error(`GET /api/search answered ${res.status}: ${body.message}`);
        samples[type]!.push(performance.now() - sent);
        totals[type] = body.total ?? 0;
      }
    }),
  );
  return { samples, totals, wallMs: performance.now() - started };
}

if (isMainThread) {
  await main();
  process.exit();
} else {
  const { base } = workerData as { base: string };
  parentPort!.on('message', async (request: LoadRequest) => parentPort!.postMessage(await runLoad(base, request)));
}
