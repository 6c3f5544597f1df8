import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWarehouse } from '#tests/support/factories.ts';
import { folderBytes } from '#src/tools/bundle-functions.ts';
import { available, createDeployDatabase, productionFunctionEnv, startRuntime } from './support.ts';

/**
 * `npm run smoke` against the site as Netlify serves it: the pages built from PostgreSQL (read
 * through the pooler, as Netlify's build reads them), served by Netlify's own local emulation
 * (@netlify/dev, tests/bundle/netlify-dev.mjs) with netlify.toml's rewrites and dist/_headers, and
 * the API bundled and run by Netlify's function runtime in production's configuration.
 */
// The emulation serves this checkout as Netlify would (netlify.toml's `publish` is dist/); a
// dist/ already there, with its listing-page renderers beside it, is kept aside meanwhile and put back.
const BUILT = [path.resolve('dist'), path.resolve('dist.server')];
const kept = (dir: string) => path.resolve(`.data/kept-${process.pid}-${path.basename(dir)}`);
/** The listing pages' function the build writes (src/tools/listing-page-functions.ts). */
const LISTING_PAGES_FUNCTION = '.netlify/v1/functions/listing-pages/listing-pages.mjs';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function keepDist() {
  for (const dir of BUILT.filter((built) => existsSync(built))) {
    await mkdir(path.dirname(kept(dir)), { recursive: true });
    await rename(dir, kept(dir));
  }
}

async function restoreDist() {
  for (const dir of BUILT) {
    await rm(dir, { recursive: true, force: true });
    if (existsSync(kept(dir))) await rename(kept(dir), dir);
  }
}

describe.skipIf(!available)('npm run smoke on the site under Netlify’s local emulation', () => {
  let database: Awaited<ReturnType<typeof createDeployDatabase>>;
  let site: ReturnType<typeof spawn> | undefined;
  let base = '';
  let siteOutput = '';
  let env: Record<string, string> = {};
  const listingIds: string[] = [];

  beforeAll(async () => {
    database = await createDeployDatabase(`warehouse_smoke_${process.pid}`);
    for (const city of ['Toronto', 'Mississauga', 'Reno']) {
      const { id } = await createWarehouse(database.db, {
        city,
        stateProvince: city === 'Reno' ? 'NV' : 'ON',
        country: city === 'Reno' ? 'United States' : 'Canada',
      });
      listingIds.push(id);
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = productionFunctionEnv({
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
    expect(smoke.stdout.match(/^PASS /gm)).toHaveLength(10);
    expect(smoke.stdout.match(/^SKIP /gm)).toHaveLength(3);
  }, 600_000);

  it("has listing pages rendered by the build's function, as Netlify's runtime calls it", async () => {
    // The emulation runs only netlify/functions, not the functions a build writes to
    // .netlify/v1/functions, so the function is called here as the runtime calls it, with production's
    // environment, against PostgreSQL through the pooler.
    const runtime = startRuntime(env);
    try {
      const page = (urlPath: string) => runtime.call(LISTING_PAGES_FUNCTION, { path: urlPath });
      const [id] = listingIds;
      const english = await page(`/warehouse/${id}`);
      expect(english.status).toBe(200);
      expect(english.body).toMatch(/<html lang="en"/);
      expect(english.body).toContain('"@type":"BreadcrumbList"');
      expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(english.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
      expect(english.headers['strict-transport-security']).toBeDefined();
      expect(english.headers['netlify-cdn-cache-control']).toContain('durable');
      expect(english.headers['netlify-cache-tag']).toContain(`listing-page-${id}`);
      const french = await page(`/fr/warehouse/${id}`);
      expect(french.status).toBe(200);
      expect(french.body).toMatch(/<html lang="fr-CA"/);
      const unknown = await page(`/warehouse/${crypto.randomUUID()}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toContain('404 Page Not Found');
    } finally {
      runtime.stop();
    }
  }, 120_000);

  it('ships neither the embedded database nor sharp in the listing pages function', async () => {
    const files = (await readdir(path.dirname(LISTING_PAGES_FUNCTION), { recursive: true })).map(String);
    expect(files.filter((file) => /node_modules\/(@electric-sql|@img|sharp|node)\//.test(file))).toEqual([]);
    expect(await folderBytes(path.dirname(LISTING_PAGES_FUNCTION))).toBeLessThan(25 * 1024 * 1024);
  });
});
