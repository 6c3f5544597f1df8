import type { Context } from '@netlify/functions';
import type { PhotoProcessor } from './photos/photo-processing.ts';
import { createServerApp } from './runtime.ts';
import { startFunction } from './serverless.ts';

/**
 * A Netlify function that serves the API app: netlify/functions/api.ts, and photos.ts, which alone
 * is given `processPhoto` (and so ships sharp). One app instance per warm function; the database
 * pool and mailer are reused between calls.
 */
export function apiFunction({ processPhoto }: { processPhoto?: PhotoProcessor } = {}) {
  const instance = startFunction();
  let server: ReturnType<typeof createServerApp> | undefined;
  return async (request: Request, context: Context) => {
    server ??= createServerApp({
      config: instance.config,
      database: instance.database(context),
      processPhoto,
      serverless: true,
    });
    const { app, flush } = await server;
    const response = await app.fetch(request);
    // A frozen instance runs no timers: mail queued by the request is sent after the answer has
    // gone out (netlify/functions/outbox.ts catches the rest).
    context.waitUntil(flush());
    return response;
  };
}
