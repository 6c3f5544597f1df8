import { STORAGE_TERM_LABELS } from '#src/shared/catalog.ts';
import { QUOTE_SPACE_UNIT_LABELS, type QuoteRequest } from '#src/shared/validation/quote.ts';
import { formatLocation } from '#src/shared/warehouse.ts';
import { siteLink, type RenderedEmail } from './layout.ts';
import { renderDetailsEmail, type DetailsEmailParts } from './details-layout.ts';

export interface QuoteMailInput {
  siteUrl: string;
  /** Where the admin dashboard lives, for the operations copy. */
  adminPath: string;
  quote: QuoteRequest;
  warehouse: { id: string; name: string; city: string; stateProvince: string; country: string };
}

const warehouseUrl = (input: QuoteMailInput) => siteLink(input.siteUrl, `/warehouse/${input.warehouse.id}`);

function requestDetails(input: QuoteMailInput): DetailsEmailParts['details'] {
  const { quote, warehouse } = input;
  return [
    ['Warehouse', `${warehouse.name} (${formatLocation(warehouse)})`],
    ['Name', quote.name],
    ['Email', quote.email],
    ['Phone', quote.phone],
    ['Company', quote.company],
    ['Space needed', `${quote.spaceNeeded.toLocaleString('en-US')} ${QUOTE_SPACE_UNIT_LABELS[quote.spaceUnit]}`],
    ['Start date', quote.startDate],
    ['Storage term', STORAGE_TERM_LABELS[quote.storageTerm]],
    ['Services needed', quote.servicesNeeded.join(', ')],
  ];
}

/** The request itself, to the operations inbox. */
export function quoteRequestToOperations(input: QuoteMailInput): RenderedEmail {
  return renderDetailsEmail({
    siteUrl: input.siteUrl,
    subject: `Quote request for ${input.warehouse.name} from ${input.quote.name}`,
    intro: [`A visitor asked for a quote for ${input.warehouse.name}. Reply to this e-mail to answer them.`],
    details: requestDetails(input),
    body: { label: 'Message', text: input.quote.message },
    links: [
      { label: 'View the listing', url: warehouseUrl(input) },
      { label: 'Open the admin dashboard', url: siteLink(input.siteUrl, `/${input.adminPath}`) },
    ],
  });
}

/** The request, to the warehouse's own contacts when the owner asked for quotes to be forwarded. */
export function quoteRequestToWarehouse(input: QuoteMailInput): RenderedEmail {
  return renderDetailsEmail({
    siteUrl: input.siteUrl,
    subject: `New quote request for ${input.warehouse.name}`,
    intro: [
      `${input.quote.name} asked for a quote for ${input.warehouse.name} on our directory. Reply to this e-mail to answer them directly.`,
    ],
    details: requestDetails(input),
    body: { label: 'Message', text: input.quote.message },
    links: [{ label: 'Your listing', url: warehouseUrl(input) }],
  });
}

/** The acknowledgement to the visitor who asked. */
export function quoteRequestAcknowledgement(input: QuoteMailInput): RenderedEmail {
  return renderDetailsEmail({
    siteUrl: input.siteUrl,
    subject: `We received your quote request for ${input.warehouse.name}`,
    intro: [
      `Hi ${input.quote.name},`,
      `Thank you for your quote request for ${input.warehouse.name}. We'll get back to you soon; the warehouse may also contact you directly. Here is what you sent:`,
    ],
    details: requestDetails(input),
    body: { label: 'Your message', text: input.quote.message },
    links: [{ label: 'View the warehouse', url: warehouseUrl(input) }],
  });
}
