import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { REACT_MARKER } from '#tests/support/js-budgets.ts';
import { expect } from './fixtures.ts';
import { firstWarehousePath } from './pages.ts';

/**
 * The JavaScript a phone loads as `path` opens (`'warehouse'`: the first pre-rendered listing),
 * gzipped (docs/performance.md, "Budgets"): the scripts' paths, their total in KB, and whether
 * React is among them.
 */
export async function scriptsOf(page: Page, path: string) {
  const scripts: Promise<{ path: string; gzipBytes: number; react: boolean }>[] = [];
  const onResponse = (r: Response) => {
    if (r.request().resourceType() === 'script')
      scripts.push(
        r.body().then((b) => ({
          path: new URL(r.url()).pathname,
          gzipBytes: gzipSync(b).length,
          react: b.includes(REACT_MARKER),
        })),
      );
  };
  page.on('response', onResponse);
  await page.goto(path === 'warehouse' ? await firstWarehousePath(page) : path);
  // The islands fetch their code once the page has painted (client:painted), which on a loaded
  // machine can come after the network has been quiet for networkidle's half second.
  await expect(page.locator('astro-island[client="painted"][ssr]')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // A script answered after this is not read: its body would be asked for after the test ends.
  page.off('response', onResponse);
  const loaded = await Promise.all(scripts);
  return {
    paths: new Set(loaded.map((s) => s.path)),
    kb: loaded.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024,
    react: loaded.some((s) => s.react),
  };
}
