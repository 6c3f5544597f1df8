import { describe, expect, it } from 'vitest';
import { inLanguageOf, withLocale } from '#src/server/i18n/request-locale.ts';
import { contactInquiryMessage } from '#src/server/mail/templates/contact-inquiry.ts';
import { listingReceivedToOperations } from '#src/server/mail/templates/listing-received.ts';
import { quoteRequestToOperations } from '#src/server/mail/templates/quote-request.ts';
import { contactRequestSchema } from '#src/shared/validation/contact.ts';
import { listingSchema } from '#src/shared/validation/listing.ts';
import { quoteRequestSchema } from '#src/shared/validation/quote.ts';
import { contactInquiryBody, quoteRequestBody } from '#tests/support/factories.ts';
import { listingInput } from '#tests/support/listing-input.ts';

const siteUrl = 'https://warehouses.example';
const adminPath = 'ops-console-test';
const warehouse = {
  id: '2f1c7a34-5a8e-4d0e-9c55-0f6f7f1d9a11',
  name: 'Quai Nord',
  city: 'Laval',
  stateProvince: 'QC',
  country: 'Canada',
};

/** The mails to the operations inbox, each rendered when asked. */
const operationsMail = {
  listingReceived: () =>
    listingReceivedToOperations({
      siteUrl,
      adminPath,
      listing: { ...listingSchema.parse(listingInput('Quai Nord')), id: warehouse.id },
      owner: { username: 'quai', email: 'quai@example.com' },
    }),
  quoteRequest: () =>
    quoteRequestToOperations({
      siteUrl,
      adminPath,
      quote: quoteRequestSchema.parse(quoteRequestBody(warehouse.id)),
      warehouse,
    }),
  contactInquiry: () => contactInquiryMessage({ siteUrl, inquiry: contactRequestSchema.parse(contactInquiryBody()) }),
};

describe('operations inbox mail', () => {
  it.each(Object.entries(operationsMail))('%s: is English even when a French request sends it', (_, render) => {
    const english = withLocale('en', render);
    expect(withLocale('fr', render)).toEqual(english);
    expect(inLanguageOf({ locale: 'fr' }, render)).toEqual(english);
    expect(english.html).toContain('<html lang="en">');
    expect(english.text).not.toContain(`${siteUrl}/fr`);
  });
});
