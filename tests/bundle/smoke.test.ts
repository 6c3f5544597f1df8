import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWarehouse } from '#tests/support/factories.ts';
import { available, createDeployDatabase, productionFunctionEnv } from './support.ts';

/**
 * `npm run smoke` against the site as Netlify serves it: the pages built from PostgreSQL (read
 * through the pooler, as Netlify's build reads them), served by Netlify's own local emulation
 * (@netlify/dev, tests/bundle/netlify-dev.mjs) with netlify.toml's rewrites and dist/_headers, and
 * the API bundled and run by Netlify's function runtime in production's configuration.
 */
// The emulation serves this checkout as Netlify would (netlify.toml's `publish` is dist/); a
// dist/ already there is kept aside meanwhile and put back.
const DIST = path.resolve('dist');
const KEPT_DIST = path.resolve(`.data/dist-kept-${process.pid}`);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function keepDist() {
  if (!existsSync(DIST)) return;
  await mkdir(path.dirname(KEPT_DIST), { recursive: true });
  await rename(DIST, KEPT_DIST);
}

async function restoreDist() {
  await rm(DIST, { recursive: true, force: true });
  if (existsSync(KEPT_DIST)) await rename(KEPT_DIST, DIST);
}

describe.skipIf(!available)('npm run smoke on the site under Netlify’s local emulation', () => {
  let database: Awaited<ReturnType<typeof createDeployDatabase>>;
  let site: ReturnType<typeof spawn> | undefined;
  let base = '';
  let siteOutput = '';

  beforeAll(async () => {
    database = await createDeployDatabase(`warehouse_smoke_${process.pid}`);
    for (const city of ['Toronto', 'Mississauga', 'Reno'])
      await createWarehouse(database.db, {
        city,
        stateProvince: city === 'Reno' ? 'NV' : 'ON',
        country: city === 'Reno' ? 'United States' : 'Canada',
      });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = productionFunctionEnv({
      database,
      siteUrl: base,
      smtpPort: port,
      hookUrl: 'https://api.netlify.com/build_hooks/smoke-test',
    });
    await keepDist();
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'src/tools/build-site.ts'], {
      env,
      encoding: 'utf8',
      timeout: 400_000,
    });
    expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
    site = spawn(process.execPath, ['tests/bundle/netlify-dev.mjs', process.cwd(), String(port)], { env });
    await new Promise<void>((resolve, reject) => {
      site!.stdout!.on('data', (chunk: Buffer) => {
        siteOutput += chunk.toString();
        if (/^ready$/m.test(siteOutput)) resolve();
      });
      site!.stderr!.on('data', (chunk: Buffer) => (siteOutput += chunk.toString()));
      site!.on('exit', (code) => reject(new Error(`Netlify's emulation exited (${code}):\n${siteOutput}`)));
    });
    // The emulation bundles a function on its first call, as a deploy would have before: done here,
    // so the smoke check's own time limits apply to answers, not to the bundling.
    const deadline = Date.now() + 180_000;
    while ((await fetch(`${base}/api/health`).catch(() => undefined))?.status !== 200) {
      if (Date.now() > deadline) throw new Error(`The bundled API never answered:\n${siteOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }, 600_000);

  afterAll(async () => {
    site?.kill();
    await database?.close();
    await restoreDist();
  });

  it('passes every check, as after a deploy', () => {
    const smoke = spawnSync(process.execPath, ['--import', 'tsx', 'tests/smoke/smoke.ts', base, '--emulated'], {
      encoding: 'utf8',
      timeout: 540_000,
    });
    expect(smoke.status, `${smoke.stdout}${smoke.stderr}\nThe emulation said:\n${siteOutput}`).toBe(0);
    expect(smoke.stdout).not.toContain('FAIL');
    expect(smoke.stdout.match(/^PASS /gm)).toHaveLength(11);
    expect(smoke.stdout.match(/^SKIP /gm)).toHaveLength(2);
  }, 600_000);
});
