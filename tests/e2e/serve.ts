import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { DatabaseLockedError, lockOwner } from '#db/pglite-lock.ts';
import { siteOrigin } from '#src/shared/site.ts';
import {
  STAND_IN_PRICE,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
} from '#tests/support/stripe-stand-in.ts';
import { answerWhenBuildsSettle } from '#tests/e2e/support/builds.ts';
import { MOCK_PROVIDERS, mockProviderEnv } from '#tests/e2e/support/providers.ts';
import { fullLane } from '#tests/support/lane.ts';

/**
 * The browser tests' server: a fresh embedded database with the demo data, the pool of test
 * accounts (support/accounts.ts) and the owner pages' listings (support/owner-listings.ts), the
 * site built against it into its own folder, then the local production server (same code as
 * `npm start`), with billing on against a local Stripe stand-in (tests/support/stripe-stand-in.ts)
 * whose Checkout page pays and sends its events to this server's webhook.
 */
// E2E_PORT / E2E_DIR let several copies run side by side (one per developer task).
export const E2E_PORT = Number(process.env.E2E_PORT || 4399);
const dir = process.env.E2E_DIR || '.data/e2e';
const env = {
  PGLITE_DIR: `${dir}/pglite`,
  MAILBOX_DIR: `${dir}/mailbox`,
  PORT: String(E2E_PORT),
  SITE_URL: siteOrigin({ PORT: String(E2E_PORT) }),
  // In the full lane, listing changes rebuild the site in the background, as under `npm start`
  // (docs/decisions/rebuilds.md). A build starts when a test awaits it (`siteBuildsSettled`, which
  // cuts the quiet period short) or after 10 quiet minutes: the changes every other test makes
  // fold into the builds the rebuild journeys wait for, instead of each starting a build of both
  // languages on the run's two cores (five builds a run before, about 4 minutes of CPU). The
  // default lane runs no test that needs one, and builds nothing.
  SITE_REBUILDS: process.env.SITE_REBUILDS || (fullLane ? 'on' : 'off'),
  SITE_REBUILD_QUIET_MS: process.env.SITE_REBUILD_QUIET_MS || '600000',
  // Every browser test, and the load and Lighthouse runs that start this server, search from one
  // address; the limit itself is tested in tests/integration/search-rate-limit.test.ts.
  SEARCH_RATE_LIMIT: process.env.SEARCH_RATE_LIMIT || 'off',
  // Saved-search alerts run every 2 s, so a test reads an alert soon after a listing is approved.
  ALERT_RUN_INTERVAL_MS: '2000',
  // The blank map style from public/: no test reaches the internet (docs/decisions/maps.md).
  MAP_STYLE_URL: '/map-style-blank.json',
  // Cheap password hashes for the accounts made here and by the tests (src/server/auth/password.ts).
  PASSWORD_HASH_COST: 'test',
  STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
  STRIPE_PRICE_ID: STAND_IN_PRICE,
  // Google and Microsoft are local stand-ins this process starts (support/providers.ts).
  ...mockProviderEnv(),
};
Object.assign(process.env, env);
const distDir = `${dir}/dist`;
/**
 * The site built with React's development build, for tests/e2e/hydration.spec.ts (full lane):
 * its pages and the place pages of one listing, not of every listing (build-site.ts --listing-sample).
 * E2E_DEV_BUILD=off skips it where no test reads it (npm run lighthouse).
 */
const devDistDir = `${dir}/dist-dev`;
const devBuild = fullLane && process.env.E2E_DEV_BUILD !== 'off';

/**
 * The database and the builds. `npm test` runs this alone first (`--prepare`), so the checks over
 * the built site (tests/site) read the same `dist/` the browser tests are then served, and tells
 * the server it is done (E2E_PREPARED=1).
 */
async function prepareSite() {
  // Removing a folder a live server holds would let it write into the new database.
  const owner = lockOwner(`${dir}/pglite`);
  if (owner) throw new DatabaseLockedError(`${dir}/pglite`, owner);
  await rm(dir, { recursive: true, force: true });
  const run = (title: string, args: readonly string[]) => {
    const result = spawnSync(args[0]!, args.slice(1), { stdio: 'inherit', env: process.env });
    if (result.status !== 0) throw new Error(`e2e ${title} step failed`);
  };
  run('database', ['tsx', 'src/tools/cli.ts', 'setup']);
  // Imported only now that process.env names this run's database. The test accounts and the owner
  // pages' listings go in before the build, so the listings are on place pages and in the sitemap
  // like the demo's; the database is closed again for the build, then for the server to
  // open it as `npm start` does.
  const { closeDatabase, getDatabase } = await import('#db/client.ts');
  const { createAccountPool, createSignInSessions } = await import('#tests/e2e/support/accounts.ts');
  const { createOwnerFixtures } = await import('#tests/e2e/support/owner-listings.ts');
  await createAccountPool((await getDatabase()).db);
  await createOwnerFixtures((await getDatabase()).db);
  await createSignInSessions((await getDatabase()).db);
  await closeDatabase();
  run('build', ['tsx', 'src/tools/build-site.ts', '--outDir', distDir]);
  if (devBuild)
    run('development build', [
      'tsx',
      'src/tools/build-site.ts',
      '--listing-sample',
      '1',
      '--devOutput',
      '--outDir',
      devDistDir,
    ]);
}

if (process.env.E2E_PREPARED !== '1') await prepareSite();
if (process.argv.includes('--prepare')) process.exit(0);
const stripe = await startStripeStandIn();
stripe.setWebhook(`http://127.0.0.1:${E2E_PORT}/api/billing/webhook`);
process.env.STRIPE_API_URL = stripe.url;
const { startMockProvider } = await import('#tests/support/oidc-provider.ts');
for (const [kind, { clientId, port }] of Object.entries(MOCK_PROVIDERS)) {
  await startMockProvider(kind as keyof typeof MOCK_PROVIDERS, clientId, port);
}
const { startServer } = await import('#src/server/serve.ts');
const { builder } = await startServer({ port: E2E_PORT, distDir, host: '127.0.0.1', buildsDir: `${dir}/builds` });
if (builder) await answerWhenBuildsSettle(builder);
console.log(`e2e server on http://localhost:${E2E_PORT}`);
