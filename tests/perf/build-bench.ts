import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#db/client.ts';
import { runMigrations } from '#db/migrate.ts';
import { loadPlaces } from '#db/places.ts';
import { loadBenchWarehouses } from '#tests/perf/bench-listings.ts';

/**
 * `npm run bench:build -- 10000`: the production build at scale. Fills a scratch embedded
 * database in a folder under .data/ (migrations, places, then N active listings from the search
 * benchmark's generator), runs the build of both languages (src/tools/build-site.ts) against it into a scratch outDir and prints wall
 * time, the peak memory of the build's whole process tree and the output's size. BENCH_KEEP=1
 * leaves the folder in place to look at the pages. `--english-only` times the English build alone
 * (src/tools/build-site.ts), the figure a one-language site would take. `--no-place-pages` builds
 * the site without its place and storage-type pages (docs/decisions/place-pages.md), to time what
 * they add. The pages written are counted by kind: listing pages (none: they are rendered on
 * demand, docs/decisions/on-demand-listing-pages.md), place pages, the others.
 */
const englishOnly = process.argv.includes('--english-only');
const noPlacePages = process.argv.includes('--no-place-pages');
const count = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 10_000);
if (!Number.isInteger(count) || count < 0)
  throw new Error(`Usage: npm run bench:build -- <listings> [--english-only] [--no-place-pages]`);
const SAMPLE_MS = 500;

/** Every process's parent and resident memory, from /proc. */
async function processTable(): Promise<Map<number, { ppid: number; rssKb: number }>> {
  const table = new Map<number, { ppid: number; rssKb: number }>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      table.set(Number(entry), { ppid, rssKb });
    } catch {
      // The process ended between listing and reading.
    }
  }
  return table;
}

/** Resident memory of `root` and all its descendants, summed: what the build holds at once. */
async function treeRssKb(root: number): Promise<number> {
  const table = await processTable();
  const inTree = new Set([root]);
  let total = 0;
  // Children usually have higher ids than their parents, but not always: repeat until stable.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, p] of table) {
      if (!inTree.has(pid) && inTree.has(p.ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of inTree) total += table.get(pid)?.rssKb ?? 0;
  return total;
}

/** Which of the site's pages a built HTML file is, by its path under the output folder. */
function pageKind(relative: string): 'listing' | 'place' | 'other' {
  if (/^(fr\/)?warehouse\/[^/]+\.html$/.test(relative) && !relative.endsWith('/fallback.html')) return 'listing';
  if (/^(warehouses|fr\/entrepots)\//.test(relative)) return 'place';
  return 'other';
}

async function outputSize(dir: string) {
  const byKind = new Map<string, { files: number; bytes: number }>();
  const pages = { listing: 0, place: 0, other: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const size = (await stat(file)).size;
    if (entry.name.endsWith('.html')) pages[pageKind(path.relative(dir, file).split(path.sep).join('/'))]++;
    const kind = /\.(br|gz)$/.test(entry.name) ? path.extname(entry.name) : path.extname(entry.name) || '(none)';
    const k = byKind.get(kind) ?? { files: 0, bytes: 0 };
    k.files++;
    k.bytes += size;
    byKind.set(kind, k);
    files++;
    bytes += size;
  }
  return { files, bytes, pages, byKind: [...byKind].sort((a, b) => b[1].bytes - a[1].bytes) };
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

// Inside the repository (in the ignored .data/) on purpose: Astro keeps a build's intermediate
// files beside an outDir within the working directory, but in the shared .astro/ for one outside
// it, where another build running meanwhile would overwrite them.
await mkdir('.data', { recursive: true });
const dir = path.resolve(await mkdtemp(path.join('.data', 'build-bench-')));
const pgliteDir = path.join(dir, 'pglite');
const outDir = path.join(dir, 'dist');
try {
  let t = performance.now();
  const handle = await openDatabase({ pgliteDir });
  try {
    await runMigrations(handle);
    const placeCount = await loadPlaces(handle.db);
    await loadBenchWarehouses(handle.db, count);
    console.log(
      `Scratch database in ${pgliteDir}: ${placeCount} places, ${count.toLocaleString('en-US')} active listings (${Math.round(performance.now() - t)} ms).`,
    );
  } finally {
    await handle.close();
  }
  console.log(`Machine load average before the build: ${loadAverage()} (${os.cpus().length} cores).`);

  t = performance.now();
  // GNU time writes the CPU time of the build and every process it waited for: on a shared machine
  // the wall time moves with the others' work, the CPU time much less.
  const cpuFile = path.join(dir, 'cpu-time');
  const build = spawn(
    '/usr/bin/time',
    [
      '-f',
      '%U %S',
      '-o',
      cpuFile,
      'tsx',
      'src/tools/build-site.ts',
      '--outDir',
      outDir,
      ...(englishOnly ? ['--english-only'] : []),
      ...(noPlacePages ? ['--no-place-pages'] : []),
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PGLITE_DIR: pgliteDir, DATABASE_URL: '' },
    },
  );
  let peakKb = 0;
  const sampler = setInterval(() => {
    if (build.pid) void treeRssKb(build.pid).then((kb) => (peakKb = Math.max(peakKb, kb)));
  }, SAMPLE_MS);
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
  clearInterval(sampler);
  const wallS = (performance.now() - t) / 1000;
  if (code !== 0) throw new Error(`The build exited with ${code}`);

  const size = await outputSize(outDir);
  console.log(
    `\nBuild of ${count.toLocaleString('en-US')} listings (${englishOnly ? 'English only' : 'both languages'}${noPlacePages ? ', without place pages' : ''}):`,
  );
  console.log(`  wall time    ${wallS.toFixed(1)} s`);
  const [userS = 0, systemS = 0] = (await readFile(cpuFile, 'utf8')).trim().split(/\s+/).map(Number);
  console.log(
    `  CPU time     ${(userS + systemS).toFixed(1)} s (user ${userS.toFixed(1)} s, system ${systemS.toFixed(1)} s)`,
  );
  console.log(`  peak memory  ${mb(peakKb * 1024)} (resident, build process tree, sampled every ${SAMPLE_MS} ms)`);
  console.log(`  output       ${mb(size.bytes)} in ${size.files.toLocaleString('en-US')} files`);
  const n = (k: number) => k.toLocaleString('en-US');
  console.log(
    `  pages        ${n(size.pages.listing)} listing pages, ${n(size.pages.place)} place and type pages, ${n(size.pages.other)} others`,
  );
  // The build keeps about one core busy: a 1-minute figure well above 1 means other work shared the cores.
  console.log(`  load average ${loadAverage()} at the end (1, 5, 15 minutes)`);
  for (const [kind, k] of size.byKind) {
    console.log(`    ${kind.padEnd(8)} ${mb(k.bytes).padStart(10)} ${String(k.files).padStart(8)} files`);
  }
  if (process.env.BENCH_KEEP) console.log(`\nKept ${dir}`);
} finally {
  if (!process.env.BENCH_KEEP) await rm(dir, { recursive: true, force: true });
}
