// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingNumbersState } from '#src/components/listing/MyWarehousesCard.tsx';
import { MyWarehousesTable } from '#src/components/listing/MyWarehousesTable.tsx';
import { ownerListingAnswer } from '#tests/support/listing-answers.ts';

const listing = ownerListingAnswer('Dockside Cold Storage');

/** A month of numbers whose totals are 12,500 views and 1,040 quote requests. */
const numbers: ListingNumbersState = {
  status: 'ready',
  days: [],
  stats: {
    views: [],
    clicks: [],
    quotes: [],
    favorites: [],
    totals: { views: 12_500, clicks: 0, quotes: 1_040, favorites: 0 },
  },
};

/** The page's language comes from its path (src/shared/i18n/messages.ts). */
function showOn(path: string) {
  window.history.replaceState(null, '', path);
  render(<MyWarehousesTable listings={[listing]} numbersOf={() => numbers} />);
  return within(screen.getByRole('row', { name: /Dockside Cold Storage/ }));
}

describe('MyWarehousesTable', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    { path: '/my-warehouses', tag: 'en-US', edit: '/list-warehouse', view: '/warehouse' },
    { path: '/fr/my-warehouses', tag: 'fr-CA', edit: '/fr/list-warehouse', view: '/fr/warehouse' },
  ])('on $path, writes totals as $tag does and links to pages in its language', ({ path, tag, edit, view }) => {
    const row = showOn(path);
    const totals = row.getAllByRole('cell').map((cell) => cell.textContent);
    expect(totals).toContain(new Intl.NumberFormat(tag).format(12_500));
    expect(totals).toContain(new Intl.NumberFormat(tag).format(1_040));
    const hrefs = row.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      `${edit}?edit=${encodeURIComponent(listing.id)}`,
      `${view}/${encodeURIComponent(listing.id)}`,
    ]);
  });
});
