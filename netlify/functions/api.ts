import type { Config, Context } from '@netlify/functions';
import { createServerApp } from '#src/server/runtime.ts';

// One app instance per warm function; the database pool and mailer are reused between calls.
const server = createServerApp();

export default async (request: Request, context: Context) => {
  const { app, flush } = await server;
  const response = await app.fetch(request);
  // A frozen instance runs no timers: buffered search events are written after the answer has gone out.
  context.waitUntil(flush());
  return response;
};

export const config: Config = { path: '/api/*' };
