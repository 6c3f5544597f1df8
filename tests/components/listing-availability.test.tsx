// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WarehouseCard } from '#src/components/warehouse/WarehouseCard.tsx';
import { WarehouseDetail } from '#src/components/warehouse/WarehouseDetail.tsx';
import { publicWarehouseAnswer } from '#tests/support/listing-answers.ts';

/** A listing whose space comes later reads the same on its card and on its page (issue 46). */

const later = publicWarehouseAnswer({ spaceAvailableSqFt: 3000, availableFrom: '2099-02-11' });
const now = publicWarehouseAnswer({ spaceAvailableSqFt: 3000, availableFrom: null });

/** What a view of the listing says: its badge, and its whole text. */
function read(view: 'card' | 'page', w: typeof later) {
  const { container } = render(
    view === 'card' ? (
      <WarehouseCard warehouse={w} searchContext="test" />
    ) : (
      <WarehouseDetail warehouse={w} nearby={[]} backHref="/search" gallery={null} favorite={null} quoteForm={null} />
    ),
  );
  const said = { badge: container.querySelector('[data-available-badge]')?.textContent, text: container.textContent };
  cleanup();
  return said;
}

afterEach(cleanup);

describe('availability on the card and the page', () => {
  it('says "Available from" on both, and neither says available now, for a listing available in the future', () => {
    const card = read('card', later);
    const page = read('page', later);
    expect(card.badge).toBe('Available from Feb 11, 2099');
    expect(page.badge).toBe(card.badge);
    expect(card.text).toContain('Available from Feb 11, 2099: 3,000 sq ft');
    expect(page.text).toContain('Feb 11, 2099');
    for (const text of [card.text, page.text]) expect(text).not.toMatch(/Available now|Available(?! from)/);
  });

  it('shows the green "Available" badge on both for a listing available now', () => {
    const card = read('card', now);
    expect(card.badge).toBe('Available');
    expect(read('page', now).badge).toBe('Available');
    expect(card.text).toContain('Available now: 3,000 sq ft');
  });
});
