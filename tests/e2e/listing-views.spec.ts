import type { Page } from '@playwright/test';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { expect, test } from './support/fixtures.ts';
import { prerenderedWarehouses } from './support/pages.ts';

/** Every view beacon the page sends, as listing ids. */
function watchBeacons(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    const match = /^\/api\/listing-stats\/([^/]+)\/views$/.exec(new URL(r.url()).pathname);
    if (match && r.method() === 'POST') sent.push(match[1]!);
  });
  return sent;
}

const beaconAnswer = (page: Page, id: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `/api/listing-stats/${id}/views`);

test.describe('detail view beacon', () => {
  let listings: PublicWarehouse[];
  test.beforeAll(async ({ request }) => {
    listings = await prerenderedWarehouses(request);
  });

  test(
    'the pre-rendered page sends one view after load; a reload in the same tab sends none',
    { tag: '@full' },
    async ({ page }) => {
      const w = listings[1]!;
      const sent = watchBeacons(page);
      const answered = beaconAnswer(page, w.id);
      await page.goto(`/warehouse/${w.id}`);
      expect((await answered).status()).toBe(204);
      await page.reload();
      await page.waitForLoadState('load');
      // The beacon waits for an idle moment; give it more than enough.
      await page.waitForTimeout(1500);
      expect(sent).toEqual([w.id]);
    },
  );

  test('an unknown listing sends no view', { tag: '@full' }, async ({ page }) => {
    const sent = watchBeacons(page);
    await page.goto('/warehouse/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(sent).toEqual([]);
  });
});
