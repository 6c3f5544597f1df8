import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { DEFAULT_PGLITE_DIR, type Database } from '#db/client.ts';
import { lockOwner } from '#db/pglite-lock.ts';
import { serverBuildsDir } from '#src/server/listing-pages/server-build.ts';
import { describeError } from '#src/server/log-error.ts';
import { consoleSink, logTo, type LogSink } from '#src/server/log.ts';
import { claimQueuedBuild, failAbandonedBuilds, finishBuild } from './site-builds.ts';

/**
 * The local server's builder (docs/decisions/rebuilds.md): after a quiet period it runs
 * `npm run build`'s build into a fresh folder as a child process, and only a build that succeeded is
 * handed to `publish`, which serves it from then on. One build at a time; requests that arrive
 * meanwhile are queued in site_builds and make exactly one follow-up build.
 */
export interface LocalBuilder {
  /** There is a queued build: start it after the quiet period (or after the running one). */
  wake(): void;
  /** Resolves once no build is running or waiting for its quiet period. */
  idle(): Promise<void>;
  /**
   * Resolves once every build asked for before this call has finished (published or failed),
   * however many are asked for after it: what a test awaits after a change instead of polling.
   * A build still waiting out its quiet period starts at once: someone is waiting for it.
   */
  settled(): Promise<void>;
  /** Cancels a waiting build and stops a running one (recorded as failed), so the server can exit. */
  stop(): Promise<void>;
}

export interface LocalBuilderOptions {
  db: Database;
  /** Each build gets its own folder here, named by its id. */
  buildsDir: string;
  quietMs: number;
  /** Serves the finished build in `outDir` from now on. */
  publish(outDir: string): Promise<void>;
  /** The build's program and arguments; tests put a stand-in for astro here. */
  command?: (outDir: string) => string[];
  /**
   * Why building now would open the embedded database a second time, if it would: checked
   * before every build (`childReadsThroughServer` unless a test supplies its own).
   */
  refusal?: () => string | undefined;
  timeoutMs?: number;
  log?: LogSink;
}

/** Lines of the build's output kept in site_builds.log_tail. */
const TAIL_LINES = 50;
const BUILD_TIMEOUT_MS = 20 * 60_000;

/**
 * `npm run build`'s build of both languages (src/tools/build-site.ts) on the Node that runs this
 * server (npm scripts run on the project's Node 22).
 */
function siteBuild(outDir: string): string[] {
  return [process.execPath, '--import', 'tsx', path.resolve('src/tools/build-site.ts'), '--outDir', outDir];
}

/**
 * The child build must read listings through this server's API (src/server/site-data.ts does when
 * the lock names an API), never open the embedded database itself: a second opener corrupts it.
 * With a PostgreSQL server any number of processes may connect.
 */
export function childReadsThroughServer(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.DATABASE_URL) return undefined;
  const dir = env.PGLITE_DIR || DEFAULT_PGLITE_DIR;
  const owner = lockOwner(dir);
  if (owner?.pid === process.pid && owner.apiUrl) return undefined;
  return `Not built: the lock of the embedded database in ${dir} does not name this server's API, so the build would open the database a second time. Restart the server (npm run serve), which records its API there once it listens.`;
}

export function createLocalBuilder(options: LocalBuilderOptions): LocalBuilder {
  const { db, buildsDir, quietMs, publish } = options;
  const command = options.command ?? siteBuild;
  const refusal = options.refusal ?? childReadsThroughServer;
  const log = logTo(options.log ?? consoleSink.info);
  // A steady stream of changes postpones the build by at most this much.
  const maxWaitMs = quietMs * 6;
  let timer: NodeJS.Timeout | undefined;
  let firstWakeAt = 0;
  let running: Promise<void> | undefined;
  let again = false;
  const stopping = new AbortController();
  // Every request commits before it wakes the builder, so a build claimed once `wakes` had reached
  // n has read every change that woke it n times; `settled()` waits for such a build.
  let wakes = 0;
  let wakesAtLastClaim = 0;
  const finished = new EventTarget();

  function wake() {
    wakes += 1;
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    const now = Date.now();
    if (!timer) firstWakeAt = now;
    clearTimeout(timer);
    timer = setTimeout(start, Math.max(0, Math.min(quietMs, firstWakeAt + maxWaitMs - now)));
  }

  function start() {
    timer = undefined;
    const wakesAtClaim = wakes;
    running = buildNext()
      .catch((err: unknown) => log(`[rebuild] ${describeError(err)}`))
      .finally(() => {
        running = undefined;
        wakesAtLastClaim = Math.max(wakesAtLastClaim, wakesAtClaim);
        if (again) {
          again = false;
          wake();
        }
        finished.dispatchEvent(new Event('build'));
      });
  }

  async function buildNext() {
    const build = await claimQueuedBuild(db, new Date());
    if (!build) return;
    const startedAt = build.startedAt!;
    const refused = refusal();
    if (refused) {
      log(`[rebuild] ${refused}`);
      await finishBuild(db, build.id, { ok: false, logTail: refused });
      return;
    }
    const outDir = path.join(buildsDir, build.id);
    log(`[rebuild] building the site into ${outDir} (${build.reason}; ${build.requests} request(s))`);
    await mkdir(buildsDir, { recursive: true });
    const result = await run(command(outDir), {
      timeoutMs: options.timeoutMs ?? BUILD_TIMEOUT_MS,
      signal: stopping.signal,
    });
    let ok = result.ok && existsSync(path.join(outDir, 'index.html'));
    const tail = result.tail;
    if (result.ok && !ok) tail.push(`The build ended without writing ${outDir}/index.html.`);
    if (ok) {
      try {
        await publish(outDir);
      } catch (err) {
        ok = false;
        tail.push(`Loading the new build failed: ${describeError(err)}`);
      }
    }
    const seconds = Math.round((Date.now() - startedAt.getTime()) / 1000);
    if (ok) {
      tail.push(`Built in ${seconds} s; the server now serves ${outDir}.`);
      await removeBuildFolders(buildsDir, outDir);
    } else {
      await rm(outDir, { recursive: true, force: true });
      await rm(serverBuildsDir(outDir), { recursive: true, force: true });
    }
    await finishBuild(db, build.id, { ok, logTail: tail.slice(-TAIL_LINES).join('\n') });
    if (ok) log(`[rebuild] done in ${seconds} s: serving ${outDir}`);
    else log(`[rebuild] failed after ${seconds} s; still serving the previous build. Last lines:`, ...tail.slice(-5));
  }

  return {
    wake,
    async idle() {
      while (timer || running) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    settled() {
      const target = wakes;
      const done = () => wakesAtLastClaim >= target || (!timer && !running);
      // Someone waits: a build waiting out its quiet period, this one or the follow-up of a build
      // running now, starts at once.
      const hurry = () => {
        if (!timer || running || stopping.signal.aborted) return;
        clearTimeout(timer);
        start();
      };
      if (done()) return Promise.resolve();
      hurry();
      return new Promise<void>((resolve) => {
        const check = () => {
          if (!done() && !stopping.signal.aborted) return hurry();
          finished.removeEventListener('build', check);
          resolve();
        };
        finished.addEventListener('build', check);
      });
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

/**
 * Builds left running by a server that was stopped mid-build are marked failed, then any build
 * still queued (asked for while that server ran) is started. Only one process holds an embedded
 * database, so there every running build is abandoned; a PostgreSQL server may be shared, so there
 * only builds older than the build timeout are.
 */
export async function resumeBuilds(db: Database, builder: LocalBuilder, env: NodeJS.ProcessEnv = process.env) {
  const now = new Date();
  const cutoff = env.DATABASE_URL ? new Date(now.getTime() - BUILD_TIMEOUT_MS) : now;
  await failAbandonedBuilds(db, cutoff, now);
  builder.wake();
}

/** Runs the build, keeping the last lines of its output; a build past the timeout, or stopped, is killed. */
function run(
  [file, ...args]: string[],
  { timeoutMs, signal }: { timeoutMs: number; signal: AbortSignal },
): Promise<{ ok: boolean; tail: string[] }> {
  return new Promise((resolve) => {
    const tail: string[] = [];
    const keep = (line: string) => {
      // Colour codes make the admin dashboard's log unreadable.
      const plain = stripVTControlCharacters(line).trimEnd();
      if (!plain) return;
      tail.push(plain);
      if (tail.length > TAIL_LINES) tail.shift();
    };
    // A chunk may end inside a line: the rest of it comes with the next chunk.
    const lines = (stream: NodeJS.ReadableStream) => {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const parts = (partial + chunk).split('\n');
        partial = parts.pop()!;
        parts.forEach(keep);
      });
      stream.on('end', () => keep(partial));
    };
    const child = spawn(file!, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
      signal,
    });
    // The build shares the machine with the server it runs beside: visitors' requests go first.
    if (child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Lowering a child's priority is a courtesy; a system that refuses it builds at normal priority.
      }
    }
    lines(child.stdout);
    lines(child.stderr);
    child.on('error', (err) => {
      if (!signal.aborted) tail.push(`The build could not start: ${describeError(err)}`);
    });
    child.on('close', (code, killedBy) => {
      if (signal.aborted) tail.push('The server stopped during the build.');
      else if (killedBy) tail.push(`The build took longer than ${timeoutMs / 60_000} minutes and was stopped.`);
      else if (code !== 0) tail.push(`The build exited with code ${code}.`);
      resolve({ ok: code === 0, tail });
    });
  });
}

/** Only the build being served is kept: the server holds its files in memory, so older folders serve nothing. */
async function removeBuildFolders(buildsDir: string, keep: string) {
  // The folder served and its listing-page renderers beside it.
  const kept = new Set([path.resolve(keep), serverBuildsDir(keep)]);
  for (const entry of await readdir(buildsDir, { withFileTypes: true })) {
    const folder = path.resolve(buildsDir, entry.name);
    if (entry.isDirectory() && !kept.has(folder)) await rm(folder, { recursive: true, force: true });
  }
}
