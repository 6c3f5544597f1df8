// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MyWarehousesCard } from '#src/components/listing/MyWarehousesCard.tsx';
import type { ListingBillingView, OwnerListing } from '#src/client/answers.ts';
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

  const planText = (path: string, overrides: Partial<OwnerListing>, billing?: ListingBillingView) => {
    window.history.replaceState(null, '', path);
    const listing = ownerListingAnswer('Dockside Cold Storage', overrides);
    const { container } = render(
      <MyWarehousesCard
        listing={listing}
        numbers={{ status: 'loading' }}
        billing={billing}
        onChanged={() => {}}
        onDeleted={() => {}}
      />,
    );
    return container.querySelector('dl')!.textContent;
  };

  it.each([
    {
      fields: { subscriptionPlan: 'trial', subscriptionExpiryDate: '2027-03-31T00:00:00.000Z' },
      en: 'Plan: Free trial until March 31, 2027',
      fr: 'Essai gratuit jusqu’au 31 mars 2027',
    },
    {
      fields: { isPaid: true, subscriptionPlan: 'monthly', subscriptionExpiryDate: '2027-01-01T00:00:00.000Z' },
      en: 'Plan: Monthly · Paid until January 1, 2027',
      fr: 'Payée jusqu’au 1er janvier 2027',
    },
    { fields: {}, en: 'Plan: Not paid', fr: 'Non payée' },
  ])('shows the plan as the admin sees it: $en', ({ fields, en, fr }) => {
    expect(planText('/my-warehouses', fields)).toContain(en);
    cleanup();
    expect(planText('/fr/my-warehouses', fields)).toContain(fr);
    cleanup();
  });

  it('with billing on, says until when an unpaid listing stays online, and offers the way to pay', async () => {
    const billing: ListingBillingView = {
      stage: 'trial_ended',
      trialEndsAt: '2026-11-20T00:00:00.000Z',
      paidThrough: null,
      pausesAt: '2026-12-04T00:00:00.000Z',
      discounted: false,
      canStart: true,
      canManage: false,
      canCancel: false,
    };
    expect(planText('/my-warehouses', { subscriptionPlan: 'trial' }, billing)).toContain(
      'Plan: Not paid: online until December 4, 2026, then paused',
    );
    expect(await screen.findByRole('button', { name: 'Start subscription for Dockside Cold Storage' })).toBeTruthy();
    cleanup();
  });
});
