import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs a query synchronously and starts the next queued one from a microtask, so while
 * requests keep queries queued the event loop never reaches the network: pages and new requests
 * wait until the whole queue has run, seconds under load (docs/performance.md, "Under load"). Here queries
 * go one at a time with a turn of the event loop before each, so other work is served in between.
 */
export function takeTurns(client: PGlite): PGlite {
  const query = client.query.bind(client);
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: Parameters<typeof query>) => {
    const turn = previous.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => query(...args));
    previous = turn.catch(() => undefined);
    return turn;
  }) as PGlite['query'];
  return client;
}
