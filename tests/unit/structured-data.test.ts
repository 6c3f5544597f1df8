import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS, HOME_FAQ_ITEMS } from '#src/shared/faq.ts';
import { SITE_NAME, SUPPORT_EMAIL } from '#src/shared/site.ts';
import {
  faqPageStructuredData,
  organizationStructuredData,
  warehouseStructuredData,
} from '#src/shared/structured-data.ts';
import { NO_LISTING_FACTS } from '#src/shared/listing-facts.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';

const SITE = 'https://warehouses.example';

const base: PublicWarehouse = {
  ...NO_LISTING_FACTS,
  id: '6f1c2a52-5d0e-4a8e-9d43-0c6f3f2b9a11',
  name: 'Lakeshore Logistics Centre',
  address: 'Industrial Pkwy',
  unitNumber: null,
  city: 'Mississauga',
  stateProvince: 'ON',
  country: 'Canada',
  squareFeet: 42000,
  storageType: ['Dry Storage', 'Cold Storage'],
  storageTermType: 'both',
  servicesOffered: ['Storage', 'Fulfillment'],
  contactEmails: [],
  contactPhones: [],
  websiteUrl: null,
  description: 'Racked dry and cold storage near Pearson airport.',
  images: ['/media/demo/cold-room-960.webp', '/media/demo/racking-aisle-960.webp'],
  showContactInfo: false,
  latitude: 43.589,
  longitude: -79.644,
  approximateLocation: false,
  locatedByCityOnly: false,
  isPaid: false,
  updatedAt: '2025-09-01T12:00:00.000Z',
  availabilityConfirmedAt: '2025-09-01T12:00:00.000Z',
  ownerVerified: false,
};

const withContact: PublicWarehouse = {
  ...base,
  address: '1250 Industrial Pkwy',
  unitNumber: '4B',
  showContactInfo: true,
  contactEmails: ['ops@lakeshore.example', 'sales@lakeshore.example'],
  contactPhones: ['905-555-0100'],
  websiteUrl: 'https://lakeshore.example',
};

describe('warehouseStructuredData', () => {
  it.each<[string, PublicWarehouse, Record<string, unknown>]>([
    [
      'the fields of a listing that hides its contact details',
      base,
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        '@id': `${SITE}/warehouse/${base.id}#business`,
        identifier: base.id,
        name: 'Lakeshore Logistics Centre',
        description: base.description,
        url: `${SITE}/warehouse/${base.id}`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Industrial Pkwy',
          addressLocality: 'Mississauga',
          addressRegion: 'ON',
          addressCountry: 'Canada',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 43.589, longitude: -79.644 },
        floorSize: { '@type': 'QuantitativeValue', value: 42000, unitCode: 'FTK', unitText: 'square feet' },
        additionalProperty: [
          { '@type': 'PropertyValue', name: 'storageType', value: 'Dry Storage' },
          { '@type': 'PropertyValue', name: 'storageType', value: 'Cold Storage' },
        ],
        image: [`${SITE}/media/demo/cold-room-960.webp`, `${SITE}/media/demo/racking-aisle-960.webp`],
      },
    ],
    [
      'contact e-mails, phones, unit and website when the owner shows them',
      withContact,
      {
        address: expect.objectContaining({ streetAddress: '1250 Industrial Pkwy, Unit 4B' }),
        email: ['ops@lakeshore.example', 'sales@lakeshore.example'],
        telephone: '905-555-0100',
        sameAs: 'https://lakeshore.example',
      },
    ],
  ])('%s', (_, warehouse, expected) => {
    expect(warehouseStructuredData(warehouse, SITE)).toMatchObject(expected);
  });

  it.each<[string, Partial<PublicWarehouse>, string[]]>([
    ['no coordinates: no geo', { latitude: null, longitude: null }, ['geo']],
    ['no size (Please Contact): no floorSize', { squareFeet: null }, ['floorSize']],
    ['no images: no image', { images: [] }, ['image']],
    [
      'contact hidden: no email, telephone or website',
      { websiteUrl: 'https://hidden.example' },
      ['email', 'telephone', 'sameAs'],
    ],
  ])('leaves out what is unknown: %s', (_, overrides, absent) => {
    const data = warehouseStructuredData({ ...base, ...overrides }, SITE);
    for (const key of absent) expect(data).not.toHaveProperty(key);
  });

  it("offers storage at the owner's prices, in the country's currency, where the listing gives them", () => {
    expect(warehouseStructuredData(base, SITE)).not.toHaveProperty('makesOffer');
    const priced = warehouseStructuredData(
      {
        ...base,
        country: 'United States',
        pricePerPalletMonth: 12.5,
        pricePerSqFtYear: 9,
        availableFrom: '2027-01-15',
      },
      SITE,
    );
    expect(priced.makesOffer).toEqual({
      '@type': 'Offer',
      name: 'Warehouse storage space',
      priceCurrency: 'USD',
      availabilityStarts: '2027-01-15',
      priceSpecification: [
        {
          '@type': 'UnitPriceSpecification',
          price: 12.5,
          priceCurrency: 'USD',
          unitCode: 'MON',
          unitText: 'per pallet position per month',
        },
        {
          '@type': 'UnitPriceSpecification',
          price: 9,
          priceCurrency: 'USD',
          unitCode: 'ANN',
          unitText: 'per square foot per year',
        },
      ],
    });
  });

  it('survives a JSON round trip (it is embedded as JSON-LD)', () => {
    const data = warehouseStructuredData(withContact, new URL(SITE));
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe('faqPageStructuredData', () => {
  it.each([
    ['no items', []],
    ['one item', [{ question: 'Is it free?', answer: 'Yes.' }]],
    ['the whole FAQ', FAQ_ITEMS],
  ])('%s', (_, items) => {
    const data = faqPageStructuredData(items);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    expect(data.mainEntity).toEqual(
      items.map((i) => ({
        '@type': 'Question',
        name: i.question,
        acceptedAnswer: { '@type': 'Answer', text: i.answer },
      })),
    );
  });
});

describe('organizationStructuredData', () => {
  it.each([SITE, `${SITE}/`, new URL(SITE)])('from site %s', (site) => {
    expect(organizationStructuredData(site)).toMatchObject({
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${SITE}/`,
      logo: `${SITE}/favicon.svg`,
      email: SUPPORT_EMAIL,
      contactPoint: { '@type': 'ContactPoint', url: `${SITE}/contact` },
    });
  });
});

describe('FAQ content', () => {
  it('has five home page items with the price guidance among the answers', () => {
    expect(HOME_FAQ_ITEMS).toHaveLength(5);
    const text = FAQ_ITEMS.map((i) => i.answer).join(' ');
    for (const figure of ['$8-15', '$6-12', '$12-25', 'month-to-month']) expect(text).toContain(figure);
    expect(new Set(FAQ_ITEMS.map((i) => i.question)).size).toBe(FAQ_ITEMS.length);
  });
});
