// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingBilling } from '#src/components/listing/ListingBilling.tsx';
import { BILLING_MESSAGES } from '#src/shared/api/billing.ts';
import type { ListingBillingView } from '#src/client/answers.ts';

const view = (overrides: Partial<ListingBillingView>): ListingBillingView => ({
  stage: 'trial',
  trialEndsAt: '2027-01-15T10:00:00.000Z',
  paidThrough: null,
  pausesAt: null,
  discounted: false,
  canStart: true,
  canManage: false,
  canCancel: false,
  ...overrides,
});

const show = (billing: ListingBillingView) =>
  render(<ListingBilling listingId="3f0c8a52-8a0e-4c1b-9d3e-1b2a3c4d5e6f" name="Dockside" billing={billing} />);

describe('ListingBilling on /my-warehouses', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the trial's end, the discount, and only the actions the listing allows", () => {
    show(view({ discounted: true }));
    expect(screen.getByRole('region', { name: 'Billing for Dockside' }).textContent).toContain(
      'Free trial until January 15, 2027.',
    );
    expect(screen.getByText('Your early-partner discount is applied at checkout.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start subscription for Dockside' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Manage billing|Cancel subscription/ })).toBeNull();
  });

  it('says when an unpaid listing will be paused after a failed payment, and offers the portal', () => {
    show(
      view({
        stage: 'payment_failed',
        paidThrough: '2026-12-01T00:00:00.000Z',
        pausesAt: '2026-12-08T00:00:00.000Z',
        canStart: false,
        canManage: true,
      }),
    );
    expect(
      screen.getByText(/Your last payment failed\. .*Unless it is paid by December 8, 2026, it is paused\./),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage billing for Dockside' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Start subscription/ })).toBeNull();
  });

  it('stays on the page when Stripe cannot be reached, and the button works again', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, search: '' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: BILLING_MESSAGES.providerUnavailable }, { status: 503 })),
    );
    show(view({}));
    const start = screen.getByRole('button', { name: 'Start subscription for Dockside' });
    await userEvent.click(start);
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBe(1));
    await vi.waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    expect(assign).not.toHaveBeenCalled();
  });
});
