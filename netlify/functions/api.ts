import type { Config, Context } from '@netlify/functions';
import { createServerApp } from '#src/server/runtime.ts';
import { startFunction } from '#src/server/serverless.ts';

// One app instance per warm function; the database pool and mailer are reused between calls.
const instance = startFunction();
let server: ReturnType<typeof createServerApp> | undefined;

export default async (request: Request, context: Context) => {
  server ??= createServerApp({ database: instance.database(context), serverless: true });
  const { app, flush } = await server;
  const response = await app.fetch(request);
  // A frozen instance runs no timers: buffered search events are written, and mail queued by the
  // request is sent, after the answer has gone out (netlify/functions/outbox.ts catches the rest).
  context.waitUntil(flush());
  return response;
};

export const config: Config = { path: '/api/*' };
