import type { Database } from '#db/client.ts';
import type { AppConfig } from '#src/server/config.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import type { SessionUser } from '#src/server/auth/sessions.ts';

/** What every request handler can reach: injected once, so tests can pass their own database and mailer. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
}

export interface AppEnv {
  Variables: AppDeps & { user: SessionUser | null };
}
