import { serve } from '@hono/node-server';
import { serverLog } from './log.ts';
import { getDatabase } from '#db/client.ts';
import { advertiseApi, closeOnSignals, listening, startOrExit } from './local-runtime.ts';
import { loadConfig } from './config.ts';
import { processPhoto } from './photos/photo-processing.ts';
import { createServerApp } from './runtime.ts';

/**
 * The API for `npm run dev`: one long-lived process (so the embedded database stays open and
 * answers in milliseconds); astro dev proxies /api here.
 */
async function startDevelopmentApi() {
  const port = Number(process.env.DEV_API_PORT || 8787);
  const { app, flush } = await startOrExit(() =>
    createServerApp({ config: loadConfig(), database: getDatabase({ purpose: 'serving' }), processPhoto }),
  );
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) =>
    advertiseApi(info.port, '127.0.0.1'),
  );
  closeOnSignals(server, flush);
  await startOrExit(() => listening(server, port));
  serverLog.info(`API for development on http://127.0.0.1:${port}`);
}

void startDevelopmentApi();
