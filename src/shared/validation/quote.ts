import { z } from 'zod';
import { LEAD_STATUSES, SERVICES, SPACE_UNITS, STORAGE_TERM_TYPES, type SpaceUnit } from '#src/shared/catalog.ts';
import { MAX_QUOTE_LISTINGS } from '#src/shared/request-quotes.ts';
import { messageField, phoneField, shortText } from './contact.ts';
import { emailField, optionalText, requiredNumber } from './fields.ts';
import { m } from '#src/shared/i18n/messages.ts';

export const QUOTE_SPACE_UNIT_LABELS: Record<SpaceUnit, string> = {
  square_feet: 'square feet',
  pallet_positions: 'pallet positions',
};

const MAX_SPACE_NEEDED = 10_000_000;
/** How far ahead a start date may be. */
const MAX_START_YEARS_AHEAD = 2;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * "Not in the past" as the visitor sees it: their local date can be a day behind UTC, so the
 * earliest accepted day is yesterday in UTC (the earliest "today" anywhere in North America).
 */
function earliestStartDate(now = Date.now()): string {
  return isoDay(now - DAY_MS);
}

const startDateField = z
  .string({ error: () => m.v_start_date_required() })
  .trim()
  .min(1, { error: () => m.v_start_date_required() })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.v_start_date_format() })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && isoDay(Date.parse(`${v}T00:00:00Z`)) === v, {
    error: () => m.v_start_date_real(),
  })
  .refine((v) => v >= earliestStartDate(), { error: () => m.v_start_date_past() })
  .refine((v) => v <= isoDay(Date.now() + MAX_START_YEARS_AHEAD * 365 * DAY_MS), {
    error: () => m.v_start_date_ahead(),
  });

/**
 * What POST /api/quotes accepts, and what the quote forms validate: the detail page's (one
 * listing) and /request-quotes (up to MAX_QUOTE_LISTINGS). One request is stored per listing.
 */
export const quoteRequestSchema = z.object({
  warehouseIds: z
    .array(z.uuid({ error: () => m.v_quote_warehouse() }), {
      error: () => m.v_quote_warehouse(),
    })
    .min(1, { error: () => m.v_quote_warehouse() })
    .max(MAX_QUOTE_LISTINGS, { error: () => m.v_quote_too_many({ max: MAX_QUOTE_LISTINGS }) })
    .transform((ids) => [...new Set(ids)]),
  name: shortText(
    () => m.v_name_required(),
    () => m.v_name_too_long(),
  ),
  email: emailField,
  phone: phoneField,
  company: optionalText.pipe(
    z
      .string()
      .max(200, { error: () => m.v_company_too_long() })
      .nullable(),
  ),
  spaceNeeded: requiredNumber({ required: () => m.v_space_required(), notNumber: () => m.v_space_number() }, (n) =>
    n
      .int({ error: () => m.v_space_whole() })
      .positive({ error: () => m.v_space_positive() })
      .max(MAX_SPACE_NEEDED, { error: () => m.v_space_too_large() }),
  ),
  spaceUnit: z.enum(SPACE_UNITS, { error: () => m.v_space_unit() }),
  startDate: startDateField,
  storageTerm: z.enum(STORAGE_TERM_TYPES, { error: () => m.v_storage_term() }),
  servicesNeeded: z
    .array(z.enum(SERVICES, { error: () => m.v_services_from_list() }))
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
  message: messageField,
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** PATCH /api/leads/:id: the owner moves their lead along. */
export const leadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: () => m.v_lead_status() }),
});

/** POST /api/leads/:id/reply: the owner's answer, mailed to the buyer. */
export const leadReplySchema = z.object({ message: messageField });
export type LeadReply = z.input<typeof leadReplySchema>;
