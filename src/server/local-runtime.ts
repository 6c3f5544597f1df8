import type { ServerType as NodeServer } from '@hono/node-server';
import { closeDatabase, getDatabase } from '#db/client.ts';
import { DatabaseConfigError } from '#db/connection-env.ts';
import { DatabaseOpenError } from '#db/pglite-lock.ts';
import { ConfigError } from './config.ts';
import { serverLog } from './log.ts';

/** What a long-lived server (npm run serve, npm run dev) needs beside the API: Netlify's functions have none of it. */

/**
 * Records in the embedded database's lock where this process answers API calls, so a build run
 * meanwhile reads its data through this server instead of opening the folder a second time.
 */
export async function advertiseApi(port: number, hostname: string) {
  const { lock } = await getDatabase({ purpose: 'serving' });
  const host =
    hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname;
  lock?.advertise(`http://${host}:${port}`);
}

/** Ctrl-C and `kill` write what is buffered, then close the database (and release its folder) before the process ends. */
export function closeOnSignals(server: { close(): unknown }, flush: () => Promise<void>) {
  const stop = async () => {
    server.close();
    await flush();
    await closeDatabase();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

class PortInUseError extends Error {}

/**
 * Resolves once the server listens. A port already taken is said plainly; left alone, the
 * server's error event would end the process with a stack trace after start-up had said it was ready.
 */
export function listening(server: NodeServer, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new PortInUseError(`Port ${port} is already in use: stop what listens there, or set PORT.`)
          : err,
      ),
    );
  });
}

/**
 * Runs a server's start-up; a database that cannot be opened, or a port already taken, ends the
 * process with its one-line reason.
 */
export async function startOrExit<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (err) {
    if (!(
      err instanceof DatabaseOpenError ||
      err instanceof DatabaseConfigError ||
      err instanceof ConfigError ||
      err instanceof PortInUseError
    ))
      throw err;
    serverLog.error(err.message);
    process.exit(1);
  }
}
