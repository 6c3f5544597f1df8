import { spawnSync } from 'node:child_process';

/**
 * `npm test`: lint (types, layer rules, formatting, unused code), unit and integration tests on the embedded database, the integration tests again
 * on a real PostgreSQL server when TEST_DATABASE_URL names one (through `pg`, then through the Neon
 * driver, both through the pooler TEST_POOLER_URL), the Netlify functions as Netlify bundles them,
 * the fault tests (killed server, second opener, PostgreSQL outage: last, as it stops that
 * server), then the browser tests (among them the deploy smoke check against the local server).
 */
function step(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

step('Lint (TypeScript, ESLint, Prettier, knip)', 'npm', ['run', '--silent', 'lint']);
step('Unit and integration tests (PGlite)', 'vitest', ['run']);
if (process.env.TEST_DATABASE_URL) {
  step('Integration tests (PostgreSQL)', 'vitest', ['run', 'tests/integration'], { TEST_ON_POSTGRES: '1' });
  // The global setup starts the WebSocket bridge (tests/support/neon-ws-proxy.ts) the driver connects through.
  step('Integration tests (Neon driver over WebSocket)', 'vitest', ['run', 'tests/integration'], {
    TEST_ON_POSTGRES: '1',
    TEST_DATABASE_DRIVER: 'neon',
  });
  // Netlify's bundler over netlify/functions, each bundle called as the runtime calls it, through the pooler.
  step('Netlify functions, bundled (PostgreSQL through PgBouncer)', 'npm', ['run', '--silent', 'test:bundle']);
} else {
  console.log(
    '\n(Skipping the PostgreSQL passes: set TEST_DATABASE_URL to run the integration tests on a server too.)',
  );
}
step('Fault tests (crashes, locking, database outage)', 'vitest', ['run', '--config', 'tests/faults/vitest.config.ts']);
step('Browser tests (Playwright, Chromium)', 'playwright', ['test']);
