import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingPayments, listingBilling, users, warehouses } from '#db/schema.ts';
import { runBillingSchedule } from '#src/server/billing/billing-schedule.ts';
import { BILLING_MESSAGES } from '#src/shared/api/billing.ts';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import { formatDate } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { OWNER_ACTION_MESSAGES } from '#src/shared/api/listing-actions.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { apiClient, request, TEST_SITE_URL, useTestApp } from '#tests/support/app.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { billing, DAY, deliver, seconds, useBillingApp } from '#tests/support/billing.ts';
import { adminCall, adminListing, auditOf, signedInAdmin } from '#tests/support/admin.ts';
import { lastMailTo, linkFrom, mailsTo } from '#tests/support/mail.ts';
import {
  invoiceObject,
  MONTHLY_PRICE,
  STAND_IN_PRICE,
  stripeEvent,
  subscriptionObject,
} from '#tests/support/stripe-stand-in.ts';

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
  const billingApp = useBillingApp();
  const { ctx, stored, billingRow, ownerView, checkout, ownListing, paidListing } = billingApp;

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
    const { url } = await res.json();
    expect(url.startsWith(`${billingApp.stripe.url}/checkout/`)).toBe(true);
    const call = billingApp.stripe.calls.at(-1)!;
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
    for (const event of billingApp.stripe.checkoutEvents(sessionId, now)) {
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
    const found = await (await apiClient(ctx).search.$get({ query: { limit: '50' } })).json();
    const rank = (id: string) => found.warehouses.findIndex((w) => w.id === id);
    expect(rank(listing.id)).toBeGreaterThanOrEqual(0);
    expect(rank(listing.id)).toBeLessThan(rank(unpaid.id));

    // A second Checkout for a paid listing is refused; the portal opens on the customer Checkout made.
    expect((await checkout(cookie, listing.id)).status).toBe(409);
    const portal = await request(ctx, `/api/billing/listings/${listing.id}/portal`, { method: 'POST', cookie });
    expect(portal.status).toBe(200);
    expect(billingApp.stripe.calls.at(-1)!.params).toMatchObject({ customer: `cus_${sessionId}` });
  });

  it('applies the early-partner discount an admin granted, and audits the grant and an extra trial', async () => {
    const { cookie, listing } = await ownListing();
    const admin = await signedInAdmin(ctx);
    const granted = await apiClient(ctx, { cookie: admin.cookie }).admin.billing.listings[':id'].discount.$put({
      param: { id: listing.id },
      json: { discount: 'EARLY50' },
    });
    expect(granted.status).toBe(200);
    const grantedAnswer = await granted.json();
    if (!grantedAnswer.enabled) throw new Error('billing is off');
    expect(grantedAnswer.billing).toMatchObject({
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
    expect(billingApp.stripe.calls.at(-1)!.params).toMatchObject({ 'discounts[0][coupon]': 'EARLY50' });

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

  it('reminds each owner once when two runs go at once, and a run out of time leaves the rest to the next', async () => {
    const owned = [await ownListing(), await ownListing(), await ownListing()];
    const now = new Date();
    for (const { listing } of owned)
      await ctx.db
        .update(listingBilling)
        .set({ trialStartedAt: new Date(now.getTime() - 25 * DAY) })
        .where(eq(listingBilling.warehouseId, listing.id));
    const noTime = { hasTime: () => false };
    expect(await runBillingSchedule(ctx.deps, now, noTime)).toMatchObject({ reminded: 0 });
    const [a, b] = await Promise.all([runBillingSchedule(ctx.deps, now), runBillingSchedule(ctx.deps, now)]);
    expect(a.reminded + b.reminded).toBeGreaterThanOrEqual(owned.length);
    await ctx.outbox.drain();
    for (const { user } of owned)
      expect(mailsTo(ctx.mailer.sent, user.email, 'billing_trial_reminder')).toHaveLength(1);
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
    expect(billingApp.stripe.calls.at(-1)).toMatchObject({
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

  describe("in the owner's language", () => {
    const fr = { locale: 'fr' } as const;
    /** A day as the billing mails write it out in French (formatDate is checked against Intl in tests/unit/i18n.test.ts). */
    const frenchDay = (at: Date) => formatDate(at, 'long', 'fr');
    /** The listing `make` gives, its owner's account switched to French. */
    const frenchOwner = async <T extends { user: { id: string } }>(make: () => Promise<T>) => {
      const owned = await make();
      await ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, owned.user.id));
      return owned;
    };

    it("writes a French owner's trial reminder, the trial's end and billing's pause in French", async () => {
      const { user, listing } = await frenchOwner(ownListing);
      const now = new Date();
      const trialStartedAt = new Date(now.getTime() - 25 * DAY);
      await ctx.db.update(listingBilling).set({ trialStartedAt }).where(eq(listingBilling.warehouseId, listing.id));
      const trialEndsAt = new Date(trialStartedAt.getTime() + billing.trialDays * DAY);
      const graceStartedAt = new Date(trialEndsAt.getTime() + 1000);
      const pausesAt = new Date(graceStartedAt.getTime() + billing.graceDays * DAY);
      for (const at of [now, graceStartedAt, pausesAt]) await runBillingSchedule(ctx.deps, at);
      await ctx.outbox.drain();
      const mailOf = (kind: string) => lastMailTo(ctx.mailer.sent, user.email, kind);
      const name = listing.name;

      const reminder = mailOf('billing_trial_reminder');
      expect(reminder.subject).toBe(m.mail_trial_ending_subject({ name, day: frenchDay(trialEndsAt) }, fr));
      expect(reminder.text).toContain(m.mail_trial_ending_grace({ days: billing.graceDays }, fr));
      const ended = mailOf('billing_cover_ended');
      expect(ended.subject).toBe(m.mail_trial_ended_subject({ name }, fr));
      expect(ended.text).toContain(m.mail_cover_ended_stays({ day: frenchDay(pausesAt) }, fr));
      const paused = mailOf('billing_paused');
      expect(paused.subject).toBe(m.mail_billing_paused_subject({ name }, fr));
      expect(paused.text).toContain(m.mail_billing_pause_reason({ days: billing.graceDays }, fr));
      for (const mail of [reminder, ended, paused])
        expect(linkFrom(mail, '/fr/my-warehouses').origin).toBe(TEST_SITE_URL);
    });

    it("writes a French owner's failed payment in French", async () => {
      const { user, listing, subscription } = await frenchOwner(paidListing);
      const paidThrough = (await billingRow(listing.id))!.paidThrough!;
      const renewal = { periodStart: seconds(paidThrough), periodEnd: seconds(paidThrough) + 30 * 86_400 };
      const invoice = invoiceObject('in_renewal_fr', subscription, listing.id, renewal);
      const failedAt = new Date();
      expect((await deliver(ctx, stripeEvent('invoice.payment_failed', invoice, seconds(failedAt)))).status).toBe(200);

      const mail = lastMailTo(ctx.mailer.sent, user.email, 'billing_payment_failed');
      expect(mail.subject).toBe(m.mail_payment_failed_subject({ name: listing.name }, fr));
      expect(mail.text).toContain(m.mail_payment_failed_body({ name: listing.name }, fr));
      expect(linkFrom(mail, '/fr/my-warehouses').origin).toBe(TEST_SITE_URL);
    });
  });
});
