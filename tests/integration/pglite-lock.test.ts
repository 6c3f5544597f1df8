import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '#db/client.ts';
import {
  acquirePgliteLock,
  DatabaseLockedError,
  DatabaseOpenError,
  LOCK_FILE,
  lockOwner,
  type LockOwner,
} from '#db/pglite-lock.ts';

/** The embedded database's folder lock, in one process (tests/faults holds the two-process test). */
const work = mkdtempSync(path.join(os.tmpdir(), 'warehouse-lock-unit-'));
let n = 0;
const freshDir = () => {
  const dir = path.join(work, `db${n++}`);
  mkdirSync(dir);
  return dir;
};
const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
const readLock = (dir: string) => JSON.parse(readFileSync(lockFile(dir), 'utf8')) as LockOwner;
const writeLock = (dir: string, owner: Partial<LockOwner>) =>
  writeFileSync(
    lockFile(dir),
    JSON.stringify({ command: 'npm start', startedAt: new Date().toISOString(), token: 'other', ...owner }),
  );

/** The PID of a process that has already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('PGlite folder lock', () => {
  test('records the owner and is released', async () => {
    const dir = freshDir();
    const lock = await acquirePgliteLock(dir);
    expect(readLock(dir)).toMatchObject({
      pid: process.pid,
      command: expect.any(String),
      startedAt: expect.any(String),
    });
    lock.advertise('http://127.0.0.1:4321');
    expect(lockOwner(dir)?.apiUrl).toBe('http://127.0.0.1:4321');
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    expect(lockOwner(dir)).toBeUndefined();
  });

  test('a second opener in the same process is refused', async () => {
    const dir = freshDir();
    const lock = await acquirePgliteLock(dir);
    await expect(acquirePgliteLock(dir)).rejects.toThrow(
      `The embedded database in ${dir} is already open in this process.`,
    );
    lock.release();
  });

  test('a live owner refuses with one line naming it, and its lock is left alone', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: process.ppid });
    const before = readFileSync(lockFile(dir), 'utf8');
    const error = await acquirePgliteLock(dir).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect((error as Error).message).toBe(
      `The embedded database in ${dir} is open in process ${process.ppid} (npm start). Stop that process first, or set PGLITE_DIR to another folder.`,
    );
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(before);
  });

  test('a lock left by a dead process is cleared', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: deadPid() });
    expect(lockOwner(dir)).toBeUndefined();
    const lock = await acquirePgliteLock(dir);
    expect(readLock(dir).pid).toBe(process.pid);
    lock.release();
  });

  test('a lock with this PID from an earlier process (a restarted container) is cleared', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: process.pid });
    const lock = await acquirePgliteLock(dir);
    expect(readLock(dir).token).not.toBe('other');
    lock.release();
  });

  test('a lock whose PID now belongs to another program is cleared', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: process.ppid, procStart: '1' });
    const lock = await acquirePgliteLock(dir);
    expect(readLock(dir).pid).toBe(process.pid);
    lock.release();
  });

  test('an empty lock file is being written: waited for while fresh, cleared once old', async () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), '');
    const pending = acquirePgliteLock(dir);
    setTimeout(() => writeLock(dir, { pid: process.ppid }), 100);
    await expect(pending).rejects.toBeInstanceOf(DatabaseLockedError);

    writeFileSync(lockFile(dir), '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dir), old, old);
    const lock = await acquirePgliteLock(dir);
    lock.release();
  });

  test('a folder that cannot hold the database says so in one line', async () => {
    const file = path.join(work, 'a-file');
    writeFileSync(file, '');
    const error = await openDatabase({ pgliteDir: path.join(file, 'pglite') }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toBe(
      `Cannot use ${path.join(file, 'pglite')} for the embedded database (the path is not a folder). Fix that, or set PGLITE_DIR to another folder.`,
    );
  });

  test('a damaged folder says so in one line and is left unlocked', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'PG_VERSION'), '18\n');
    const error = await openDatabase({ pgliteDir: dir }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toMatch(
      new RegExp(`^Cannot open the embedded database in ${dir} \\(.*\\)\\. The folder may be damaged`),
    );
    expect((error as Error).message).not.toContain('\n');
    expect(existsSync(lockFile(dir))).toBe(false);
  });
});
