import { and, eq } from 'drizzle-orm';
import { events, quoteRequests, warehouses } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import {
  quoteRequestAcknowledgement,
  quoteRequestToOperations,
  quoteRequestToWarehouse,
  type QuoteMailInput,
} from '#src/server/mail/templates/quote-request.ts';
import type { QuoteRequest } from '#src/shared/validation/quote.ts';
import { activeListing } from '#src/server/warehouses/public.ts';

export type QuoteOutcome =
  | { ok: false; reason: 'not_listed' }
  | { ok: true; id: string; deliveryStatus: 'sent' | 'failed' };

/**
 * A visitor's quote request (docs/decisions/quote-requests.md): stored, recorded as an
 * event, delivered to the operations inbox (and to the warehouse when its owner asked for
 * that), and acknowledged to the visitor. The delivery status follows the operations copy,
 * which is the one the site is responsible for.
 */
export async function submitQuoteRequest(
  deps: AppDeps,
  quote: QuoteRequest,
  userId: string | null,
): Promise<QuoteOutcome> {
  const { db, config, mailer } = deps;
  const [warehouse] = await db
    .select({
      id: warehouses.id,
      name: warehouses.name,
      city: warehouses.city,
      stateProvince: warehouses.stateProvince,
      country: warehouses.country,
      contactEmails: warehouses.contactEmails,
      forwardQuotesToWarehouse: warehouses.forwardQuotesToWarehouse,
    })
    .from(warehouses)
    .where(and(eq(warehouses.id, quote.warehouseId), activeListing))
    .limit(1);
  if (!warehouse) return { ok: false, reason: 'not_listed' };

  const [row] = await db
    .insert(quoteRequests)
    .values({ ...quote, userId })
    .returning({ id: quoteRequests.id });
  const id = row!.id;
  // Contact details stay in quote_requests; the event only says what was asked, for statistics.
  await db.insert(events).values({
    type: 'quote_request',
    userId,
    warehouseId: warehouse.id,
    payload: JSON.stringify({
      quoteRequestId: id,
      warehouseId: warehouse.id,
      warehouseName: warehouse.name,
      spaceNeeded: quote.spaceNeeded,
      spaceUnit: quote.spaceUnit,
      storageTerm: quote.storageTerm,
      servicesNeeded: quote.servicesNeeded,
    }),
  });

  const mail: QuoteMailInput = { siteUrl: config.siteUrl, adminPath: config.adminPath, quote, warehouse };
  const forwardTo = warehouse.forwardQuotesToWarehouse ? warehouse.contactEmails : [];
  const [toOperations] = await Promise.all([
    mailer.send({ ...quoteRequestToOperations(mail), to: config.opsEmail, replyTo: quote.email, kind: 'quote_request' }),
    mailer.send({ ...quoteRequestAcknowledgement(mail), to: quote.email, kind: 'quote_request_ack' }),
    forwardTo.length
      ? mailer.send({ ...quoteRequestToWarehouse(mail), to: forwardTo, replyTo: quote.email, kind: 'quote_request_forward' })
      : Promise.resolve(true),
  ]);
  const deliveryStatus = toOperations ? 'sent' : 'failed';
  await db
    .update(quoteRequests)
    .set({ deliveryStatus, deliveredAt: toOperations ? new Date() : null })
    .where(eq(quoteRequests.id, id));
  return { ok: true, id, deliveryStatus };
}
