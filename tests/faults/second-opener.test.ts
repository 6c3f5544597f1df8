import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openDatabase, runningServerApiUrl } from '#db/client.ts';
import { LOCK_FILE } from '#db/pglite-lock.ts';
import { events } from '#db/schema.ts';
import { fakeSite, runScript, startServer, stop, testPort, type Child } from './support/processes.ts';

/** Two processes on one embedded database folder: the second is refused and changes nothing. */
const PORT = testPort(24000);
const work = mkdtempSync(path.join(os.tmpdir(), 'warehouse-lock-'));
const pgliteDir = path.join(work, 'pglite');
const env = {
  PGLITE_DIR: pgliteDir,
  DATABASE_URL: '',
  DIST_DIR: fakeSite(path.join(work, 'dist')),
  MAILBOX_DIR: path.join(work, 'mailbox'),
  PORT: String(PORT),
};
let server: Child | undefined;

afterAll(async () => {
  if (server) await stop(server, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

async function countEvents() {
  const handle = await openDatabase({ pgliteDir });
  try {
    return (await handle.db.select().from(events)).length;
  } finally {
    await handle.close();
  }
}

test('a second opener is refused while the server holds the folder; the data stays intact', async () => {
  server = await startServer(env);
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'warehouse_click', payload: { i } }),
    });
    expect(res.status).toBe(201);
  }

  const second = runScript('tests/faults/support/open-database.ts', env);
  expect(await second.exited).toBe(1);
  expect(second.output().trim()).toBe(
    `The embedded database in ${pgliteDir} is open in process ${server.process.pid} (server.ts). Stop that process first, or set PGLITE_DIR to another folder.`,
  );

  // A build run now reads through the server (src/server/site-data.ts).
  const previous = process.env.PGLITE_DIR;
  process.env.PGLITE_DIR = pgliteDir;
  try {
    expect(runningServerApiUrl()).toBe(`http://127.0.0.1:${PORT}`);
  } finally {
    process.env.PGLITE_DIR = previous;
  }
  expect((await fetch(`http://127.0.0.1:${PORT}/api/health`)).status).toBe(200);

  await stop(server);
  server = undefined;
  expect(existsSync(path.join(pgliteDir, LOCK_FILE)), 'the server released its lock').toBe(false);
  expect(await countEvents()).toBe(3);

  const afterwards = runScript('tests/faults/support/open-database.ts', env);
  expect(await afterwards.exited).toBe(0);
  expect(await countEvents()).toBe(4);
});
