import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { securityHeaders } from '#src/integrations/security-headers.ts';
import { SCRIPT_HASHES_FILE } from '#src/server/security/headers.ts';

const sha = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;
const quiet = { info: () => {} } as unknown as AstroIntegrationLogger;
// Long enough that compression shrinks it.
const SCRIPT = `export const shell = ${JSON.stringify('x'.repeat(2000))};\n`;

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'security-headers-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function put(file: string, content: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

async function buildDone() {
  const hook = securityHeaders().hooks['astro:build:done'];
  await hook?.({ dir: pathToFileURL(`${root}/`), logger: quiet, pages: [], assets: new Map() } as never);
}

describe('security-headers integration after the build', () => {
  it('hashes the inline scripts of pages at any depth, skipping dot folders, and compresses the other text files but not the pages', async () => {
    await put('index.html', '<script>a()</script>');
    await put('warehouse/w1/index.html', '<script>b()</script><script src="/_astro/x.js"></script>');
    await put('warehouse/w2/index.html', '<script>b()</script>');
    await put('.hidden/index.html', '<script>hidden()</script>');
    await put('_astro/shell.js', SCRIPT);
    await put('sitemap.xml', `<urlset>${'<url><loc>https://example.test/</loc></url>'.repeat(50)}</urlset>`);

    await buildDone();

    const hashes = JSON.parse(await readFile(path.join(root, SCRIPT_HASHES_FILE), 'utf8'));
    expect(hashes).toEqual([sha('a()'), sha('b()')].sort());
    expect(await readFile(path.join(root, '_headers'), 'utf8')).toContain(`'${sha('b()')}'`);
    for (const file of ['_astro/shell.js', 'sitemap.xml']) {
      expect(existsSync(path.join(root, `${file}.gz`))).toBe(true);
      expect(existsSync(path.join(root, `${file}.br`))).toBe(true);
    }
    expect(existsSync(path.join(root, 'warehouse/w1/index.html.gz'))).toBe(false);
    expect(existsSync(path.join(root, '.hidden/index.html.gz'))).toBe(false);
  });
});
