import { describe, expect, it } from 'vitest';
import { inLanguageOf } from '#src/server/i18n/request-locale.ts';
import {
  listingReceivedMessage,
  listingReceivedToOperations,
  type ListingReceivedInput,
} from '#src/server/mail/templates/listing-received.ts';
import { NO_LISTING_FACTS } from '#src/shared/listing-facts.ts';

const input: ListingReceivedInput = {
  siteUrl: 'https://warehouses.example',
  adminPath: 'ops-console-test',
  owner: { username: 'dock<b>boss', email: 'owner@example.com' },
  listing: {
    id: '2f1c7a34-5a8e-4d0e-9c55-0f6f7f1d9a11',
    name: 'Harbour "<script>" Storage',
    address: '250 Dock Road',
    unitNumber: 'Unit 4',
    city: 'Mississauga',
    stateProvince: 'ON',
    country: 'Canada',
    squareFeet: 12500,
    storageType: ['Dry Storage'],
    storageTermType: 'long-term',
    servicesOffered: ['Storage', 'Kitting'],
    contactEmails: ['leasing@harbour.example'],
    contactPhones: ['905-555-0101'],
    websiteUrl: null,
    description: 'Racked space.\nFour dock doors.',
    images: [],
    showContactInfo: false,
    forwardQuotesToWarehouse: true,
    pin: null,
    ...NO_LISTING_FACTS,
  },
};

/** The owner's receipt, as listing-writes.ts renders it for an English account. */
const receipt = () => inLanguageOf({ locale: 'en' }, () => listingReceivedMessage(input));

describe('listing received e-mails', () => {
  it('tells the owner their listing is on the waitlist, with what they sent and where to manage it', () => {
    const mail = receipt();
    expect(mail.subject).toBe('We received your listing "Harbour "<script>" Storage"');
    expect(mail.text).toContain('waitlist');
    expect(mail.text).toContain('Location: Mississauga, ON, Canada');
    expect(mail.text).toContain('Square feet: 12,500');
    expect(mail.text).toContain('Storage term: Long-term');
    expect(mail.text).toContain('https://warehouses.example/my-warehouses');
    expect(mail.text).not.toContain('ops-console-test');
  });

  it('gives operations the owner and a link to the dashboard', () => {
    const mail = listingReceivedToOperations(input);
    expect(mail.subject).toBe('New listing to review: Harbour "<script>" Storage');
    expect(mail.text).toContain('Owner: dock<b>boss <owner@example.com>');
    expect(mail.text).toContain('https://warehouses.example/ops-console-test');
  });

  it.each([
    ['receipt', receipt()],
    ['operations notice', listingReceivedToOperations(input)],
  ])('%s: escapes what the owner typed in the HTML', (_, mail) => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>boss');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
