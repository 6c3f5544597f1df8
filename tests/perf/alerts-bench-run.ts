import { openDatabase } from '#db/client.ts';
import { runSearchAlerts } from '#src/server/alerts/alert-run.ts';
import { loadConfig } from '#src/server/config.ts';
import { timeBox } from '#src/server/jobs/time-box.ts';

/**
 * One scheduled alert run for `npm run bench:alerts`, in a process of its own as on Netlify
 * (started under `taskset -c 0`): the function's time box, its database at BENCH_RUN_URL (through
 * the latency proxy), the clock at BENCH_NOW. Prints the run's figures as one JSON line.
 */
const started = performance.now();
const handle = await openDatabase({ databaseUrl: process.env.BENCH_RUN_URL, driver: 'pg' });
const config = loadConfig({ SITE_URL: 'https://warehousefinder.example' });
const cpuBefore = process.cpuUsage();
const result = await runSearchAlerts({ db: handle.db, config }, new Date(process.env.BENCH_NOW!), {
  budget: timeBox(),
});
const cpu = process.cpuUsage(cpuBefore);
await handle.close();
console.log(
  JSON.stringify({
    ...result,
    ms: Math.round(performance.now() - started),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  }),
);
