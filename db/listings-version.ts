import type { DatabaseHandle } from './client.ts';
import { listingsVersion } from './schema.ts';

/**
 * The listings version (schema.ts, `listingsVersion`): raised by every statement that writes
 * warehouses, in that statement's transaction.
 */
export interface ListingsVersion {
  /** The version as of now: anything written under it or before is visible to a query started after this resolves. */
  current(): Promise<number>;
}

const CHANNEL = 'listings_version';

async function readVersion(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.db.select({ version: listingsVersion.version }).from(listingsVersion);
  return Number(row?.version ?? 0);
}

/**
 * The embedded database has one process (its folder lock) and delivers the trigger's NOTIFY as
 * each write commits, so its version is kept in memory and asking costs no query. A server may
 * be written by other processes and serverless instances, and pooled connections cannot keep a
 * LISTEN, so there each call reads the one-row table.
 */
export function watchListingsVersion(handle: DatabaseHandle): ListingsVersion {
  const listen = handle.listen;
  if (!listen) return { current: () => readVersion(handle) };
  let known = 0;
  const raise = (version: number) => {
    if (version > known) known = version;
  };
  const onNotice = (payload: string) => raise(Number(payload));
  let ready: Promise<void> | undefined;
  // Listening first, then reading: a write committed in between is caught by one or the other.
  // A failure is not kept, so the next search tries again (raising is idempotent).
  const start = () =>
    (ready ??= listen(CHANNEL, onNotice)
      .then(() => readVersion(handle))
      .then(raise)
      .catch((err: unknown) => {
        ready = undefined;
        throw err;
      }));
  return {
    async current() {
      await start();
      return known;
    },
  };
}
