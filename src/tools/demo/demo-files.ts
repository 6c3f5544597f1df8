import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  BUSINESS_VERIFICATION_METHODS,
  SERVICES,
  SPACE_UNITS,
  STORAGE_TERM_TYPES,
  WAREHOUSE_STATUSES,
} from '#src/shared/catalog.ts';
import { listingSchema } from '#src/shared/validation/listing.ts';
import { MAX_LISTING_PHOTOS, regionsOf } from '#src/shared/validation/listing-wording.ts';
import { emailField } from '#src/shared/validation/fields.ts';
import { DEMO_MEMBERS } from './demo-people.ts';

/**
 * The demo's listings, their area codes and the quote requests sent to them live in JSON under
 * data/ (docs/decisions/demo-data.md); each file is checked here when it is read, with the
 * listing form's own field rules and value lists, so a slip in a data file stops setup with the
 * file and the field named instead of seeding a listing no owner could have saved.
 */

const listingFields = listingSchema.shape;
const memberNames = DEMO_MEMBERS.map((m) => m.username) as [DemoMemberName, ...DemoMemberName[]];
type DemoMemberName = (typeof DEMO_MEMBERS)[number]['username'];

export const demoListingSchema = z
  .strictObject({
    name: listingFields.name,
    address: listingFields.address,
    unitNumber: z.string().trim().min(1).max(40).optional(),
    city: listingFields.city,
    province: listingFields.stateProvince,
    country: listingFields.country.default('Canada'),
    /** null shows as 'Please Contact'. */
    squareFeet: listingFields.squareFeet,
    storageType: listingFields.storageType,
    term: listingFields.storageTermType,
    services: listingFields.servicesOffered,
    description: listingFields.description,
    status: z.enum(WAREHOUSE_STATUSES).default('active'),
    /** Why an admin declined or paused it, shown to the owner. */
    reason: z.string().min(1).optional(),
    pausedBy: z.enum(['owner', 'admin']).optional(),
    ownedByDemoOwner: z.boolean().default(false),
    /** A pending listing's days in the review queue, so the queue shows a range of ages. */
    waitingDays: z.int().nonnegative().optional(),
    /** The demo member who submitted it, when the demo owner did not. */
    submittedBy: z.enum(memberNames).optional(),
    paid: z.boolean().default(false),
    website: z.boolean().default(false),
    /** Number of pictures; 0 leaves the card's placeholder icon. */
    images: z.int().min(0).max(MAX_LISTING_PHOTOS).default(1),
    pendingName: z.string().min(1).optional(),
  })
  .superRefine((listing, ctx) => {
    if (!regionsOf(listing.country).some((r) => r.code === listing.province)) {
      ctx.addIssue({ code: 'custom', path: ['province'], message: `${listing.province} is not in ${listing.country}` });
    }
  });

export type DemoListing = z.output<typeof demoListingSchema>;

export const demoQuoteSchema = z.strictObject({
  /** The listing the request is sent to, by its name in listings.json: what the message asks for is what it offers. */
  warehouse: z.string().min(1),
  name: z.string().trim().min(1),
  email: emailField,
  phone: z.string().trim().min(1),
  company: z.string().trim().min(1).nullable(),
  spaceNeeded: z.number().positive(),
  spaceUnit: z.enum(SPACE_UNITS),
  /** Weeks between the request and the start it asks for. */
  startInWeeks: z.int().positive(),
  storageTerm: z.enum(STORAGE_TERM_TYPES),
  services: z.array(z.enum(SERVICES)).min(1),
  message: z.string().trim().min(10),
  /** Sent by a signed-in member. */
  member: z.enum(memberNames).optional(),
});

export type DemoQuote = z.output<typeof demoQuoteSchema>;

/** Owners whose business the demo admin checked, so the demo shows "Owner verified" where it is true. */
const demoBusinessVerificationSchema = z.strictObject({
  owner: z.enum(['demo-owner', ...memberNames]),
  method: z.enum(BUSINESS_VERIFICATION_METHODS),
  note: z.string().trim().min(1).optional(),
  daysAgo: z.int().nonnegative(),
});

function readDataFile<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  const text = readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8');
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`Demo data: ${file} is not valid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export const DEMO_LISTINGS: readonly DemoListing[] = readDataFile('listings.json', z.array(demoListingSchema));

/** Area codes of the listings' cities ("City, PR"), so each listing's (fictional, 555-01xx) number looks local. */
export const DEMO_AREA_CODES: Readonly<Record<string, string>> = readDataFile(
  'area-codes.json',
  z.record(z.string().regex(/^.+, [A-Z]{2}$/), z.string().regex(/^\d{3}$/)),
);

/** Quote requests as people write them, each to the listing its message describes. */
export const DEMO_QUOTES: readonly DemoQuote[] = readDataFile('quote-requests.json', z.array(demoQuoteSchema));

export const DEMO_BUSINESS_VERIFICATIONS: readonly z.output<typeof demoBusinessVerificationSchema>[] = readDataFile(
  'business-verifications.json',
  z.array(demoBusinessVerificationSchema),
);

function checkReferences() {
  const names = new Set<string>();
  for (const listing of DEMO_LISTINGS) {
    if (names.has(listing.name)) throw new Error(`Demo data: listings.json names "${listing.name}" twice`);
    names.add(listing.name);
    const place = `${listing.city}, ${listing.province}`;
    if (!DEMO_AREA_CODES[place]) throw new Error(`Demo data: area-codes.json has no area code for ${place}`);
  }
  for (const quote of DEMO_QUOTES) {
    const listing = DEMO_LISTINGS.find((l) => l.name === quote.warehouse);
    if (listing?.status !== 'active') {
      throw new Error(
        `Demo data: quote-requests.json sends ${quote.name}'s request to "${quote.warehouse}", not an active listing`,
      );
    }
  }
}
checkReferences();
