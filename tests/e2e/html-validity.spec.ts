import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlErrors, htmlFiles } from '#tests/support/html-validator.ts';
import { expect, test } from './support/fixtures.ts';

/*
 * The DOM the islands leave behind on the pages whose markup they write (/search with its results,
 * /list-warehouse signed out and signed in) is HTML the Nu HTML Checker finds no error in. Full
 * lane; the built pages themselves are checked over dist/ (tests/site/html-validity.test.ts).
 */
test(
  'the DOM the islands write on /search and /list-warehouse is valid HTML',
  { tag: '@full' },
  async ({ page, login }) => {
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
  },
);
