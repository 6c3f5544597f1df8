import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { listingBilling, warehouses } from '#db/schema.ts';
import type { BillingConfig } from '#src/server/config.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { apiClient, request, useTestApp, type TestContext } from '#tests/support/app.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import {
  signed,
  STAND_IN_PRICE,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from '#tests/support/stripe-stand-in.ts';

/** The billing integration tests' helpers: a test app with billing on against the Stripe stand-in. */
export const DAY = 86_400_000;
export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Billing against the stand-in; each test app takes a copy that names its own stand-in's address. */
export const billing: Readonly<BillingConfig> = {
  stripeSecretKey: STAND_IN_SECRET_KEY,
  stripeWebhookSecret: STAND_IN_WEBHOOK_SECRET,
  stripePriceId: STAND_IN_PRICE,
  earlyPartnerDiscount: 'EARLY50',
  trialDays: 30,
  graceDays: 7,
};

/** Delivers an event as Stripe does: signed, to the webhook. */
export function deliver(ctx: TestContext, event: object, secret?: string) {
  const { payload, signature } = signed(event, secret);
  return request(ctx, '/api/billing/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'stripe-signature': signature },
  });
}

/** Inside a describe: the Stripe stand-in and a test app billing through it, with the tests' shortcuts. */
export function useBillingApp() {
  let stripe: StripeStandIn;
  // A copy per file: files share this module (vitest.config.ts), and a Stripe client is made once per configuration.
  const config: BillingConfig = { ...billing };
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    config.stripeApiUrl = stripe.url;
  });
  afterAll(() => stripe?.close());
  const ctx = useTestApp({ billing: config });

  const checkout = (cookie: string, id: string) =>
    apiClient(ctx, { cookie }).billing.listings[':id'].checkout.$post({ param: { id } });
  const ownListing = async () => {
    const owner = await signedInUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { userId: owner.user.id });
    return { ...owner, listing };
  };
  return {
    ctx,
    get stripe() {
      return stripe;
    },
    stored: async (id: string) => (await ctx.db.select().from(warehouses).where(eq(warehouses.id, id)))[0]!,
    billingRow: async (id: string) =>
      (await ctx.db.select().from(listingBilling).where(eq(listingBilling.warehouseId, id)))[0],
    ownerView: async (cookie: string, id: string) => {
      const answer = await (await apiClient(ctx, { cookie }).billing.$get()).json();
      if (!answer.enabled) throw new Error('billing is off');
      return answer.listings[id];
    },
    checkout,
    ownListing,
    /** An owned live listing that went through Checkout and paid its first month. */
    paidListing: async () => {
      const owned = await ownListing();
      const { url } = await (await checkout(owned.cookie, owned.listing.id)).json();
      const sessionId = url.split('/').pop()!;
      const events = stripe.checkoutEvents(sessionId, seconds(new Date()));
      for (const event of events) expect((await deliver(ctx, event)).status).toBe(200);
      return { ...owned, subscription: `sub_${sessionId}`, events };
    },
  };
}
