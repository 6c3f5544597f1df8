import { z } from 'zod';
import { CERTIFICATIONS } from '#src/shared/catalog.ts';
import { typedNumber } from './fields.ts';

/**
 * The rules of a listing's facts (src/shared/listing-facts.ts), merged into listingSchema: the
 * owner's form, the admin's form and the API all apply them. Every fact is optional; a blank
 * field is null. Bounds are sanity limits, wide enough for any real warehouse
 * (docs/decisions/listing-facts.md).
 */
const FACT_LIMITS = {
  spaceAvailableSqFt: { min: 0, max: 50_000_000 },
  spaceAvailablePallets: { min: 0, max: 1_000_000 },
  minimumTermMonths: { min: 1, max: 120 },
  pricePerPalletMonth: { min: 1, max: 200 },
  pricePerSqFtYear: { min: 1, max: 200 },
  clearHeightFt: { min: 8, max: 150 },
  dockDoors: { min: 0, max: 500 },
  driveInDoors: { min: 0, max: 200 },
  temperatureC: { min: -40, max: 30 },
} as const;

export const FACT_MESSAGES = {
  spaceNegative: 'Space available cannot be negative',
  spaceSqFtNumber: 'Space available must be a whole number of square feet',
  spaceSqFtTooLarge: 'Space available is too large',
  spaceOverTotal: 'Space available cannot be more than the warehouse’s total square feet',
  spacePalletsNumber: 'Pallet positions must be a whole number',
  spacePalletsTooLarge: 'Pallet positions are too many',
  availableFrom: 'Please enter a real date, for example 2026-12-01',
  minimumTerm: `Minimum term must be a whole number of months from ${FACT_LIMITS.minimumTermMonths.min} to ${FACT_LIMITS.minimumTermMonths.max}`,
  pricePerPallet: `Price per pallet per month must be between $${FACT_LIMITS.pricePerPalletMonth.min} and $${FACT_LIMITS.pricePerPalletMonth.max}`,
  pricePerSqFt: `Price per square foot per year must be between $${FACT_LIMITS.pricePerSqFtYear.min} and $${FACT_LIMITS.pricePerSqFtYear.max}`,
  priceCents: 'Prices can have at most two decimals',
  clearHeight: `Clear height must be a whole number of feet from ${FACT_LIMITS.clearHeightFt.min} to ${FACT_LIMITS.clearHeightFt.max}`,
  dockDoors: `Dock doors must be a whole number from 0 to ${FACT_LIMITS.dockDoors.max}`,
  driveInDoors: `Drive-in doors must be a whole number from 0 to ${FACT_LIMITS.driveInDoors.max}`,
  temperature: `Temperature must be a whole number of degrees from ${FACT_LIMITS.temperatureC.min} to ${FACT_LIMITS.temperatureC.max} °C`,
  temperatureOrder: 'The lowest temperature cannot be above the highest',
  certification: 'Please choose certifications from the list',
  yesNo: 'Please choose yes, no or not stated',
} as const;

/** A whole number within limits, or null when left blank. */
const wholeNumber = (limits: { min: number; max: number }, messages: { number: string; low?: string; high?: string }) =>
  z.preprocess(
    (v) => typedNumber(v) ?? null,
    z
      .number({ error: messages.number })
      .int(messages.number)
      .min(limits.min, messages.low ?? messages.number)
      .max(limits.max, messages.high ?? messages.number)
      .nullable(),
  );

/** An amount of money within limits, with at most cents, or null when left blank. */
const price = (limits: { min: number; max: number }, message: string) =>
  z.preprocess(
    (v) => typedNumber(typeof v === 'string' ? v.replace(/^\s*\$/, '') : v) ?? null,
    z
      .number({ error: message })
      .min(limits.min, message)
      .max(limits.max, message)
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, FACT_MESSAGES.priceCents)
      .nullable(),
  );

/** YYYY-MM-DD that names a day of the calendar (not 2026-02-30), or null when left blank. */
const isoDateField = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string({ error: message })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .refine((v) => {
        const day = new Date(`${v}T00:00:00Z`);
        return (
          !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v && v >= '2000-01-01' && v <= '2100-12-31'
        );
      }, message)
      .nullable(),
  );

/** A yes/no fact a form asks with a select ('', 'yes', 'no') and JSON gives as a boolean or null. */
const yesNo = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v === 'yes' ? true : v === 'no' ? false : v),
  z.boolean({ error: FACT_MESSAGES.yesNo }).nullable(),
);

const temperature = wholeNumber(FACT_LIMITS.temperatureC, { number: FACT_MESSAGES.temperature });

export const listingFactsFields = {
  spaceAvailableSqFt: wholeNumber(FACT_LIMITS.spaceAvailableSqFt, {
    number: FACT_MESSAGES.spaceSqFtNumber,
    low: FACT_MESSAGES.spaceNegative,
    high: FACT_MESSAGES.spaceSqFtTooLarge,
  }),
  spaceAvailablePallets: wholeNumber(FACT_LIMITS.spaceAvailablePallets, {
    number: FACT_MESSAGES.spacePalletsNumber,
    low: FACT_MESSAGES.spaceNegative,
    high: FACT_MESSAGES.spacePalletsTooLarge,
  }),
  availableFrom: isoDateField(FACT_MESSAGES.availableFrom),
  minimumTermMonths: wholeNumber(FACT_LIMITS.minimumTermMonths, { number: FACT_MESSAGES.minimumTerm }),
  pricePerPalletMonth: price(FACT_LIMITS.pricePerPalletMonth, FACT_MESSAGES.pricePerPallet),
  pricePerSqFtYear: price(FACT_LIMITS.pricePerSqFtYear, FACT_MESSAGES.pricePerSqFt),
  clearHeightFt: wholeNumber(FACT_LIMITS.clearHeightFt, { number: FACT_MESSAGES.clearHeight }),
  dockDoors: wholeNumber(FACT_LIMITS.dockDoors, { number: FACT_MESSAGES.dockDoors }),
  driveInDoors: wholeNumber(FACT_LIMITS.driveInDoors, { number: FACT_MESSAGES.driveInDoors }),
  temperatureMinC: temperature,
  temperatureMaxC: temperature,
  certifications: z
    .array(z.enum(CERTIFICATIONS, { error: FACT_MESSAGES.certification }), { error: FACT_MESSAGES.certification })
    .default([])
    .transform((v) => [...new Set(v)]),
  racking: yesNo,
  sprinklers: yesNo,
};

type FactIssue = { path: [string]; message: string };

/** The rules between facts (and the total size): each broken one under the field it concerns. */
export function factsConsistency(listing: {
  squareFeet: number | null;
  spaceAvailableSqFt: number | null;
  temperatureMinC: number | null;
  temperatureMaxC: number | null;
}): FactIssue[] {
  const issues: FactIssue[] = [];
  if (
    listing.squareFeet !== null &&
    listing.spaceAvailableSqFt !== null &&
    listing.spaceAvailableSqFt > listing.squareFeet
  )
    issues.push({ path: ['spaceAvailableSqFt'], message: FACT_MESSAGES.spaceOverTotal });
  if (
    listing.temperatureMinC !== null &&
    listing.temperatureMaxC !== null &&
    listing.temperatureMinC > listing.temperatureMaxC
  )
    issues.push({ path: ['temperatureMaxC'], message: FACT_MESSAGES.temperatureOrder });
  return issues;
}
