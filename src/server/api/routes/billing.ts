import { Hono } from 'hono';
import { BILLING_MESSAGES } from '#src/shared/api/billing.ts';
import {
  cancelSubscription,
  openBillingPortal,
  ownerBilling,
  startCheckout,
  type BillingRefusal,
  type RedirectOutcome,
} from '#src/server/billing/owner-billing.ts';
import { receiveStripeEvent } from '#src/server/billing/stripe-events.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireUser } from '#src/server/api/guards.ts';
import { ApiError } from '#src/server/api/http.ts';
import { warehouseIdParam } from '#src/server/api/params.ts';
import { refusalError, type RefusalAnswer } from '#src/server/api/refusals.ts';

/** Where Stripe sends its events: exempt from the JSON-body guard, as its signature is over the raw body (app.ts). */
export const STRIPE_WEBHOOK_PATH = /^\/api\/billing\/webhook\/?$/;

const REFUSALS = {
  billing_off: [404, () => BILLING_MESSAGES.off],
  not_found: [404, () => BILLING_MESSAGES.notFound],
  forbidden: [403, () => BILLING_MESSAGES.forbidden],
  not_live: [409, () => BILLING_MESSAGES.notLive],
  already_subscribed: [409, () => BILLING_MESSAGES.alreadySubscribed],
  no_customer: [409, () => BILLING_MESSAGES.noCustomer],
  not_cancellable: [409, () => BILLING_MESSAGES.notCancellable],
  provider_unavailable: [503, () => BILLING_MESSAGES.providerUnavailable],
} as const satisfies Record<BillingRefusal['reason'], RefusalAnswer>;

function redirectAnswer(outcome: RedirectOutcome) {
  if (!outcome.ok) throw refusalError(REFUSALS, outcome);
  return { url: outcome.url };
}

/**
 * /api/billing: an owner's self-serve billing (docs/decisions/billing.md) and Stripe's webhook.
 * Every owner route acts only on the session user's own listings.
 */
export const billingRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    return c.json(await ownerBilling(c.var, user.id));
  })
  .post('/listings/:id/checkout', async (c) => {
    const user = requireUser(c);
    return c.json(redirectAnswer(await startCheckout(c.var, user.id, warehouseIdParam(c, 'id'))));
  })
  .post('/listings/:id/portal', async (c) => {
    const user = requireUser(c);
    return c.json(redirectAnswer(await openBillingPortal(c.var, user.id, warehouseIdParam(c, 'id'))));
  })
  .post('/listings/:id/cancel', async (c) => {
    const user = requireUser(c);
    const outcome = await cancelSubscription(c.var, user.id, warehouseIdParam(c, 'id'));
    if (!outcome.ok) throw refusalError(REFUSALS, outcome);
    return c.json({ billing: outcome.billing });
  })
  .post('/webhook', async (c) => {
    const result = await receiveStripeEvent(c.var, await c.req.text(), c.req.header('stripe-signature'));
    if (!result.ok) {
      throw new ApiError(
        result.reason === 'billing_off' ? 404 : 400,
        result.reason === 'billing_off' ? BILLING_MESSAGES.off : BILLING_MESSAGES.badSignature,
      );
    }
    return c.json({ received: true, outcome: result.outcome });
  });
