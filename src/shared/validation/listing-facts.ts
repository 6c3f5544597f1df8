import { z } from 'zod';
import { CERTIFICATIONS } from '#src/shared/catalog.ts';
import { typedNumber, type Message } from './fields.ts';
import { m } from '#src/shared/i18n/messages.ts';

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
  get spaceNegative() {
    return m.v_facts_space_negative();
  },
  get spaceSqFtNumber() {
    return m.v_facts_space_whole();
  },
  get spaceSqFtTooLarge() {
    return m.v_facts_space_large();
  },
  get spaceOverTotal() {
    return m.v_facts_space_total();
  },
  get spacePalletsNumber() {
    return m.v_facts_pallets_whole();
  },
  get spacePalletsTooLarge() {
    return m.v_facts_pallets_many();
  },
  get availableFrom() {
    return m.v_facts_date();
  },
  get minimumTerm() {
    return m.v_facts_minimum_term({ min: FACT_LIMITS.minimumTermMonths.min, max: FACT_LIMITS.minimumTermMonths.max });
  },
  get pricePerPallet() {
    return m.v_facts_price_per_pallet({
      min: FACT_LIMITS.pricePerPalletMonth.min,
      max: FACT_LIMITS.pricePerPalletMonth.max,
    });
  },
  get pricePerSqFt() {
    return m.v_facts_price_per_sq_ft({ min: FACT_LIMITS.pricePerSqFtYear.min, max: FACT_LIMITS.pricePerSqFtYear.max });
  },
  get priceCents() {
    return m.v_facts_price_decimals();
  },
  get clearHeight() {
    return m.v_facts_clear_height({ min: FACT_LIMITS.clearHeightFt.min, max: FACT_LIMITS.clearHeightFt.max });
  },
  get dockDoors() {
    return m.v_facts_dock_doors({ max: FACT_LIMITS.dockDoors.max });
  },
  get driveInDoors() {
    return m.v_facts_drive_in_doors({ max: FACT_LIMITS.driveInDoors.max });
  },
  get temperature() {
    return m.v_facts_temperature({ min: FACT_LIMITS.temperatureC.min, max: FACT_LIMITS.temperatureC.max });
  },
  get temperatureOrder() {
    return m.v_facts_temperature_order();
  },
  get certification() {
    return m.v_facts_certifications();
  },
  get yesNo() {
    return m.v_facts_yes_no();
  },
} as const;

/** A whole number within limits, or null when left blank. */
const wholeNumber = (
  limits: { min: number; max: number },
  messages: { number: Message; low?: Message; high?: Message },
) =>
  z.preprocess(
    (v) => typedNumber(v) ?? null,
    z
      .number({ error: messages.number })
      .int({ error: messages.number })
      .min(limits.min, { error: messages.low ?? messages.number })
      .max(limits.max, { error: messages.high ?? messages.number })
      .nullable(),
  );

/** An amount of money within limits, with at most cents, or null when left blank. */
const price = (limits: { min: number; max: number }, message: Message) =>
  z.preprocess(
    (v) => typedNumber(typeof v === 'string' ? v.replace(/^\s*\$/, '') : v) ?? null,
    z
      .number({ error: message })
      .min(limits.min, { error: message })
      .max(limits.max, { error: message })
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: () => FACT_MESSAGES.priceCents })
      .nullable(),
  );

/** YYYY-MM-DD that names a day of the calendar (not 2026-02-30), or null when left blank. */
const isoDateField = (message: Message) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string({ error: message })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
      .refine(
        (v) => {
          const day = new Date(`${v}T00:00:00Z`);
          return (
            !Number.isNaN(day.getTime()) &&
            day.toISOString().slice(0, 10) === v &&
            v >= '2000-01-01' &&
            v <= '2100-12-31'
          );
        },
        { error: message },
      )
      .nullable(),
  );

/** A yes/no fact a form asks with a select ('', 'yes', 'no') and JSON gives as a boolean or null. */
const yesNo = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v === 'yes' ? true : v === 'no' ? false : v),
  z.boolean({ error: () => FACT_MESSAGES.yesNo }).nullable(),
);

const temperature = wholeNumber(FACT_LIMITS.temperatureC, { number: () => FACT_MESSAGES.temperature });

export const listingFactsFields = {
  spaceAvailableSqFt: wholeNumber(FACT_LIMITS.spaceAvailableSqFt, {
    number: () => FACT_MESSAGES.spaceSqFtNumber,
    low: () => FACT_MESSAGES.spaceNegative,
    high: () => FACT_MESSAGES.spaceSqFtTooLarge,
  }),
  spaceAvailablePallets: wholeNumber(FACT_LIMITS.spaceAvailablePallets, {
    number: () => FACT_MESSAGES.spacePalletsNumber,
    low: () => FACT_MESSAGES.spaceNegative,
    high: () => FACT_MESSAGES.spacePalletsTooLarge,
  }),
  availableFrom: isoDateField(() => FACT_MESSAGES.availableFrom),
  minimumTermMonths: wholeNumber(FACT_LIMITS.minimumTermMonths, { number: () => FACT_MESSAGES.minimumTerm }),
  pricePerPalletMonth: price(FACT_LIMITS.pricePerPalletMonth, () => FACT_MESSAGES.pricePerPallet),
  pricePerSqFtYear: price(FACT_LIMITS.pricePerSqFtYear, () => FACT_MESSAGES.pricePerSqFt),
  clearHeightFt: wholeNumber(FACT_LIMITS.clearHeightFt, { number: () => FACT_MESSAGES.clearHeight }),
  dockDoors: wholeNumber(FACT_LIMITS.dockDoors, { number: () => FACT_MESSAGES.dockDoors }),
  driveInDoors: wholeNumber(FACT_LIMITS.driveInDoors, { number: () => FACT_MESSAGES.driveInDoors }),
  temperatureMinC: temperature,
  temperatureMaxC: temperature,
  certifications: z
    .array(z.enum(CERTIFICATIONS, { error: () => FACT_MESSAGES.certification }), {
      error: () => FACT_MESSAGES.certification,
    })
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
