import type { AppDeps } from '#src/server/deps.ts';
import type { CurrentSession } from '#src/server/auth/sessions.ts';
import type { SessionUser } from '#src/server/answers/accounts.ts';

/** What every request handler can reach: the services' dependencies (see AppDeps) and the signed-in user. */
export interface AppEnv {
  Variables: AppDeps & {
    user: SessionUser | null;
    /** The signed-in session (null with no user), and whether its account has a second factor. */
    session: (CurrentSession & { secondFactor: boolean }) | null;
  };
}
