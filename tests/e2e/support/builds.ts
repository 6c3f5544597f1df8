import { createServer } from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import type { LocalBuilder } from '#src/server/rebuilds/local-builder.ts';

/**
 * The browser tests' way to wait for a background rebuild (full lane): the e2e server
 * (tests/e2e/serve.ts) answers on this port once every build asked for before the question has
 * been served (`LocalBuilder.settled`), so a test awaits the build's own completion instead of
 * polling a page for minutes.
 */
const BUILDS_PORT = Number(process.env.E2E_PORT || 4399) + 3;

/** Started by tests/e2e/serve.ts beside the site, when rebuilds are on. */
export function answerWhenBuildsSettle(builder: LocalBuilder): Promise<void> {
  const server = createServer((request, response) => {
    if (request.url !== '/settled') return void response.writeHead(404).end();
    void builder.settled().then(() => response.writeHead(204).end());
  });
  // A build takes minutes on a loaded machine; Node's default would cut the question off at 5.
  server.requestTimeout = 0;
  server.unref();
  return new Promise((resolve) => server.listen(BUILDS_PORT, '127.0.0.1', resolve));
}

/** Resolves once every change made before the call is on the pages the server serves. */
export async function siteBuildsSettled(request: APIRequestContext, timeout: number) {
  const answer = await request.get(`http://127.0.0.1:${BUILDS_PORT}/settled`, { timeout });
  if (answer.status() !== 204) throw new Error(`The e2e server's build signal answered ${answer.status()}`);
}
