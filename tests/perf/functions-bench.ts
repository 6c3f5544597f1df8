import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';
import { bundleFunctions, megabytes } from '#src/tools/bundle-functions.ts';
import { available, createDeployDatabase, productionFunctionEnv } from '#tests/bundle/support.ts';
import { createWarehouse } from '#tests/support/factories.ts';

/**
 * `npm run bench:functions`: the Netlify functions as Netlify's bundler builds them, each one's
 * unzipped size, and the API's cold start (a fresh Node process importing its bundle, then its
 * first answers) through the pooler, five times. Needs TEST_DATABASE_URL and TEST_POOLER_URL
 * (`eval "$(.ci/start-postgres)"`). Targets: the API under 25 MB, a cold first answer under 1 s
 * (docs/performance.md, "Netlify functions").
 */
const RUNS = 5;
const SIZE_TARGET_BYTES = 25 * 1024 * 1024;
const COLD_TARGET_MS = 1000;

if (!available) {
  console.error('Set TEST_DATABASE_URL and TEST_POOLER_URL: eval "$(.ci/start-postgres)" starts both.');
  process.exit(1);
}

console.log(`Load average ${os.loadavg()[0]!.toFixed(1)} (${os.cpus().length} cores).`);
const bundles = await bundleFunctions();
for (const bundle of bundles) {
  const verdict =
    bundle.name === 'api'
      ? bundle.bytes <= SIZE_TARGET_BYTES
        ? ' (target 25 MB: met)'
        : ' (target 25 MB: missed)'
      : '';
  console.log(`${bundle.name.padEnd(14)} ${megabytes(bundle.bytes).padStart(9)} unzipped${verdict}`);
}

const database = await createDeployDatabase(`warehouse_functions_bench_${process.pid}`);
try {
  for (let i = 0; i < 50; i++) await createWarehouse(database.db);
  const env = productionFunctionEnv({
    database,
    siteUrl: 'https://warehouses.test',
    smtpPort: 2525,
    hookUrl: 'https://api.netlify.com/build_hooks/bench',
  });
  const firsts: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const { stdout } = await promisify(execFile)(process.execPath, ['tests/bundle/cold-start.mjs'], { env });
    const cold = JSON.parse(stdout) as {
      importMs: number;
      health: { status: number; ms: number };
      search: { status: number; ms: number };
      firstAnswerMs: number;
    };
    if (cold.health.status !== 200 || cold.search.status !== 200)
      throw new Error(`Cold start ${run} answered ${stdout}`);
    firsts.push(cold.firstAnswerMs);
    console.log(
      `cold start ${run}: import ${cold.importMs.toFixed(0)} ms, first answer (health) ${cold.health.ms.toFixed(0)} ms, ` +
        `import + first answer ${cold.firstAnswerMs.toFixed(0)} ms, then a search ${cold.search.ms.toFixed(0)} ms`,
    );
  }
  const worst = Math.max(...firsts);
  console.log(
    `Cold first answer: median ${firsts.toSorted((a, b) => a - b)[Math.floor(RUNS / 2)]!.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target ${COLD_TARGET_MS} ms: ${worst < COLD_TARGET_MS ? 'met' : 'missed'}).`,
  );
} finally {
  await database.close();
}
