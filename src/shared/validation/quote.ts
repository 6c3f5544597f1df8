import { z } from 'zod';
import { LEAD_STATUSES, SERVICES, SPACE_UNITS, STORAGE_TERM_TYPES, type SpaceUnit } from '#src/shared/catalog.ts';
import { MAX_QUOTE_LISTINGS } from '#src/shared/request-quotes.ts';
import { messageField, phoneField, shortText } from './contact.ts';
import { emailField, optionalText, requiredNumber } from './fields.ts';

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
  .string({ error: 'Start date is required' })
  .trim()
  .min(1, 'Start date is required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Start date must be a date (YYYY-MM-DD)')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && isoDay(Date.parse(`${v}T00:00:00Z`)) === v,
    'Start date must be a real date',
  )
  .refine((v) => v >= earliestStartDate(), 'Start date cannot be in the past')
  .refine(
    (v) => v <= isoDay(Date.now() + MAX_START_YEARS_AHEAD * 365 * DAY_MS),
    `Start date must be within the next ${MAX_START_YEARS_AHEAD} years`,
  );

/**
 * What POST /api/quotes accepts, and what the quote forms validate: the detail page's (one
 * listing) and /request-quotes (up to MAX_QUOTE_LISTINGS). One request is stored per listing.
 */
export const quoteRequestSchema = z.object({
  warehouseIds: z
    .array(z.uuid('Choose the warehouse you want a quote from'), {
      error: 'Choose the warehouse you want a quote from',
    })
    .min(1, 'Choose the warehouse you want a quote from')
    .max(MAX_QUOTE_LISTINGS, `You can ask at most ${MAX_QUOTE_LISTINGS} warehouses at once`)
    .transform((ids) => [...new Set(ids)]),
  name: shortText('Name is required', 'Name'),
  email: emailField,
  phone: phoneField,
  company: optionalText.pipe(z.string().max(200, 'Company cannot exceed 200 characters').nullable()),
  spaceNeeded: requiredNumber(
    { required: 'Space needed is required', notNumber: 'Enter the space you need as a number' },
    (n) =>
      n
        .int('Space needed must be a whole number')
        .positive('Space needed must be greater than 0')
        .max(MAX_SPACE_NEEDED, 'Space needed is too large; please describe it in the message'),
  ),
  spaceUnit: z.enum(SPACE_UNITS, { error: 'Choose square feet or pallet positions' }),
  startDate: startDateField,
  storageTerm: z.enum(STORAGE_TERM_TYPES, { error: 'Please select a storage term' }),
  servicesNeeded: z
    .array(z.enum(SERVICES, { error: 'Please choose services from the list' }))
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
  message: messageField,
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** PATCH /api/leads/:id: the owner moves their lead along. */
export const leadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: 'Choose new, contacted, won or lost' }),
});

/** POST /api/leads/:id/reply: the owner's answer, mailed to the buyer. */
export const leadReplySchema = z.object({ message: messageField });
export type LeadReply = z.input<typeof leadReplySchema>;
