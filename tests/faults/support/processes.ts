import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The stand-in for dist/: just what the local server needs to start and a page to fetch. */
export function fakeSite(dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title><h1>Warehouse Finder</h1>');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(path.join(dir, '_script-hashes.json'), '[]');
  return dir;
}

export interface Child {
  process: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Runs a TypeScript file in one Node process (no tsx wrapper process), so its PID is the
 * database opener's and SIGKILL reaches it.
 */
function withoutNpmLifecycle(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('npm_lifecycle_')));
}

export function runScript(file: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, file)], {
    cwd: REPO_ROOT,
    // Without npm's lifecycle variables: under `npm test` they would make the child name itself
    // "npm test" in the lock, where a person running it directly sees the script's own name.
    env: { ...withoutNpmLifecycle(process.env), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/**
 * A port of the test's own: `base` (one per test file) plus this process's id modulo 1,000, below
 * Linux's range of outgoing ports (32768-60999), so no client connection of the machine holds
 * it when the server starts.
 */
export const testPort = (base: number) => base + (process.pid % 1000);

/**
 * Starts tests/faults/support/server.ts and waits until it answers. A start is a few seconds on an
 * idle machine; over 30 s at load 9 while `npm test` built the browser tests' site beside it.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<Child> {
  const child = runScript('tests/faults/support/server.ts', env);
  const deadline = Date.now() + timeoutMs;
  while (!/^ready$/m.test(child.output())) {
    if (child.process.exitCode !== null) throw new Error(`The server exited early:\n${child.output()}`);
    if (Date.now() > deadline) {
      child.process.kill('SIGKILL');
      throw new Error(`The server did not start in time:\n${child.output()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return child;
}

export async function stop(child: Child, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill(signal);
  await child.exited;
}
