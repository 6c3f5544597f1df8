import { z } from 'zod';
import { m } from '#src/shared/i18n/messages.ts';

/** Bodies of the admin's billing acts (/api/admin/billing/*); the dashboard's forms parse with these same schemas. */

const BILLING_VALIDATION = {
  get extraDays() {
    return m.v_billing_days();
  },
  get discount() {
    return m.v_billing_coupon();
  },
} as const;

const MAX_EXTRA_TRIAL_DAYS = 365;

/** POST /api/admin/billing/listings/:id/extra-trial: days added to the listing's trial. */
export const extraTrialBody = z.object({
  days: z.coerce
    .number({ error: () => BILLING_VALIDATION.extraDays })
    .int({ error: () => BILLING_VALIDATION.extraDays })
    .min(1, { error: () => BILLING_VALIDATION.extraDays })
    .max(MAX_EXTRA_TRIAL_DAYS, { error: () => BILLING_VALIDATION.extraDays }),
});

/** PUT /api/admin/billing/listings/:id/discount: the early-partner discount, or null to withdraw it. */
export const discountBody = z.object({
  discount: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: () => BILLING_VALIDATION.discount })
    .nullable(),
});
