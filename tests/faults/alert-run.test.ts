import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { readMailbox } from '#tests/support/mail.ts';
import { runScript, stop, type Child } from './support/processes.ts';

/**
 * Saved-search alerts survive their run being killed mid-chunk, as Netlify stops a scheduled
 * function at 30 s (docs/decisions/scheduled-jobs.md): runs are SIGKILLed after their first,
 * second and third committed chunk, then a run goes to the end. Every saved search gets its
 * alert, exactly once.
 */
const SEARCHES = 60;
const CHUNK_SIZE = 8;
const work = mkdtempSync(path.join(os.tmpdir(), 'warehouse-alert-kill-'));
const mailbox = path.join(work, 'mailbox');
const env = {
  PGLITE_DIR: path.join(work, 'pglite'),
  DATABASE_URL: '',
  MAILBOX_DIR: mailbox,
  SEARCHES: String(SEARCHES),
  CHUNK_SIZE: String(CHUNK_SIZE),
};
const children: Child[] = [];

afterAll(async () => {
  for (const child of children) await stop(child, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

function alertRun(step: 'seed' | 'run'): Child {
  const child = runScript('tests/faults/support/alert-run.ts', { ...env, ALERT_STEP: step });
  children.push(child);
  return child;
}

const committedChunks = (child: Child) => child.output().match(/^chunk /gm)?.length ?? 0;

test('a run killed mid-chunk loses nothing and mails nothing twice: the next run finishes the rest', async () => {
  const seed = alertRun('seed');
  expect(await seed.exited, seed.output()).toBe(0);

  for (const chunks of [1, 2, 3]) {
    const run = alertRun('run');
    // Killed as soon as its `chunks`-th chunk has committed: in the middle of the next one.
    while (committedChunks(run) < chunks && run.process.exitCode === null) await new Promise((r) => setTimeout(r, 5));
    run.process.kill('SIGKILL');
    await run.exited;
    expect(run.process.signalCode, `run ${chunks} ended before its kill:\n${run.output()}`).toBe('SIGKILL');
    expect(run.output()).not.toMatch(/^run /m);
  }

  const last = alertRun('run');
  expect(await last.exited, last.output()).toBe(0);
  const finished = JSON.parse(last.output().match(/^run (.*)$/m)![1]!) as { due: number; complete: boolean };
  expect(finished.complete).toBe(true);
  // The killed runs committed some chunks, so the last one had less to do.
  expect(finished.due).toBeLessThan(SEARCHES);

  const alerts = (await readMailbox(mailbox)).filter((mail) => mail.subject.includes('Toronto'));
  const perRecipient = new Map<string, number>();
  for (const mail of alerts) perRecipient.set(String(mail.to), (perRecipient.get(String(mail.to)) ?? 0) + 1);
  expect(perRecipient.size).toBe(SEARCHES);
  expect([...perRecipient.values()].every((count) => count === 1)).toBe(true);
});
