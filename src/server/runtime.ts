import { getDatabase } from '#db/client.ts';
import { createApp } from './api/app.ts';
import { loadConfig } from './config.ts';
import { createMailer } from './mail/mailer.ts';

/** The API wired to the environment's database and mailer: used by Netlify and the local server. */
export async function createServerApp() {
  const config = loadConfig();
  const { db } = await getDatabase();
  return createApp({ db, config, mailer: createMailer(config, db) });
}
