import { expect, PHONE_VIEWPORT, test } from './support/fixtures.ts';
import { sweep } from './support/sweep.ts';

/**
 * The closest matches, when no listing offers every service asked for: each card carries a
 * "Does not offer: …" line, so cards differ in height. At every width no card, with its line,
 * reaches into another.
 */

const CLOSEST_MATCHES_URL =
  '/search?query=Toronto%2C+Mississauga%2C+ON%2C+Canada&storageTypesOffered=Cold+Storage' +
  '&servicesOffered=Storage&servicesOffered=Distribution&servicesOffered=Cross-Docking+%2F+Transloading' +
  '&servicesOffered=Palletizing+%2F+Depalletizing&servicesOffered=Loading+Docks&distance=30&storageTermType=long-term';

const WIDTHS = [
  ['phone', PHONE_VIEWPORT],
  ['tablet', { width: 820, height: 1180 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

for (const [[name, viewport], details] of sweep(WIDTHS, [WIDTHS[0]])) {
  test(`closest-match cards and their "Does not offer" lines never overlap on a ${name}`, details, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(CLOSEST_MATCHES_URL);
    await expect(page.getByText('No warehouse offers all of these services here. Closest matches:')).toBeVisible();
    const cards = page.locator('li:has(> [data-warehouse-card])');
    await expect(cards.first()).toBeVisible();
    await expect(cards.getByText(/^Does not offer: /).first()).toBeVisible();

    // Each item's card and its lines as boxes, page-relative.
    const items = await cards.evaluateAll((lis) =>
      lis.map((li) =>
        Array.from(li.children, (child) => {
          const box = child.getBoundingClientRect();
          return {
            what: `${li.querySelector('h3')?.textContent}: ${child.tagName.toLowerCase()}`,
            top: box.top + window.scrollY,
            bottom: box.bottom + window.scrollY,
            left: box.left,
            right: box.right,
          };
        }),
      ),
    );
    expect(items.length).toBeGreaterThan(1);
    expect(
      items.flat().filter((box) => box.what.endsWith(': p')).length,
      'cards with a "Does not offer" line',
    ).toBeGreaterThan(0);

    const overlaps: string[] = [];
    items.forEach((boxes, i) =>
      items.slice(i + 1).forEach((others) => {
        for (const a of boxes)
          for (const b of others) {
            const apart =
              a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5 || a.right <= b.left + 0.5 || b.right <= a.left + 0.5;
            if (!apart) overlaps.push(`${a.what} overlaps ${b.what}`);
          }
      }),
    );
    expect(overlaps).toEqual([]);

    // Cards of one row still line up: the grid keeps equal heights, the line goes under the card.
    for (const boxes of items) {
      const [card, ...lines] = boxes;
      for (const line of lines) expect(line.top, line.what).toBeGreaterThanOrEqual(card!.bottom);
    }
  });
}
