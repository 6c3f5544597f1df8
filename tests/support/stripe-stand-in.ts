import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe endpoints billing uses (Checkout sessions, Customer Portal
 * sessions, updating a subscription), so billing is tested offline with the real `stripe` SDK
 * pointed at it (STRIPE_API_URL). Its Checkout "page" (/checkout/:id) plays the customer paying:
 * it sends the events Stripe would send, signed with the SDK's own test-header helper, to the
 * site's webhook, then redirects back to the session's success_url.
 */

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in';
export const STAND_IN_PRICE = 'price_monthly_test';
/** What the stand-in charges a month, in cents, before any discount. */
export const MONTHLY_PRICE = 4900;
const DAY_SECONDS = 86_400;

const signer = new Stripe(STAND_IN_SECRET_KEY);

/** A Stripe event of `type` around `object`, created `at` (seconds; Stripe's `created`). */
export function stripeEvent(type: string, object: Record<string, unknown>, at: number) {
  return { id: `evt_${Math.random().toString(36).slice(2, 14)}`, object: 'event', type, created: at, data: { object } };
}

/** A delivery as Stripe signs it: the body and its Stripe-Signature header. */
export function signed(event: object, secret = STAND_IN_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

export const subscriptionObject = (
  id: string,
  warehouseId: string,
  fields: { status?: string; cancel_at_period_end?: boolean; customer?: string } = {},
) => ({
  id,
  object: 'subscription',
  customer: fields.customer ?? 'cus_test',
  status: fields.status ?? 'active',
  cancel_at_period_end: fields.cancel_at_period_end ?? false,
  metadata: { warehouseId },
});

export const invoiceObject = (
  id: string,
  subscription: string,
  warehouseId: string,
  fields: { amount?: number; periodStart: number; periodEnd: number; paidAt?: number },
) => ({
  id,
  object: 'invoice',
  currency: 'cad',
  amount_due: fields.amount ?? MONTHLY_PRICE,
  amount_paid: fields.paidAt ? (fields.amount ?? MONTHLY_PRICE) : 0,
  status_transitions: { paid_at: fields.paidAt ?? null },
  parent: { type: 'subscription_details', subscription_details: { subscription, metadata: { warehouseId } } },
  lines: { object: 'list', data: [{ period: { start: fields.periodStart, end: fields.periodEnd } }] },
});

interface Session {
  id: string;
  params: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  /** Every API call received: method, path and the form parameters as sent (`metadata[warehouseId]` …). */
  calls: { method: string; path: string; params: Record<string, string> }[];
  /** The events a completed Checkout session sends, in order, created from `at` (seconds). */
  checkoutEvents(sessionId: string, at: number): ReturnType<typeof stripeEvent>[];
  /** Where the Checkout page delivers its events (the site's /api/billing/webhook). */
  setWebhook(url: string): void;
  close(): Promise<void>;
}

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
}

export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const sessions = new Map<string, Session>();
  const calls: StripeStandIn['calls'] = [];
  let webhook: string | null = null;
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++sequence}`;
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const checkoutEvents = (sessionId: string, at: number) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No Checkout session ${sessionId}`);
    const warehouseId = session.params['metadata[warehouseId]']!;
    const customer = session.params.customer ?? `cus_${sessionId}`;
    const subscription = `sub_${sessionId}`;
    const discounted = Boolean(
      session.params['discounts[0][coupon]'] || session.params['discounts[0][promotion_code]'],
    );
    const amount = discounted ? MONTHLY_PRICE / 2 : MONTHLY_PRICE;
    return [
      stripeEvent(
        'checkout.session.completed',
        {
          id: sessionId,
          object: 'checkout.session',
          mode: 'subscription',
          customer,
          subscription,
          client_reference_id: warehouseId,
          metadata: { warehouseId },
        },
        at,
      ),
      stripeEvent('customer.subscription.created', subscriptionObject(subscription, warehouseId, { customer }), at),
      stripeEvent(
        'invoice.paid',
        invoiceObject(`in_${sessionId}`, subscription, warehouseId, {
          amount,
          periodStart: at,
          periodEnd: at + 30 * DAY_SECONDS,
          paidAt: at,
        }),
        at + 1,
      ),
    ];
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const params = req.method === 'POST' ? await formOf(req) : {};
    if (url.pathname.startsWith('/v1/')) calls.push({ method: req.method ?? 'GET', path: url.pathname, params });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = nextId('cs');
      sessions.set(id, { id, params });
      return json(res, 200, { id, object: 'checkout.session', mode: 'subscription', url: `${origin}/checkout/${id}` });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return json(res, 200, {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        url: `${origin}/portal/${id}?return=${encodeURIComponent(params.return_url ?? '')}`,
      });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && subscription) {
      return json(res, 200, {
        id: subscription[1],
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: params.cancel_at_period_end === 'true',
      });
    }
    const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && checkout && sessions.has(checkout[1]!)) {
      // The customer paid: Stripe tells the site, then sends the browser back.
      const events = checkoutEvents(checkout[1]!, Math.floor(Date.now() / 1000));
      for (const event of events) {
        if (!webhook) break;
        const { payload, signature } = signed(event);
        await fetch(webhook, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
      }
      res.writeHead(303, { location: sessions.get(checkout[1]!)!.params.success_url! });
      return res.end();
    }
    const portal = /^\/portal\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && portal) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        `<!doctype html><title>Billing portal</title><h1>Billing portal</h1><a href="${url.searchParams.get('return')}">Return</a>`,
      );
    }
    json(res, 404, { error: { type: 'invalid_request_error', message: `Unknown path ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    calls,
    checkoutEvents,
    setWebhook: (url) => {
      webhook = url;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
