import { getServerlessDatabase } from '#db/serverless.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { createOutbox } from './runtime.ts';

/**
 * What every Netlify function starts from, once per instance: the configuration, checked when
 * the module loads so a half-made production configuration stops the function with one message
 * naming every missing variable, and the pooled database (db/serverless.ts). Opening the pool
 * sends nothing, so it fails only on a configuration that can never work.
 */
export function startFunction(): {
  config: AppConfig;
  database: ReturnType<typeof getServerlessDatabase>;
  /** The mail outbox, made on first use: the API function's app makes its own. */
  outbox: () => ReturnType<typeof createOutbox>;
} {
  const config = loadConfig();
  const database = getServerlessDatabase();
  let outbox: ReturnType<typeof createOutbox> | undefined;
  return { config, database, outbox: () => (outbox ??= createOutbox(database)) };
}
