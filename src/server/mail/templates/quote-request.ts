import { whoAnswers, type QuoteAnsweredBy } from '#src/shared/api/leads.ts';
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

type QuoteWarehouse = QuoteMailInput['warehouse'];

const warehouseUrl = (siteUrl: string, warehouse: QuoteWarehouse) => siteLink(siteUrl, `/warehouse/${warehouse.id}`);

/** What the buyer needs, the part every copy shows. */
function needs(quote: QuoteRequest): DetailsEmailParts['details'] {
  return [
    ['Space needed', `${quote.spaceNeeded.toLocaleString('en-US')} ${QUOTE_SPACE_UNIT_LABELS[quote.spaceUnit]}`],
    ['Start date', quote.startDate],
    ['Storage term', STORAGE_TERM_LABELS[quote.storageTerm]],
    ['Services needed', quote.servicesNeeded.join(', ')],
  ];
}

function requestDetails(input: QuoteMailInput): DetailsEmailParts['details'] {
  const { quote, warehouse } = input;
  return [
    ['Warehouse', `${warehouse.name} (${formatLocation(warehouse)})`],
    ['Name', quote.name],
    ['Email', quote.email],
    ['Phone', quote.phone],
    ['Company', quote.company],
    ...needs(quote),
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
      { label: 'View the listing', url: warehouseUrl(input.siteUrl, input.warehouse) },
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
    links: [{ label: 'Your listing', url: warehouseUrl(input.siteUrl, input.warehouse) }],
  });
}

/** A new lead, to the listing owner's account address: who asks, what they need, and the lead in their inbox. */
export function newLeadToOwner(input: QuoteMailInput & { leadId: string }): RenderedEmail {
  const { quote, warehouse } = input;
  const who = quote.company ? `${quote.name} (${quote.company})` : quote.name;
  return renderDetailsEmail({
    siteUrl: input.siteUrl,
    subject: `New lead for ${warehouse.name}: ${who}`,
    intro: [
      `${who} asked for a quote for ${warehouse.name}. Their contact details are in your lead inbox, where you can reply and keep track of the lead.`,
    ],
    details: [['Warehouse', `${warehouse.name} (${formatLocation(warehouse)})`], ['From', who], ...needs(quote)],
    body: { label: 'Message', text: quote.message },
    links: [{ label: 'Open the lead', url: siteLink(input.siteUrl, '/my-warehouses/leads', { lead: input.leadId }) }],
  });
}

/** The one acknowledgement to the visitor who asked, naming every listing and who will answer for each. */
export function quoteRequestAcknowledgement(input: {
  siteUrl: string;
  quote: QuoteRequest;
  asked: { warehouse: QuoteWarehouse; answeredBy: QuoteAnsweredBy }[];
}): RenderedEmail {
  const { quote, asked } = input;
  const names = asked.map((a) => a.warehouse.name);
  const subject =
    names.length === 1
      ? `We received your quote request for ${names[0]}`
      : `We received your quote request for ${names.length} warehouses`;
  return renderDetailsEmail({
    siteUrl: input.siteUrl,
    subject,
    intro: [
      `Hi ${quote.name},`,
      `Thank you for your quote request. Who will answer:`,
      ...asked.map((a) => `• ${whoAnswers({ warehouseName: a.warehouse.name, answeredBy: a.answeredBy })}`),
      'Here is what you sent:',
    ],
    details: [
      ['Warehouses', asked.map((a) => `${a.warehouse.name} (${formatLocation(a.warehouse)})`).join('; ')],
      ['Name', quote.name],
      ['Email', quote.email],
      ['Phone', quote.phone],
      ['Company', quote.company],
      ...needs(quote),
    ],
    body: { label: 'Your message', text: quote.message },
    links: asked.map((a) => ({ label: a.warehouse.name, url: warehouseUrl(input.siteUrl, a.warehouse) })),
  });
}

/** The owner's reply from their lead inbox, to the buyer; Reply-To is the owner, so the buyer answers them. */
export function leadReplyToBuyer(input: {
  siteUrl: string;
  listingName: string;
  buyerName: string;
  ownerName: string;
  message: string;
}): RenderedEmail {
  return renderDetailsEmail({
    siteUrl: input.siteUrl,
    subject: `Re: your quote request for ${input.listingName}`,
    intro: [
      `Hi ${input.buyerName},`,
      `${input.ownerName} of ${input.listingName} answered your quote request. Reply to this e-mail to write back to them.`,
    ],
    details: [],
    body: { label: 'Their answer', text: input.message },
  });
}
