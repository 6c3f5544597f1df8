/**
 * `npm run demo:code`: the demo admin's current sign-in code, from the authenticator secret the
 * README publishes, so a newcomer needs no phone to try the dashboard. Only the demo data has
 * this secret, and production never loads the demo data (src/tools/cli.ts).
 */
import { totpFor } from '#src/server/auth/second-factor.ts';
import { DEMO_ACCOUNTS } from './demo-data.ts';

const PERIOD_SECONDS = 30;
const secondsLeft = PERIOD_SECONDS - (Math.floor(Date.now() / 1000) % PERIOD_SECONDS);
console.log(
  `${totpFor(DEMO_ACCOUNTS.admin.totpSecret).generate()}  (${DEMO_ACCOUNTS.admin.username}; valid for ${secondsLeft} more seconds)`,
);
