import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { fullLane } from '#tests/support/lane.ts';
import { fakeSite, startServer, stop, testPort, type Child } from './support/processes.ts';

/**
 * The embedded database survives its server being killed (SIGKILL, no chance to close) in the
 * middle of write bursts: after every restart the folder opens (its stale lock cleared) and
 * every write the server had acknowledged is there. The full lane kills it 20 times; the default
 * lane 5, each at a different moment too.
 */
const ROUNDS = fullLane ? 20 : 5;
const PORT = testPort(23000);
const work = mkdtempSync(path.join(os.tmpdir(), 'warehouse-crash-'));
const env = {
  PGLITE_DIR: path.join(work, 'pglite'),
  DATABASE_URL: '',
  DIST_DIR: fakeSite(path.join(work, 'dist')),
  MAILBOX_DIR: path.join(work, 'mailbox'),
  PORT: String(PORT),
  REPORT_SEQUENCES: '1',
};
let server: Child | undefined;

afterAll(async () => {
  if (server) await stop(server, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/**
 * One event from a given loopback address. Events are rate limited per client address (120 a
 * minute), and the limit's counts survive the kills, so every writer sends from addresses of its
 * own (any 127.x.y.z reaches the server on Linux) and moves to a fresh one every 50 writes.
 */
function postEvent(seq: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ type: 'warehouse_click', payload: { seq } });
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/events',
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

/** Posts events from `writers` concurrent clients until stopped; collects the sequence numbers answered 2xx. */
function writeBurst(round: number, writers: number) {
  const acknowledged: string[] = [];
  let running = true;
  let next = 0;
  let firstAcknowledged: () => void = () => {};
  const firstWrite = new Promise<void>((resolve) => (firstAcknowledged = resolve));
  const writer = async (id: number) => {
    let sent = 0;
    while (running) {
      const seq = `r${round}-${next++}`;
      const localAddress = `127.${round + 1}.${id + 1}.${Math.floor(sent++ / 50) + 1}`;
      try {
        const status = await postEvent(seq, localAddress);
        if (status >= 200 && status < 300) {
          acknowledged.push(seq);
          firstAcknowledged();
        }
      } catch {
        // The server died mid-request: this write was never acknowledged.
      }
    }
  };
  const done = Promise.all(Array.from({ length: writers }, (_, id) => writer(id)));
  return {
    acknowledged,
    firstWrite,
    async stop() {
      running = false;
      await done;
    },
  };
}

function reportedSequences(child: Child): Set<string> {
  const line = child.output().match(/^sequences (.*)$/m);
  if (!line) throw new Error(`The server reported no sequences:\n${child.output()}`);
  return new Set(JSON.parse(line[1]!) as string[]);
}

// Each round starts the server once more: up to 90 s each on a loaded machine (startServer).
test(`acknowledged writes survive ${ROUNDS} SIGKILLs in a row`, { timeout: (ROUNDS + 1) * 90_000 }, async () => {
  const acknowledged: string[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    server = await startServer(env);
    const stored = reportedSequences(server);
    const lost = acknowledged.filter((seq) => !stored.has(seq));
    expect(lost, `acknowledged writes missing after kill ${round}`).toEqual([]);
    if (round === ROUNDS) break;

    const burst = writeBurst(round, 4);
    // Killed at a different moment each round, with requests in flight. The moment counts from the
    // first acknowledged write: a loaded machine can take longer than the delay to answer the first one.
    await burst.firstWrite;
    await new Promise((r) => setTimeout(r, (round * 97) % 400));
    server.process.kill('SIGKILL');
    await server.exited;
    server = undefined;
    await burst.stop();
    acknowledged.push(...burst.acknowledged);
  }
  await stop(server!);
  server = undefined;
});
