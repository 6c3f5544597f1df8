import { m } from '#src/shared/i18n/messages.ts';
import { z } from 'zod';
import { COUNTRIES, MIN_SQUARE_FEET, SERVICES, STORAGE_TERM_TYPES, STORAGE_TYPES } from '#src/shared/catalog.ts';
import { requiredText, typedNumber } from './fields.ts';
import { factsConsistency, listingFactsFields } from './listing-facts.ts';
import {
  DESCRIPTION_LIMITS,
  LISTING_MESSAGES,
  MAX_CONTACT_ROWS,
  MAX_LISTING_PHOTOS,
  regionsOf,
} from './listing-wording.ts';

// The form's page loads the messages without zod (listing-wording.ts); the server reads them here too.
export { LISTING_MESSAGES };

/**
 * The warehouse listing form's rules: one schema for the listing form (owners' and admins') and the
 * API (POST/PATCH /api/listings, /api/admin/listings). Messages are the spec's where it has one
 * (docs/decisions/visitor-wording.md), ours where it is silent.
 */

/** Largest square footage we accept: bigger than any single building in North America. */
const MAX_SQUARE_FEET = 50_000_000;

const COUNTRY_NAMES = COUNTRIES.map((c) => c.name) as [string, ...string[]];

/** Optional (the spec's "or null"): a blank field is no figure, shown as 'Please Contact'. */
const squareFeetField = z.preprocess(
  (v) => typedNumber(v) ?? null,
  z
    .number({ error: () => LISTING_MESSAGES.squareFeetNumber })
    .int({ error: () => LISTING_MESSAGES.squareFeetNumber })
    .min(MIN_SQUARE_FEET, { error: () => LISTING_MESSAGES.squareFeet })
    .max(MAX_SQUARE_FEET, { error: () => LISTING_MESSAGES.squareFeetTooLarge })
    .nullable(),
);

const websiteField = z
  .string({ error: () => LISTING_MESSAGES.websiteUrl })
  .trim()
  .max(500, { error: () => LISTING_MESSAGES.websiteUrl })
  .refine((v) => v === '' || isWebUrl(v), { error: () => LISTING_MESSAGES.websiteUrl })
  .transform((v) => (v === '' ? null : v))
  .nullish()
  .transform((v) => v ?? null);

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A photo as a listing names it: the URL of its 960-pixel file, as POST /api/photos answered. */

/** Where a listing is: its city, province or state and country, as the form and the pin's lookup send them. */
const placeFields = {
  city: requiredText(() => LISTING_MESSAGES.city).pipe(
    z.string().max(100, { error: () => LISTING_MESSAGES.cityUnknown }),
  ),
  stateProvince: z
    .string({ error: () => LISTING_MESSAGES.stateProvince })
    .trim()
    .min(1, { error: () => LISTING_MESSAGES.stateProvince }),
  country: z.enum(COUNTRY_NAMES, { error: () => LISTING_MESSAGES.country }),
};

export const listingPhotoUrl = z
  .string({ error: () => LISTING_MESSAGES.photo })
  .regex(/^\/[\w/.-]+-960\.webp$/, { error: () => LISTING_MESSAGES.photo });

const listingObject = z.object({
  name: requiredText(() => LISTING_MESSAGES.name).pipe(
    z.string().max(120, { error: () => LISTING_MESSAGES.nameTooLong }),
  ),
  address: requiredText(() => LISTING_MESSAGES.address).pipe(
    z.string().max(200, { error: () => LISTING_MESSAGES.address }),
  ),
  unitNumber: z
    .string()
    .trim()
    .max(40, { error: () => m.v_unit_too_long() })
    .nullish()
    .transform((v) => v || null),
  ...placeFields,
  squareFeet: squareFeetField,
  storageType: z
    .array(z.enum(STORAGE_TYPES, { error: () => LISTING_MESSAGES.storageType }), {
      error: () => LISTING_MESSAGES.storageType,
    })
    .min(1, { error: () => LISTING_MESSAGES.storageType })
    .transform((v) => [...new Set(v)]),
  storageTermType: z.enum(STORAGE_TERM_TYPES, { error: () => LISTING_MESSAGES.storageTermType }),
  servicesOffered: z
    .array(z.enum(SERVICES, { error: () => LISTING_MESSAGES.servicesOffered }), {
      error: () => LISTING_MESSAGES.servicesOffered,
    })
    .min(1, { error: () => LISTING_MESSAGES.servicesOffered })
    .transform((v) => [...new Set(v)]),
  contactEmails: z
    .array(
      z
        .string({ error: () => LISTING_MESSAGES.contactEmail })
        .trim()
        .pipe(z.email({ error: () => LISTING_MESSAGES.contactEmail }))
        .transform((v) => v.toLowerCase()),
      { error: () => LISTING_MESSAGES.contactEmails },
    )
    .min(1, { error: () => LISTING_MESSAGES.contactEmails })
    .max(MAX_CONTACT_ROWS, { error: () => m.v_listing_contact_emails_max({ max: MAX_CONTACT_ROWS }) }),
  contactPhones: z
    .array(
      z
        .string({ error: () => LISTING_MESSAGES.contactPhone })
        .trim()
        .min(1, { error: () => LISTING_MESSAGES.contactPhone })
        .max(40, { error: () => m.v_phone_too_long() }),
      { error: () => LISTING_MESSAGES.contactPhones },
    )
    .min(1, { error: () => LISTING_MESSAGES.contactPhones })
    .max(MAX_CONTACT_ROWS, { error: () => m.v_listing_contact_phones_max({ max: MAX_CONTACT_ROWS }) }),
  websiteUrl: websiteField,
  description: z
    .string({ error: () => LISTING_MESSAGES.descriptionShort })
    .trim()
    .min(DESCRIPTION_LIMITS.min, { error: () => LISTING_MESSAGES.descriptionShort })
    .max(DESCRIPTION_LIMITS.max, { error: () => LISTING_MESSAGES.descriptionLong }),
  images: z
    .array(listingPhotoUrl)
    .max(MAX_LISTING_PHOTOS, { error: () => LISTING_MESSAGES.photos })
    .default([])
    .transform((v) => [...new Set(v)]),
  showContactInfo: z.boolean().default(false),
  forwardQuotesToWarehouse: z.boolean().default(false),
  /** Where the owner put the building's pin; absent or null keeps the saved one (the city's centre for a new listing). */
  pin: z
    .object(
      {
        latitude: z
          .number({ error: () => LISTING_MESSAGES.pin })
          .min(-90, { error: () => LISTING_MESSAGES.pin })
          .max(90, { error: () => LISTING_MESSAGES.pin }),
        longitude: z
          .number({ error: () => LISTING_MESSAGES.pin })
          .min(-180, { error: () => LISTING_MESSAGES.pin })
          .max(180, { error: () => LISTING_MESSAGES.pin }),
      },
      { error: () => LISTING_MESSAGES.pin },
    )
    .nullish()
    .transform((v) => v ?? null),
  ...listingFactsFields,
});

/**
 * Everything an owner sets on a listing. The province or state must belong to the country; that
 * the city is a gazetteer place there is checked by the server (it needs the database), which
 * answers with LISTING_MESSAGES.cityUnknown under City.
 */
export const listingSchema = listingObject.superRefine((listing, ctx) => {
  if (!regionsOf(listing.country).some((r) => r.code === listing.stateProvince)) {
    ctx.addIssue({ code: 'custom', path: ['stateProvince'], message: LISTING_MESSAGES.stateProvince });
  }
  for (const issue of factsConsistency(listing)) ctx.addIssue({ code: 'custom', ...issue });
});

/** What the form holds (strings where the visitor types) and what the API stores. */
export type ListingInput = z.input<typeof listingSchema>;
export type Listing = z.output<typeof listingSchema>;

/** GET /api/listings/location: the address typed so far, for the pin's starting point. */
export const listingLocationQuery = z.object({
  address: z.string().trim().max(200).default(''),
  ...placeFields,
});

/** GET /api/listings/cities: what the City field has typed, in the province or state chosen above it. */
export const listingCitiesQuery = z.object({
  country: z.enum(COUNTRY_NAMES, { error: () => LISTING_MESSAGES.country }),
  stateProvince: z
    .string({ error: () => LISTING_MESSAGES.stateProvince })
    .trim()
    .min(1, { error: () => LISTING_MESSAGES.stateProvince }),
  query: z.string().trim().max(100).default(''),
});
