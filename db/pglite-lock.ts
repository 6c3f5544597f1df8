import { randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One process per embedded database folder: PGlite takes no lock itself, and a second opener
 * corrupts the data (docs/decisions/embedded-database.md).
 */
export const LOCK_FILE = 'opened-by.lock';

/**
 * The lock's path, put together by hand: from `path.resolve(dir, LOCK_FILE)` the file tracer of
 * Netlify's adapter (@vercel/nft) took every `opened-by.lock` under the project for a file the
 * code reads, and searched the whole project for it, output and data folders too, at every build
 * (docs/performance.md, "Build").
 */
const lockFileIn = (dir: string) => `${path.resolve(dir)}${path.sep}${LOCK_FILE}`;

export interface LockOwner {
  pid: number;
  /** How the owner was started, for people: "npm run serve". */
  command: string;
  startedAt: string;
  /** Linux start time of the process (clock ticks since boot), so a reused PID is not taken for the owner. */
  procStart?: string;
  /** Where the owner answers API calls, once it serves them: the build reads data through it. */
  apiUrl?: string;
  token: string;
}

/** The embedded database cannot be opened for a reason people can fix; the message is one line that says how. */
export class DatabaseOpenError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseOpenError';
  }
}

export class DatabaseLockedError extends DatabaseOpenError {
  readonly owner: LockOwner;
  constructor(dir: string, owner: LockOwner) {
    super(
      owner.pid === process.pid
        ? `The embedded database in ${dir} is already open in this process.`
        : `The embedded database in ${dir} is open in process ${owner.pid} (${owner.command}). Stop that process first, or set PGLITE_DIR to another folder.`,
    );
    this.name = 'DatabaseLockedError';
    this.owner = owner;
  }
}

export interface PgliteLock {
  readonly dir: string;
  /** Records where this process serves the API, for builds that run while it holds the folder. */
  advertise(apiUrl: string): void;
  release(): void;
}

const FOLDER_PROBLEMS: Record<string, string> = {
  EACCES: 'permission denied: fix the folder permissions',
  EPERM: 'permission denied: fix the folder permissions',
  EROFS: 'the folder is on a read-only file system',
  ENOTDIR: 'the path is not a folder',
  EEXIST: 'the path is not a folder',
  ENOSPC: 'the disk is full',
};

/** One line for a folder the database cannot live in, instead of the file system error's stack. */
export function folderError(dir: string, err: unknown): DatabaseOpenError {
  const code = (err as NodeJS.ErrnoException).code ?? '';
  const problem = FOLDER_PROBLEMS[code] ?? (err instanceof Error ? err.message : String(err));
  return new DatabaseOpenError(
    `Cannot use ${dir} for the embedded database (${problem}). Fix that, or set PGLITE_DIR to another folder.`,
    { cause: err },
  );
}

// Shared through globalThis: bundlers may load this module twice in one process (astro build).
const registry = globalThis as { [key: symbol]: Map<string, string> | undefined };
const held = (registry[Symbol.for('warehouse.pgliteLocks')] ??= new Map<string, string>());
let exitHookInstalled = false;

function procStart(pid: number | 'self'): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may contain spaces, so count from its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function commandLabel(): string {
  const event = process.env.npm_lifecycle_event;
  if (event && event !== 'npx') return event === 'start' || event === 'test' ? `npm ${event}` : `npm run ${event}`;
  return [path.basename(process.argv[1] ?? process.argv0), ...process.argv.slice(2)].join(' ');
}

function parseOwner(raw: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(raw) as LockOwner;
    return Number.isInteger(owner.pid) && typeof owner.token === 'string' ? owner : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(owner: LockOwner, lockFile: string): boolean {
  if (owner.pid === process.pid) return held.get(lockFile) === owner.token;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
  const current = procStart(owner.pid);
  return !owner.procStart || !current || current === owner.procStart;
}

function readRaw(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** The live process holding the folder, if any (a lock left by a dead process does not count). */
export function lockOwner(dir: string): LockOwner | undefined {
  const file = lockFileIn(dir);
  const raw = readRaw(file);
  const owner = raw === undefined ? undefined : parseOwner(raw);
  return owner && isAlive(owner, file) ? owner : undefined;
}

/**
 * Moves a dead owner's lock aside. The rename is atomic, so when two processes clear the same
 * stale lock at once only one gets it; a fresh lock renamed by mistake is linked back.
 */
function clearStale(file: string, seen: string) {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (readFileSync(aside, 'utf8') !== seen) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone else locked the folder meanwhile; their lock stands.
    }
  }
  unlinkSync(aside);
}

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
}

function releaseSync(file: string, token: string) {
  if (held.get(file) !== token) return;
  held.delete(file);
  const raw = readRaw(file);
  if (raw !== undefined && parseOwner(raw)?.token === token) unlinkSync(file);
}

/**
 * Takes the folder for this process: the lock file is created atomically (`wx`), a lock whose
 * process is gone is cleared, a live one refuses with DatabaseLockedError. Released by
 * `release()` and, as a last resort, when the process exits.
 */
export async function acquirePgliteLock(dir: string): Promise<PgliteLock> {
  const file = lockFileIn(dir);
  const owner: LockOwner = {
    pid: process.pid,
    command: commandLabel(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    procStart: procStart('self'),
    token: randomBytes(8).toString('hex'),
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    let fd: number | undefined;
    try {
      fd = openSync(file, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw folderError(dir, err);
    }
    if (fd !== undefined) {
      try {
        writeSync(fd, JSON.stringify(owner));
      } finally {
        closeSync(fd);
      }
      held.set(file, owner.token);
      if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.on('exit', () => {
          for (const [lockFile, token] of held) releaseSync(lockFile, token);
        });
      }
      return {
        dir,
        advertise(apiUrl) {
          if (held.get(file) !== owner.token) return;
          const next = `${file}.${owner.token}`;
          writeFileSync(next, JSON.stringify({ ...owner, apiUrl }));
          renameSync(next, file);
        },
        release: () => releaseSync(file, owner.token),
      };
    }
    const raw = readRaw(file);
    if (raw === undefined) continue;
    const current = parseOwner(raw);
    if (current && isAlive(current, file)) throw new DatabaseLockedError(dir, current);
    // An unreadable lock is one being written right now, unless it has been like that for a while.
    if (!current && Date.now() - modifiedAt(file) < 2000) {
      await sleep(50);
      continue;
    }
    clearStale(file, raw);
  }
  throw new DatabaseOpenError(
    `Could not lock ${dir} for the embedded database: its lock file keeps changing. Is another process starting on it?`,
  );
}
