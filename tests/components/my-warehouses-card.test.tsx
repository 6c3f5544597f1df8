// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MyWarehousesCard } from '#src/components/listing/MyWarehousesCard.tsx';
import type { PausedBy } from '#src/shared/catalog.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { ownerListingAnswer } from '#tests/support/listing-answers.ts';

/** The card's text for a listing paused by someone other than its owner, on a page at `path`. */
function pausedCardText(path: string, pausedBy: PausedBy) {
  window.history.replaceState(null, '', path);
  const listing = ownerListingAnswer('Dockside Cold Storage', { status: 'paused', pausedBy });
  const { container } = render(
    <MyWarehousesCard listing={listing} numbers={{ status: 'loading' }} onChanged={() => {}} onDeleted={() => {}} />,
  );
  const text = container.textContent ?? '';
  cleanup();
  return text;
}

describe('MyWarehousesCard', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  // Shared wording the page shows itself, not an API answer the server put in its language.
  it.each([
    { pausedBy: 'admin' as const, message: m.api_admin_paused },
    { pausedBy: 'billing' as const, message: m.api_billing_paused_unpaid },
  ])('says why a listing paused by $pausedBy stays paused, in the language of the page', ({ pausedBy, message }) => {
    const french = pausedCardText('/fr/my-warehouses', pausedBy);
    expect(french).toContain(message({}, { locale: 'fr' }));
    expect(french).not.toContain(message({}, { locale: 'en' }));
    expect(pausedCardText('/my-warehouses', pausedBy)).toContain(message({}, { locale: 'en' }));
  });
});
