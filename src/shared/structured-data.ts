import { currencyOf } from './catalog.ts';
import { LANGUAGE_TAG } from './i18n/locale.ts';
import { getLocale, localHref, m } from './i18n/messages.ts';
import { warehousePageUrl } from './listing-urls.ts';
import { SITE_NAME, SUPPORT_EMAIL } from './site.ts';
import type { PublicWarehouse } from './warehouse.ts';
import { listingAvailability, todayDay } from './listing-facts.ts';

/**
 * schema.org JSON-LD for search engines (docs/decisions/interface-behaviour.md: a warehouse as a local business, the FAQ items,
 * and the organization). URLs are absolute because crawlers read them out of context.
 */

type JsonLd = Record<string, unknown>;

const absolute = (path: string, site: string | URL) => new URL(path, site).href;

/** The page itself, in its language: every page carries one (src/layouts/BaseLayout.astro). */
export function webPageStructuredData(url: string, name: string, site: string | URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name,
    inLanguage: LANGUAGE_TAG[getLocale()],
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: absolute('/', site) },
  };
}

export function warehouseStructuredData(w: PublicWarehouse, site: string | URL): JsonLd {
  const url = absolute(warehousePageUrl(w.id), site);
  const streetAddress = [w.address, w.unitNumber ? `Unit ${w.unitNumber}` : null].filter(Boolean).join(', ');
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    identifier: w.id,
    name: w.name,
    description: w.description,
    url,
    address: {
      '@type': 'PostalAddress',
      streetAddress,
      addressLocality: w.city,
      addressRegion: w.stateProvince,
      addressCountry: w.country,
    },
  };
  if (w.latitude !== null && w.longitude !== null) {
    data.geo = { '@type': 'GeoCoordinates', latitude: w.latitude, longitude: w.longitude };
  }
  if (w.contactEmails.length) data.email = w.contactEmails.length === 1 ? w.contactEmails[0] : w.contactEmails;
  if (w.contactPhones.length) data.telephone = w.contactPhones.length === 1 ? w.contactPhones[0] : w.contactPhones;
  if (w.squareFeet !== null) {
    // FTK is the UN/CEFACT code for square feet.
    data.floorSize = { '@type': 'QuantitativeValue', value: w.squareFeet, unitCode: 'FTK', unitText: 'square feet' };
  }
  const offer = storageOffer(w);
  if (offer) data.makesOffer = offer;
  if (w.storageType.length) {
    data.additionalProperty = w.storageType.map((value) => ({ '@type': 'PropertyValue', name: 'storageType', value }));
  }
  if (w.images.length) data.image = w.images.map((src) => absolute(src, site));
  // The website is shown with the other contact details, so it follows the same choice.
  if (w.websiteUrl && w.showContactInfo) data.sameAs = w.websiteUrl;
  return data;
}

/**
 * The owner's indicative prices as one storage offer with a unit price per pallet position per
 * month and per square foot per year (UN/CEFACT: MON month, ANN year, FTK square foot), in the
 * country's currency; none when the listing gives no price.
 */
function storageOffer(w: PublicWarehouse): JsonLd | null {
  const priceCurrency = currencyOf(w.country);
  const availability = listingAvailability(w, todayDay());
  const specifications = [
    w.pricePerPalletMonth !== null && {
      '@type': 'UnitPriceSpecification',
      price: w.pricePerPalletMonth,
      priceCurrency,
      unitCode: 'MON',
      unitText: 'per pallet position per month',
    },
    w.pricePerSqFtYear !== null && {
      '@type': 'UnitPriceSpecification',
      price: w.pricePerSqFtYear,
      priceCurrency,
      unitCode: 'ANN',
      unitText: 'per square foot per year',
    },
  ].filter(Boolean);
  if (!specifications.length) return null;
  return {
    '@type': 'Offer',
    name: 'Warehouse storage space',
    priceCurrency,
    priceSpecification: specifications.length === 1 ? specifications[0] : specifications,
    ...(availability.now ? {} : { availabilityStarts: availability.from }),
  };
}

export function faqPageStructuredData(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: LANGUAGE_TAG[getLocale()],
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function organizationStructuredData(site: string | URL): JsonLd {
  const url = absolute('/', site);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: SITE_NAME,
    url,
    logo: absolute('/favicon.svg', site),
    description: m.site_tagline(),
    email: SUPPORT_EMAIL,
    areaServed: ['CA', 'US'],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: SUPPORT_EMAIL,
      url: absolute(localHref('/contact'), site),
      availableLanguage: ['en', 'fr'],
    },
  };
}

/** A page's trail from the country down (docs/decisions/place-pages.md), as the page shows it. */
export function breadcrumbStructuredData(trail: readonly { name: string; href: string }[], site: string | URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(crumb.href, site),
    })),
  };
}

/** The listings a place page shows, in the order shown. */
export function itemListStructuredData(
  name: string,
  listings: readonly Pick<PublicWarehouse, 'id' | 'name'>[],
  site: string | URL,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: listings.length,
    itemListElement: listings.map((w, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: w.name,
      url: absolute(warehousePageUrl(w.id), site),
    })),
  };
}
