import { z } from 'zod';

/** Bodies of the admin's billing acts (/api/admin/billing/*); the dashboard's forms parse with these same schemas. */

const BILLING_VALIDATION = {
  extraDays: 'Enter a whole number of days from 1 to 365.',
  discount: 'Enter a Stripe coupon id or promotion code id (letters, digits, - and _, at most 100 characters).',
} as const;

const MAX_EXTRA_TRIAL_DAYS = 365;

/** POST /api/admin/billing/listings/:id/extra-trial: days added to the listing's trial. */
export const extraTrialBody = z.object({
  days: z.coerce
    .number({ error: BILLING_VALIDATION.extraDays })
    .int(BILLING_VALIDATION.extraDays)
    .min(1, BILLING_VALIDATION.extraDays)
    .max(MAX_EXTRA_TRIAL_DAYS, BILLING_VALIDATION.extraDays),
});

/** PUT /api/admin/billing/listings/:id/discount: the early-partner discount, or null to withdraw it. */
export const discountBody = z.object({
  discount: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, BILLING_VALIDATION.discount)
    .nullable(),
});
