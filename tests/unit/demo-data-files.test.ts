import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { LISTING_TERMS_MATCHING, type Service, type StorageType } from '#src/shared/catalog.ts';
import {
  DEMO_LISTINGS,
  DEMO_QUOTES,
  demoListingSchema,
  demoQuoteSchema,
  type DemoListing,
} from '#src/tools/demo/demo-files.ts';

const listingsFile = () =>
  JSON.parse(readFileSync('src/tools/demo/data/listings.json', 'utf8')) as Record<string, unknown>[];

describe('the demo data files', () => {
  it('are read and checked with the listing form’s own rules: a misspelt storage type fails, naming the field', () => {
    const [first, ...rest] = listingsFile();
    const bad = [{ ...first, storageType: ['Cold storage'] }, ...rest];
    const parsed = z.array(demoListingSchema).safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual([0, 'storageType', 0]);
  });

  it('reject a province that is not in the listing’s country and a field nobody reads', () => {
    const [first] = listingsFile();
    expect(demoListingSchema.safeParse({ ...first, province: 'NV' }).success).toBe(false);
    expect(demoListingSchema.safeParse({ ...first, sqaureFeet: 1000 }).success).toBe(false);
    expect(demoListingSchema.safeParse(first).success).toBe(true);
  });

  it('reject a quote request with an unknown service', () => {
    const [quote] = JSON.parse(readFileSync('src/tools/demo/data/quote-requests.json', 'utf8')) as object[];
    expect(demoQuoteSchema.safeParse(quote).success).toBe(true);
    expect(demoQuoteSchema.safeParse({ ...quote, services: ['Storage', 'Teleporting'] }).success).toBe(false);
  });
});

/** Places a message may name, and where a warehouse must be to serve it. */
const PLACES: { words: RegExp; fits: (w: DemoListing) => boolean }[] = [
  {
    words: /\bGTA\b|Greater Toronto/i,
    fits: (w) => ['Toronto', 'Mississauga', 'Brampton', 'Vaughan', 'Markham', 'Milton', 'Oakville'].includes(w.city),
  },
  {
    words: /western states|West Coast/i,
    fits: (w) => ['WA', 'OR', 'CA', 'NV', 'ID', 'UT', 'AZ', 'MT', 'WY', 'CO', 'NM'].includes(w.province),
  },
  { words: /\binterstate\b/i, fits: (w) => w.country === 'United States' },
  { words: /Lower Mainland/i, fits: (w) => w.province === 'BC' },
  { words: /Prairies/i, fits: (w) => ['AB', 'SK', 'MB'].includes(w.province) },
];

/** Celsius temperatures a message asks for ("-20 °C", "2-4 °C", "between 15 and 25 °C"). */
function temperatures(message: string): number[] {
  return [...message.matchAll(/(-?\d+)(?:\s*(?:-|–|and|to)\s*(-?\d+))?\s*°C/g)].flatMap((m) =>
    [m[1], m[2]].filter((n) => n !== undefined).map(Number),
  );
}

/** What the message says it needs, as storage types (any one will do) or services. */
const NEEDS: { words: RegExp; storage?: StorageType[]; service?: Service }[] = [
  { words: /frozen|freezer|chilled|refrigerated/i, storage: ['Cold Storage'] },
  { words: /hazmat|dangerous goods/i, storage: ['Hazmat Storage'] },
  { words: /\bFBA\b|Amazon/, service: 'FBA' },
  { words: /Shopify|online store|web orders/i, service: 'Pick and Pack Services' },
  { words: /kitting|assemble/i, service: 'Kitting' },
];

function contradictions(message: string, w: DemoListing, cities: string[]): string[] {
  const found: string[] = [];
  for (const place of PLACES)
    if (place.words.test(message) && !place.fits(w)) found.push(`${place.words} is not near ${w.city}`);
  for (const city of cities) {
    if (new RegExp(`\\b${city}\\b`).test(message) && city !== w.city) found.push(`names ${city}, not ${w.city}`);
  }
  const degrees = temperatures(message);
  if (degrees.length > 0) {
    const coldest = Math.min(...degrees);
    const needs: StorageType[] = coldest < 10 ? ['Cold Storage'] : ['Cold Storage', 'Climate Controlled'];
    if (!needs.some((t) => w.storageType.includes(t))) found.push(`${coldest} °C needs ${needs.join(' or ')}`);
  }
  for (const need of NEEDS) {
    if (!need.words.test(message)) continue;
    if (need.storage && !need.storage.some((t) => w.storageType.includes(t)))
      found.push(`${need.words} needs ${need.storage}`);
    if (need.service && !w.services.includes(need.service)) found.push(`${need.words} needs ${need.service}`);
  }
  return found;
}

describe('the demo quote requests', () => {
  const cities = [...new Set(DEMO_LISTINGS.map((w) => w.city))];

  it.each(DEMO_QUOTES.map((q) => [q.name, q.warehouse, q] as const))(
    "%s's request to %s asks for nothing its warehouse contradicts",
    (_name, warehouse, quote) => {
      const listing = DEMO_LISTINGS.find((w) => w.name === warehouse)!;
      expect(listing.status).toBe('active');
      expect(contradictions(quote.message, listing, cities)).toEqual([]);
      expect(quote.services.filter((s) => !listing.services.includes(s))).toEqual([]);
      // A request for one term only fits a warehouse that offers that term; "both" fits anything.
      if (quote.storageTerm !== 'both') expect(LISTING_TERMS_MATCHING[quote.storageTerm]).toContain(listing.term);
    },
  );

  it('catches the mismatches the demo used to have', () => {
    const byName = (name: string) => DEMO_LISTINGS.find((w) => w.name === name)!;
    const maya = DEMO_QUOTES.find((q) => q.name === 'Maya Okafor')!;
    const carlos = DEMO_QUOTES.find((q) => q.name === 'Carlos Mendes')!;
    expect(contradictions(maya.message, byName('Dallas Distribution Hub'), cities)).not.toEqual([]);
    expect(contradictions(carlos.message, byName('Lakeshore Cold Chain Mississauga'), cities)).not.toEqual([]);
  });

  it("leaves the demo owner with leads to answer on at least five of their listings' requests", () => {
    const owners = DEMO_QUOTES.filter((q) => DEMO_LISTINGS.find((w) => w.name === q.warehouse)!.ownedByDemoOwner);
    expect(owners.length).toBeGreaterThanOrEqual(5);
  });
});
