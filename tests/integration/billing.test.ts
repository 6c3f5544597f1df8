import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, billingPayments, listingBilling, warehouses } from '#db/schema.ts';
import { runBillingSchedule } from '#src/server/billing/billing-schedule.ts';
import { createApp } from '#src/server/api/app.ts';
import type { BillingConfig } from '#src/server/config.ts';
import { BILLING_MESSAGES, type AdminBillingAnswer, type OwnerBillingAnswer } from '#src/shared/api/billing.ts';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import { OWNER_ACTION_MESSAGES } from '#src/shared/api/listing-actions.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { request, TEST_SITE_URL, useTestApp, type TestContext } from '#tests/support/app.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { adminCall, adminListing, auditOf, signedInAdmin } from '#tests/support/admin.ts';
import { mailsTo } from '#tests/support/mail.ts';
import {
  invoiceObject,
  MONTHLY_PRICE,
  signed,
  STAND_IN_PRICE,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  stripeEvent,
  subscriptionObject,
  type StripeStandIn,
} from '#tests/support/stripe-stand-in.ts';

const DAY = 86_400_000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const billing: BillingConfig = {
  stripeSecretKey: STAND_IN_SECRET_KEY,
  stripeWebhookSecret: STAND_IN_WEBHOOK_SECRET,
  stripePriceId: STAND_IN_PRICE,
  earlyPartnerDiscount: 'EARLY50',
  trialDays: 30,
  graceDays: 7,
};

/** Delivers an event as Stripe does: signed, to the webhook. */
function deliver(ctx: TestContext, event: object, secret?: string) {
  const { payload, signature } = signed(event, secret);
  return request(ctx, '/api/billing/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'stripe-signature': signature },
  });
}

describe('billing off (no Stripe configuration)', () => {
  const ctx = useTestApp();

  it('leaves everything to the admins: no billing for owners, no webhook, the manual subscription form works', async () => {
    const { user, cookie } = await signedInUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { userId: user.id });
    expect(await (await request(ctx, '/api/billing', { cookie })).json()).toEqual({ enabled: false });
    const checkout = await request(ctx, `/api/billing/listings/${listing.id}/checkout`, { method: 'POST', cookie });
    expect(checkout.status).toBe(404);
    expect(await checkout.json()).toEqual({ message: BILLING_MESSAGES.off });
    const event = stripeEvent('invoice.paid', {}, seconds(new Date()));
    expect((await deliver(ctx, event)).status).toBe(404);

    const admin = await signedInAdmin(ctx);
    const before = await adminListing(ctx, admin.cookie, listing.id);
    const saved = await adminCall(ctx, admin.cookie, `/listings/${listing.id}/subscription`, {
      method: 'PUT',
      body: {
        expectedUpdatedAt: before.updatedAt,
        isPaid: true,
        subscriptionPlan: 'early_partner',
        paymentDate: '2026-11-01',
        subscriptionExpiryDate: '2027-11-01',
      },
    });
    expect(saved.status).toBe(200);
    expect((await ctx.db.select().from(warehouses).where(eq(warehouses.id, listing.id)))[0]).toMatchObject({
      isPaid: true,
      subscriptionPlan: 'early_partner',
    });
    expect(await (await adminCall(ctx, admin.cookie, `/billing/listings/${listing.id}`)).json()).toEqual({
      enabled: false,
    });
    // Nothing scheduled runs either.
    expect(await runBillingSchedule(ctx.deps, new Date(Date.now() + 365 * DAY))).toEqual({
      reminded: 0,
      graceStarted: 0,
      paused: 0,
      expired: 0,
    });
  });
});

describe('billing on (Stripe stand-in)', () => {
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    billing.stripeApiUrl = stripe.url;
  });
  afterAll(() => stripe?.close());
  const ctx = useTestApp({ billing });

  const stored = async (id: string) => (await ctx.db.select().from(warehouses).where(eq(warehouses.id, id)))[0]!;
  const billingRow = async (id: string) =>
    (await ctx.db.select().from(listingBilling).where(eq(listingBilling.warehouseId, id)))[0];
  const ownerView = async (cookie: string, id: string) => {
    const answer = (await (await request(ctx, '/api/billing', { cookie })).json()) as OwnerBillingAnswer;
    if (!answer.enabled) throw new Error('billing is off');
    return answer.listings[id];
  };
  const checkout = (cookie: string, id: string) =>
    request(ctx, `/api/billing/listings/${id}/checkout`, { method: 'POST', cookie });
  const ownListing = async () => {
    const owner = await signedInUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { userId: owner.user.id });
    return { ...owner, listing };
  };
  /** An owned live listing that went through Checkout and paid its first month. */
  const paidListing = async () => {
    const owned = await ownListing();
    const { url } = (await (await checkout(owned.cookie, owned.listing.id)).json()) as { url: string };
    const sessionId = url.split('/').pop()!;
    const events = stripe.checkoutEvents(sessionId, seconds(new Date()));
    for (const event of events) expect((await deliver(ctx, event)).status).toBe(200);
    return { ...owned, subscription: `sub_${sessionId}`, events };
  };

  it("starts a listing's trial the first time it goes live with an owner, and shows its end to the owner", async () => {
    const { user, cookie } = await signedInUser(ctx.db);
    const pending = await createWarehouse(ctx.db, { userId: user.id, status: 'pending' });
    expect(await billingRow(pending.id)).toBeUndefined();
    expect(await ownerView(cookie, pending.id)).toBeUndefined();

    const admin = await signedInAdmin(ctx);
    const version = (await adminListing(ctx, admin.cookie, pending.id)).updatedAt;
    const approved = await adminCall(ctx, admin.cookie, `/listings/${pending.id}/approve`, {
      body: { expectedUpdatedAt: version },
    });
    expect(approved.status).toBe(200);
    const row = await billingRow(pending.id);
    expect(Date.now() - row!.trialStartedAt.getTime()).toBeLessThan(60_000);
    const view = await ownerView(cookie, pending.id);
    expect(view).toMatchObject({ stage: 'trial', canStart: true, canManage: false, discounted: false });
    expect(Date.parse(view!.trialEndsAt) - row!.trialStartedAt.getTime()).toBe(30 * DAY);
  });

  it('trial, then Checkout, then paid: the subscription fields follow, and every payment is recorded', async () => {
    const { user, cookie, listing } = await ownListing();
    const res = await checkout(cookie, listing.id);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url.startsWith(`${stripe.url}/checkout/`)).toBe(true);
    const call = stripe.calls.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(call.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': STAND_IN_PRICE,
      'metadata[warehouseId]': listing.id,
      'subscription_data[metadata][warehouseId]': listing.id,
      customer_email: user.email,
      success_url: `${TEST_SITE_URL}/my-warehouses?billing=started&listing=${listing.id}`,
    });
    expect(call.params).not.toHaveProperty('discounts[0][coupon]');

    const sessionId = url.split('/').pop()!;
    const now = seconds(new Date());
    for (const event of stripe.checkoutEvents(sessionId, now)) {
      const delivered = await deliver(ctx, event);
      expect(delivered.status).toBe(200);
      expect(await delivered.json()).toEqual({ received: true, outcome: 'applied' });
    }
    const paid = await stored(listing.id);
    expect(paid).toMatchObject({ isPaid: true, subscriptionPlan: 'monthly', status: 'active' });
    expect(paid.paymentDate!.getTime()).toBe(now * 1000);
    expect(paid.subscriptionExpiryDate!.getTime()).toBe((now + 30 * 86_400) * 1000);
    expect(await ownerView(cookie, listing.id)).toMatchObject({
      stage: 'subscribed',
      canStart: false,
      canManage: true,
      canCancel: true,
    });
    const payments = await ctx.db.select().from(billingPayments).where(eq(billingPayments.warehouseId, listing.id));
    expect(payments).toMatchObject([{ status: 'paid', amount: MONTHLY_PRICE, currency: 'cad' }]);

    // Paid listings rank first (product decisions): ahead of an unpaid one updated since.
    const unpaid = await createWarehouse(ctx.db, { updatedAt: new Date(Date.now() + 60_000) });
    const found = (await (await request(ctx, '/api/search?limit=50')).json()) as { warehouses: { id: string }[] };
    const rank = (id: string) => found.warehouses.findIndex((w) => w.id === id);
    expect(rank(listing.id)).toBeGreaterThanOrEqual(0);
    expect(rank(listing.id)).toBeLessThan(rank(unpaid.id));

    // A second Checkout for a paid listing is refused; the portal opens on the customer Checkout made.
    expect((await checkout(cookie, listing.id)).status).toBe(409);
    const portal = await request(ctx, `/api/billing/listings/${listing.id}/portal`, { method: 'POST', cookie });
    expect(portal.status).toBe(200);
    expect(stripe.calls.at(-1)!.params).toMatchObject({ customer: `cus_${sessionId}` });
  });

  it('applies the early-partner discount an admin granted, and audits the grant and an extra trial', async () => {
    const { cookie, listing } = await ownListing();
    const admin = await signedInAdmin(ctx);
    const granted = await adminCall(ctx, admin.cookie, `/billing/listings/${listing.id}/discount`, {
      method: 'PUT',
      body: { discount: 'EARLY50' },
    });
    expect(granted.status).toBe(200);
    expect(((await granted.json()) as AdminBillingAnswer & { enabled: true }).billing).toMatchObject({
      discount: 'EARLY50',
      discounted: true,
    });
    const extra = await adminCall(ctx, admin.cookie, `/billing/listings/${listing.id}/extra-trial`, {
      body: { days: 14 },
    });
    expect(extra.status).toBe(200);
    const view = await ownerView(cookie, listing.id);
    expect(view).toMatchObject({ discounted: true });
    expect(Date.parse(view!.trialEndsAt) - (await billingRow(listing.id))!.trialStartedAt.getTime()).toBe(44 * DAY);
    const actions = (await auditOf(ctx, admin.cookie, 'listing', listing.id)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['billing.discount', 'billing.extra_trial']));

    expect((await checkout(cookie, listing.id)).status).toBe(200);
    expect(stripe.calls.at(-1)!.params).toMatchObject({ 'discounts[0][coupon]': 'EARLY50' });

    const refused = await adminCall(ctx, admin.cookie, `/billing/listings/${listing.id}/extra-trial`, {
      body: { days: 0 },
    });
    expect(refused.status).toBe(400);
  });

  it('reminds the owner 7 days and 1 day before the trial ends, once each', async () => {
    const { user, listing } = await ownListing();
    const now = new Date();
    await ctx.db
      .update(listingBilling)
      .set({ trialStartedAt: new Date(now.getTime() - 25 * DAY) })
      .where(eq(listingBilling.warehouseId, listing.id));
    await runBillingSchedule(ctx.deps, now);
    await runBillingSchedule(ctx.deps, now);
    await ctx.outbox.drain();
    const weekBefore = mailsTo(ctx.mailer.sent, user.email, 'billing_trial_reminder');
    expect(weekBefore).toHaveLength(1);
    expect(weekBefore[0]!.subject).toContain(`The free trial of "${listing.name}" ends on`);

    await runBillingSchedule(ctx.deps, new Date(now.getTime() + 4.5 * DAY));
    await runBillingSchedule(ctx.deps, new Date(now.getTime() + 4.6 * DAY));
    await ctx.outbox.drain();
    expect(mailsTo(ctx.mailer.sent, user.email, 'billing_trial_reminder')).toHaveLength(2);
  });

  it('a failed payment, then grace, then paused, then paid, then resumed', async () => {
    const { user, cookie, listing, subscription } = await paidListing();
    const paidThrough = (await billingRow(listing.id))!.paidThrough!;
    const renewal = {
      periodStart: seconds(paidThrough),
      periodEnd: seconds(paidThrough) + 30 * 86_400,
    };
    const failed = stripeEvent(
      'invoice.payment_failed',
      invoiceObject('in_renewal', subscription, listing.id, renewal),
      seconds(new Date()),
    );
    expect((await deliver(ctx, failed)).status).toBe(200);
    const failure = mailsTo(ctx.mailer.sent, user.email, 'billing_payment_failed');
    expect(failure).toHaveLength(1);
    expect(failure[0]!.text).toContain('update your card');
    expect(await ownerView(cookie, listing.id)).toMatchObject({ stage: 'payment_failed', canManage: true });

    // The grace period is over once the paid month has run out and 7 days have passed since the failure.
    const later = new Date(paidThrough.getTime() + 1000);
    expect(await runBillingSchedule(ctx.deps, later)).toMatchObject({ paused: 1 });
    await ctx.outbox.drain();
    const paused = await stored(listing.id);
    expect(paused).toMatchObject({ status: 'paused', pausedBy: 'billing', isPaid: false });
    expect(paused.pendingStatusReason).toBe(BILLING_MESSAGES.pauseReason(7));
    expect(mailsTo(ctx.mailer.sent, user.email, 'billing_paused')).toHaveLength(1);
    expect(await ownerView(cookie, listing.id)).toMatchObject({ stage: 'paused', canStart: false, canManage: true });
    const resume = await request(ctx, `/api/listings/${listing.id}/resume`, { method: 'POST', cookie });
    expect(resume.status).toBe(409);
    expect(await resume.json()).toEqual({ message: OWNER_ACTION_MESSAGES.pausedForBilling });
    const admin = await signedInAdmin(ctx);
    const version = (await adminListing(ctx, admin.cookie, listing.id)).updatedAt;
    const adminResume = await adminCall(ctx, admin.cookie, `/listings/${listing.id}/resume`, {
      body: { expectedUpdatedAt: version },
    });
    expect(adminResume.status).toBe(409);
    expect(await adminResume.json()).toEqual({ message: ADMIN_MESSAGES.pausedByBilling });

    const paidLate = stripeEvent(
      'invoice.paid',
      invoiceObject('in_renewal', subscription, listing.id, { ...renewal, paidAt: seconds(new Date()) }),
      seconds(new Date()) + 1,
    );
    expect((await deliver(ctx, paidLate)).status).toBe(200);
    expect(await stored(listing.id)).toMatchObject({
      status: 'active',
      pausedBy: null,
      pendingStatusReason: null,
      isPaid: true,
    });
    const payments = await ctx.db.select().from(billingPayments).where(eq(billingPayments.warehouseId, listing.id));
    expect(payments.map((p) => [p.invoiceId, p.status]).sort()).toEqual(
      [
        ['in_renewal', 'paid'],
        [`in_${subscription.slice(4)}`, 'paid'],
      ].sort(),
    );
    // A late copy of the failure changes nothing now that the invoice is paid.
    const lateFailure = stripeEvent('invoice.payment_failed', failed.data.object, seconds(new Date()) + 2);
    expect(await (await deliver(ctx, lateFailure)).json()).toEqual({ received: true, outcome: 'stale' });
    expect(await ownerView(cookie, listing.id)).toMatchObject({ stage: 'subscribed' });
  });

  it('cancel at period end: the listing stays paid to the end of the month, then its cover ends', async () => {
    const { user, cookie, listing, subscription } = await paidListing();
    const cancel = await request(ctx, `/api/billing/listings/${listing.id}/cancel`, { method: 'POST', cookie });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ billing: { stage: 'cancelling', canCancel: false } });
    expect(stripe.calls.at(-1)).toMatchObject({
      path: `/v1/subscriptions/${subscription}`,
      params: { cancel_at_period_end: 'true' },
    });
    const now = seconds(new Date());
    await deliver(
      ctx,
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject(subscription, listing.id, { cancel_at_period_end: true }),
        now + 5,
      ),
    );
    expect(await stored(listing.id)).toMatchObject({ isPaid: true, status: 'active' });

    const paidThrough = (await billingRow(listing.id))!.paidThrough!;
    await deliver(
      ctx,
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject(subscription, listing.id, { status: 'canceled' }),
        now + 10,
      ),
    );
    const after = new Date(paidThrough.getTime() + 1000);
    expect(await runBillingSchedule(ctx.deps, after)).toMatchObject({ expired: 1 });
    expect(await stored(listing.id)).toMatchObject({ isPaid: false, status: 'active' });
    expect(await runBillingSchedule(ctx.deps, after)).toMatchObject({ graceStarted: 1 });
    await ctx.outbox.drain();
    expect(mailsTo(ctx.mailer.sent, user.email, 'billing_cover_ended')[0]!.subject).toBe(
      `The subscription of "${listing.name}" has ended`,
    );
  });

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
    const callsBefore = stripe.calls.length;
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
    expect(stripe.calls.length).toBe(callsBefore);
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
