import type Stripe from 'stripe';
import type { BillingConfig } from '#src/server/config.ts';

const clients = new WeakMap<BillingConfig, Stripe>();

/**
 * Stripe's library is loaded on the first billing call, not with the API: it costs a cold
 * function instance about 140 ms, and most requests never reach billing.
 */
const stripeLibrary = () => import('stripe').then((module) => module.default);

/** How long an owner waits on Stripe before being told it could not be reached. */
const STRIPE_TIMEOUT_MS = 10_000;

/**
 * The Stripe client of a billing configuration, made once. STRIPE_API_URL points it at another
 * origin (the tests' stand-in, tests/support/stripe-stand-in.ts).
 */
export async function stripeOf(config: BillingConfig): Promise<Stripe> {
  let client = clients.get(config);
  if (!client) {
    const Stripe = await stripeLibrary();
    const api = config.stripeApiUrl ? new URL(config.stripeApiUrl) : null;
    client = new Stripe(config.stripeSecretKey, {
      timeout: STRIPE_TIMEOUT_MS,
      maxNetworkRetries: 1,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
    });
    clients.set(config, client);
  }
  return client;
}

/** Whether a thrown error came from talking to Stripe (unreachable, refused, failing), not from our own code. */
export async function isStripeError(err: unknown): Promise<boolean> {
  const Stripe = await stripeLibrary();
  return err instanceof Stripe.errors.StripeError;
}
