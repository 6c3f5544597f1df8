import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingEvents, billingPayments } from '#db/schema.ts';
import { createApp } from '#src/server/api/app.ts';
import { BILLING_MESSAGES } from '#src/shared/api/billing.ts';
import { request, TEST_SITE_URL } from '#tests/support/app.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { billing, deliver, seconds, useBillingApp } from '#tests/support/billing.ts';
import { invoiceObject, stripeEvent, subscriptionObject } from '#tests/support/stripe-stand-in.ts';

describe('billing on (Stripe stand-in): failure and abuse', () => {
  const billingApp = useBillingApp();
  const { ctx, stored, billingRow, ownerView, ownListing, paidListing } = billingApp;

  it('a replayed event and an older one arriving late change nothing', async () => {
    const { cookie, listing, subscription, events } = await paidListing();
    const invoicePaid = events.at(-1)!;
    expect(await (await deliver(ctx, invoicePaid)).json()).toEqual({ received: true, outcome: 'replayed' });
    expect(await ctx.db.select().from(billingPayments).where(eq(billingPayments.warehouseId, listing.id))).toHaveLength(
      1,
    );

    const now = seconds(new Date());
    const newer = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(subscription, listing.id, { status: 'past_due' }),
      now + 20,
    );
    const older = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(subscription, listing.id, { status: 'active' }),
      now + 10,
    );
    expect(await (await deliver(ctx, newer)).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await deliver(ctx, older)).json()).toMatchObject({ outcome: 'stale' });
    expect((await billingRow(listing.id))!.subscriptionStatus).toBe('past_due');
    expect(await ownerView(cookie, listing.id)).toMatchObject({ stage: 'payment_failed' });
  });

  it('refuses a bad signature (400) and changes nothing; answers 200 to an event for an unknown listing', async () => {
    const { listing } = await ownListing();
    const forged = stripeEvent(
      'invoice.paid',
      invoiceObject('in_forged', 'sub_forged', listing.id, { periodStart: 0, periodEnd: 4_000_000_000, paidAt: 1 }),
      seconds(new Date()),
    );
    const refused = await deliver(ctx, forged, 'whsec_someone_else');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: BILLING_MESSAGES.badSignature });
    const unsigned = await request(ctx, '/api/billing/webhook', { method: 'POST', body: JSON.stringify(forged) });
    expect(unsigned.status).toBe(400);
    expect(await ctx.db.select().from(billingEvents).where(eq(billingEvents.id, forged.id))).toHaveLength(0);
    expect(await stored(listing.id)).toMatchObject({ isPaid: false });

    const stranger = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject('sub_nobody', '00000000-0000-4000-8000-000000000000'),
      seconds(new Date()),
    );
    const answered = await deliver(ctx, stranger);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ received: true, outcome: 'unknown_listing' });
  });

  it('nobody can start, manage or cancel the subscription of a listing that is not theirs', async () => {
    const { listing } = await paidListing();
    const other = await signedInUser(ctx.db);
    const callsBefore = billingApp.stripe.calls.length;
    for (const action of ['checkout', 'portal', 'cancel']) {
      const res = await request(ctx, `/api/billing/listings/${listing.id}/${action}`, {
        method: 'POST',
        cookie: other.cookie,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: BILLING_MESSAGES.forbidden });
    }
    const anonymous = await request(ctx, `/api/billing/listings/${listing.id}/checkout`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(billingApp.stripe.calls.length).toBe(callsBefore);
    expect((await billingRow(listing.id))!.cancelAtPeriodEnd).toBe(false);
  });

  it('Stripe unreachable: the owner is told, and nothing changes', async () => {
    const { cookie, listing } = await paidListing();
    const offline = createApp({
      ...ctx.deps,
      config: { ...ctx.config, billing: { ...billing, stripeApiUrl: 'http://127.0.0.1:9' } },
    });
    const before = await billingRow(listing.id);
    for (const action of ['cancel', 'portal']) {
      const res = await offline.request(`${TEST_SITE_URL}/api/billing/listings/${listing.id}/${action}`, {
        method: 'POST',
        headers: { origin: TEST_SITE_URL, cookie },
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: BILLING_MESSAGES.providerUnavailable });
    }
    expect(await billingRow(listing.id)).toEqual(before);

    const fresh = await ownListing();
    const res = await offline.request(`${TEST_SITE_URL}/api/billing/listings/${fresh.listing.id}/checkout`, {
      method: 'POST',
      headers: { origin: TEST_SITE_URL, cookie: fresh.cookie },
    });
    expect(res.status).toBe(503);
    expect(await ownerView(fresh.cookie, fresh.listing.id)).toMatchObject({ stage: 'trial', canStart: true });
  });
});
