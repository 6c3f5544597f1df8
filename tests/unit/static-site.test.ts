import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadRedirects, loadStaticSite, redirectFor, staticResponse } from '#src/server/static-site.ts';

async function builtSite() {
  const dir = await mkdtemp(path.join(tmpdir(), 'static-site-'));
  await mkdir(path.join(dir, 'warehouse'), { recursive: true });
  await writeFile(path.join(dir, 'warehouse', 'abc.html'), `<h1>${'Dock doors. '.repeat(200)}</h1>`);
  await writeFile(path.join(dir, 'app.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'app.js.gz'), gzipSync('console.log(1)'));
  return loadStaticSite(dir);
}

const get = (acceptEncoding?: string) =>
  new Request('http://localhost/', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe("the local server's static files", () => {
  it('gzips a page the build left uncompressed on its first request, and keeps it', async () => {
    const page = (await builtSite()).get('/warehouse/abc')!;
    const first = staticResponse(get('gzip, deflate, br'), page);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const body = new Uint8Array(await first.arrayBuffer());
    expect(gunzipSync(body).toString()).toContain('<h1>Dock doors.');
    expect(body.length).toBeLessThan(page.identity.length / 5);
    const kept = page.gzip;
    staticResponse(get('gzip'), page);
    expect(page.gzip).toBe(kept);
  });

  it('sends a page as it is to a client that takes no gzip', async () => {
    const page = (await builtSite()).get('/warehouse/abc')!;
    const res = staticResponse(get(), page);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toContain('<h1>Dock doors.');
  });

  it('has the browser ask again before it shows a page from its cache, as Netlify does', async () => {
    const page = (await builtSite()).get('/warehouse/abc')!;
    expect(staticResponse(get('gzip'), page).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('serves the variant the build wrote for anything else', async () => {
    const script = (await builtSite()).get('/app.js')!;
    const res = staticResponse(get('gzip'), script);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString()).toBe('console.log(1)');
  });
});

describe("the local server's redirects", () => {
  it("reads the build's _redirects and picks the first rule a path matches, as Netlify does", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'redirects-'));
    await writeFile(
      path.join(dir, '_redirects'),
      [
        '/warehouses/on/toronto/*  /warehouses/on/toronto  301',
        '/warehouses/on/*  /warehouses/on  301',
        '/warehouses/pe  /warehouses/canada  301',
        '',
      ].join('\n'),
    );
    const rules = await loadRedirects(dir);
    expect(redirectFor(rules, '/warehouses/on/toronto/hazmat-storage')?.to).toBe('/warehouses/on/toronto');
    expect(redirectFor(rules, '/warehouses/on/sudbury')?.to).toBe('/warehouses/on');
    expect(redirectFor(rules, '/warehouses/pe')).toEqual({
      from: '/warehouses/pe',
      to: '/warehouses/canada',
      status: 301,
    });
    expect(redirectFor(rules, '/warehouses/pe-x')).toBeUndefined();
    expect(await loadRedirects(await mkdtemp(path.join(tmpdir(), 'no-redirects-')))).toEqual([]);
  });
});
