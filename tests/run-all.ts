import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fullLane } from './support/lane.ts';

/**
 * `npm test`, in one of two lanes (tests/support/lane.ts, docs/testing.md#lanes).
 *
 * The default lane: lint (types, layer rules, formatting, unused code) beside the unit and
 * integration tests on the embedded database, the fault tests on it (killed server, second
 * opener), the checks over the built site that need no browser (tests/site), and the browser tests
 * but those tagged @full.
 *
 * The full lane (`TEST_LANE=full npm test`, what `.ci/run` runs) adds: the integration tests on a
 * real PostgreSQL server (through `pg`, then through the Neon driver, both through the pooler
 * TEST_POOLER_URL), the Netlify functions as Netlify bundles them, the PostgreSQL outage test and
 * all 20 crash rounds, and the browser tests tagged @full (the site's background rebuilds, React's
 * development build, HTML validity), against the PostgreSQL server TEST_DATABASE_URL names, or one
 * it starts.
 */
function step(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`(${title}: ${Math.round((Date.now() - started) / 1000)} s)`);
}

/**
 * The full lane's PostgreSQL: the one TEST_DATABASE_URL names (`.ci/run` starts it), or else a
 * throwaway cluster with PgBouncer in front, started here and stopped when the run ends.
 */
const START_POSTGRES = path.join('.ci', 'start-postgres');

function startPostgres() {
  const started = spawnSync(START_POSTGRES, [], { encoding: 'utf8', stdio: ['inherit', 'pipe', 'inherit'] });
  if (started.status !== 0) {
    console.error('Could not start PostgreSQL for the full lane (.ci/start-postgres).');
    process.exit(started.status ?? 1);
  }
  for (const [, name, value] of started.stdout.matchAll(/([A-Z_]+)='([^']*)'/g)) process.env[name!] = value;
  const runDir = process.env.PG_RUN_DIR!;
  process.on('exit', () => spawnSync(START_POSTGRES, ['stop', runDir], { stdio: 'inherit' }));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
}

const started = Date.now();
if (fullLane && !process.env.TEST_DATABASE_URL) startPostgres();
console.log(fullLane ? 'Full lane: every test.' : 'Default lane (TEST_LANE=full runs every test, as CI does).');

step('Messages (Paraglide)', 'npm', ['run', '--silent', 'i18n']);
// Side by side: each leaves a core partly idle alone (vitest waits on its embedded databases, lint
// on its slowest of two checks). The messages are compiled first: the tests' Paraglide plugin then
// finds them unchanged and writes nothing the type check reads.
step('Lint (TypeScript, ESLint, Prettier, knip) beside the unit and integration tests (PGlite)', 'concurrently', [
  '--group',
  '--kill-others-on-fail',
  '--timings',
  '--names',
  'lint,vitest',
  'npm run --silent lint:code',
  'vitest run',
]);
if (fullLane) {
  // Three passes over the one PostgreSQL cluster at once: each spends about 40% of its time waiting
  // on the database or a child process, and each works in databases of its own (named by process
  // and at random). The integration tests through `pg`, then through the Neon driver (its global
  // setup starts the WebSocket bridge, tests/support/neon-ws-proxy.ts, it connects through); and
  // Netlify's bundler over netlify/functions, each bundle called as the runtime calls it, through
  // the pooler.
  step(
    'Integration tests on PostgreSQL (pg, Neon driver over WebSocket) beside the bundled Netlify functions',
    'concurrently',
    [
      '--group',
      '--kill-others-on-fail',
      '--names',
      'pg,neon,bundle',
      'TEST_ON_POSTGRES=1 vitest run tests/integration',
      'TEST_ON_POSTGRES=1 TEST_DATABASE_DRIVER=neon vitest run tests/integration',
      'npm run --silent test:bundle',
    ],
  );
}
// The browser tests' database and site, built once per language; the checks that need no browser
// read that dist/, then the browser tests are served it. The site is built and checked beside the
// fault tests, which mostly wait for the servers they start and kill (about a quarter of the two
// cores stays idle through the step). The default lane leaves out the
// PostgreSQL outage test, which needs the full lane's cluster; beside a build, under load, it is
// what found a pooled connection's unhandled error ending the server (db/server-pool.ts).
const faultTests = fullLane
  ? 'vitest run --config tests/faults/vitest.config.ts'
  : 'vitest run --config tests/faults/vitest.config.ts --exclude tests/faults/postgres-outage.test.ts';
step(
  `Fault tests (crashes, locking${fullLane ? ', database outage' : ''}) beside the site for the browser tests (database, build), then its checks over dist/ (sitemaps, robots.txt, JavaScript budgets, French text${fullLane ? ', HTML validity' : ''})`,
  'concurrently',
  [
    '--group',
    '--kill-others-on-fail',
    '--names',
    'faults,site',
    faultTests,
    'tsx tests/e2e/serve.ts --prepare && npm run --silent test:site',
  ],
);
step('Browser tests (Playwright, Chromium)', 'playwright', ['test'], { E2E_PREPARED: '1' });
console.log(
  `\nAll passed in ${((Date.now() - started) / 60_000).toFixed(1)} minutes (${fullLane ? 'full' : 'default'} lane).`,
);
