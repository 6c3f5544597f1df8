import { getServerlessDatabase } from '#db/serverless.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { createMailer } from './mail/mailer.ts';
import { createOutboxWorker, type OutboxWorker } from './mail/outbox.ts';
import { environmentOf, type Invocation } from './invocation.ts';

/**
 * What every Netlify function starts from, once per instance: the configuration, checked when
 * the module loads so a half-made production configuration stops the function with one message
 * naming every missing variable; the pooled database (db/serverless.ts) for the deploy the first
 * invocation names, and the mail outbox on it. Opening the pool sends nothing, so it fails only
 * on a configuration that can never work.
 */
export function startFunction(): {
  config: AppConfig;
  database: (invocation: Invocation) => ReturnType<typeof getServerlessDatabase>;
  outbox: (invocation: Invocation) => Promise<OutboxWorker>;
} {
  const config = loadConfig();
  let database: ReturnType<typeof getServerlessDatabase> | undefined;
  let outbox: Promise<OutboxWorker> | undefined;
  const databaseFor = (invocation: Invocation) => (database ??= getServerlessDatabase(environmentOf(invocation)));
  return {
    config,
    database: databaseFor,
    outbox: (invocation) =>
      (outbox ??= databaseFor(invocation).then(({ db }) => createOutboxWorker(db, createMailer(config)))),
  };
}
