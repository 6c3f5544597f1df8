import { and, eq } from 'drizzle-orm';
import { events, quoteRequests, warehouses } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { queueMail } from '#src/server/mail/outbox.ts';
import {
  quoteRequestAcknowledgement,
  quoteRequestToOperations,
  quoteRequestToWarehouse,
  type QuoteMailInput,
} from '#src/server/mail/templates/quote-request.ts';
import type { QuoteRequest } from '#src/shared/validation/quote.ts';
import { activeListing } from '#src/server/warehouses/public.ts';

export type QuoteOutcome = { ok: false; reason: 'not_listed' } | { ok: true; id: string };

/**
 * A visitor's quote request (docs/decisions/quote-requests.md): stored, recorded as an
 * event, and its mail queued in the same transaction: to the operations inbox (and to the
 * warehouse when its owner asked for that), and an acknowledgement to the visitor. The outbox
 * worker sets the request's delivery status from the operations copy, which is the one the
 * site is responsible for.
 */
export async function submitQuoteRequest(
  deps: AppDeps,
  quote: QuoteRequest,
  userId: string | null,
): Promise<QuoteOutcome> {
  const { db, config } = deps;
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

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quoteRequests)
      .values({ ...quote, userId, listingName: warehouse.name, listingCity: warehouse.city })
      .returning({ id: quoteRequests.id });
    const quoteRequestId = row!.id;
    // Contact details stay in quote_requests; the event only says what was asked, for statistics.
    await tx.insert(events).values({
      type: 'quote_request',
      userId,
      warehouseId: warehouse.id,
      payload: JSON.stringify({
        quoteRequestId,
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
    await queueMail(tx, [
      {
        ...quoteRequestToOperations(mail),
        to: config.opsEmail,
        replyTo: quote.email,
        kind: 'quote_request',
        quoteRequestId,
      },
      { ...quoteRequestAcknowledgement(mail), to: quote.email, kind: 'quote_request_ack', quoteRequestId },
      ...(forwardTo.length
        ? [
            {
              ...quoteRequestToWarehouse(mail),
              to: forwardTo,
              replyTo: quote.email,
              kind: 'quote_request_forward',
              quoteRequestId,
            },
          ]
        : []),
    ]);
    return quoteRequestId;
  });
  deps.outbox.kick();
  return { ok: true, id };
}
