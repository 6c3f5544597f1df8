import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';

/*
 * Every page is HTML the Nu HTML Checker (vnu, the W3C validator) finds no error in: each built
 * page as served, and the DOM the islands leave behind on the pages whose markup they write
 * (/search with its results, /list-warehouse signed out and signed in). Warnings are allowed.
 */
const require = createRequire(import.meta.url);
/** The package's main module exports the path of the jar it ships. */
const VNU_JAR = String(require('vnu-jar'));
const DIST = path.resolve(process.env.E2E_DIR || '.data/e2e', 'dist');

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/** One JVM for all the files (starting Java is most of the cost); one line per error: file:line: message. */
function htmlErrors(files: string[], root: string): string[] {
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`vnu could not run (is Java installed?): ${run.error.message}`);
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => {
      const file = m.url ? path.relative(root, new URL(m.url).pathname) : '?';
      return `${file}:${m.lastLine ?? '?'}: ${m.message}`;
    });
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f));
}

test('every built page is valid HTML', async () => {
  // Under a minute for every page of the demo even on a machine five times as busy as a laptop.
  test.setTimeout(120_000);
  const files = htmlFiles(DIST);
  expect(files.length, `pages built into ${DIST}`).toBeGreaterThan(20);
  expect(htmlErrors(files, DIST)).toEqual([]);
});

test('the DOM the islands write on /search and /list-warehouse is valid HTML', async ({ page, login }) => {
  test.setTimeout(120_000);
  const dir = test.info().outputPath('dom');
  await mkdir(dir, { recursive: true });
  const save = async (name: string) => {
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await writeFile(path.join(dir, `${name}.html`), await page.content());
  };

  await page.goto('/search?query=Toronto');
  await expect(page.locator('[data-warehouse-card]').first()).toBeVisible();
  await save('search');
  await page.goto('/list-warehouse');
  await expect(page.getByRole('heading', { name: 'Log in to list your warehouse' })).toBeVisible();
  await save('list-warehouse-signed-out');
  await login();
  await page.goto('/list-warehouse');
  await expect(page.getByRole('button', { name: 'Submit Listing' })).toBeVisible();
  await save('list-warehouse-signed-in');

  expect(htmlErrors(htmlFiles(dir), dir)).toEqual([]);
});
