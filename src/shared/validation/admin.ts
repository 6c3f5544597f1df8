import { z } from 'zod';
import {
  BUSINESS_VERIFICATION_METHODS,
  SUBSCRIPTION_PLANS,
  WAREHOUSE_STATUSES,
  type SubscriptionPlan,
} from '#src/shared/catalog.ts';
import { requiredNumber } from './fields.ts';
import { listingSchema } from './listing.ts';
import { subscriptionPlanLabel } from '#src/shared/i18n/labels/plans.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * Queries and bodies of the admin API (/api/admin/*, types in src/shared/api/admin.ts). The
 * dashboard's forms parse with these same schemas.
 */

export const ADMIN_PAGE_SIZES = { default: 25, max: 100 } as const;

const PLAN_VALUES = SUBSCRIPTION_PLANS.map((p) => p.value) as [SubscriptionPlan, ...SubscriptionPlan[]];

export const ADMIN_VALIDATION = {
  get reason() {
    return m.v_reason_required();
  },
  get reasonTooLong() {
    return m.v_reason_too_long();
  },
  get pauseReason() {
    return m.v_pause_reason();
  },
  get auditListing() {
    return m.v_audit_listing();
  },
  get auditPerson() {
    return m.v_audit_person();
  },
  get verificationMethod() {
    return m.v_business_verification_method();
  },
  get verificationNoteLong() {
    return m.v_business_verification_note_long({ max: BUSINESS_VERIFICATION_NOTE_MAX });
  },
  get version() {
    return m.v_reload_listing();
  },
  get date() {
    return m.v_date_format();
  },
  get plan() {
    return m.v_plan_choice({ plans: SUBSCRIPTION_PLANS.map((p) => subscriptionPlanLabel(p.value)).join(', ') });
  },
  get paidNeedsPlan() {
    return m.v_paid_needs_plan();
  },
  get paidNeedsPaymentDate() {
    return m.v_paid_needs_payment_date();
  },
  get expiryAfterPayment() {
    return m.v_expiry_after_payment();
  },
  get latitudeRequired() {
    return m.v_latitude_required();
  },
  get latitude() {
    return m.v_latitude_range();
  },
  get longitudeRequired() {
    return m.v_longitude_required();
  },
  get longitude() {
    return m.v_longitude_range();
  },
  get search() {
    return m.v_search_text_too_long_admin();
  },
} as const;

/** Page numbers and sizes from the query string. */
const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZES.max).catch(ADMIN_PAGE_SIZES.default),
};
const searchText = z
  .string()
  .trim()
  .max(200, { error: () => ADMIN_VALIDATION.search })
  .optional()
  .default('');

const ADMIN_LISTING_SORTS = ['created', 'updated', 'name'] as const;

/** GET /api/admin/listings. Defaults: every status, newest first. */
export const adminListingsQuery = z.object({
  query: searchText,
  status: z.enum(['all', ...WAREHOUSE_STATUSES]).catch('all'),
  sort: z.enum(ADMIN_LISTING_SORTS).catch('created'),
  order: z.enum(['asc', 'desc']).catch('desc'),
  ...pageFields,
});
export type AdminListingsQuery = z.output<typeof adminListingsQuery>;

const version = z.iso.datetime({ offset: true, error: () => ADMIN_VALIDATION.version });

/** Body of every listing action that changes it (approve, resume, restore, approve-name, claim-token). */
export const listingVersionBody = z.object({ expectedUpdatedAt: version });

const reasonField = z
  .string({ error: () => ADMIN_VALIDATION.reason })
  .trim()
  .min(1, { error: () => ADMIN_VALIDATION.reason })
  .max(500, { error: () => ADMIN_VALIDATION.reasonTooLong });

/** POST /api/admin/listings/:id/decline: the reason is e-mailed to the owner and shown on /my-warehouses. */
export const declineListingBody = listingVersionBody.extend({ reason: reasonField });

/** POST /api/admin/listings/:id/pause: as a decline, the reason is e-mailed to the owner and shown on /my-warehouses. */
export const pauseListingBody = listingVersionBody.extend({
  reason: z
    .string({ error: () => ADMIN_VALIDATION.pauseReason })
    .trim()
    .min(1, { error: () => ADMIN_VALIDATION.pauseReason })
    .max(500, { error: () => ADMIN_VALIDATION.pauseReason }),
});

/** POST /api/admin/listings/:id/reject-name: an optional reason for the owner's e-mail. */
export const rejectNameBody = listingVersionBody.extend({
  reason: z
    .string()
    .trim()
    .max(500, { error: () => ADMIN_VALIDATION.reasonTooLong })
    .nullish()
    .transform((v) => v || null),
});

/** POST /api/admin/listings: an unowned listing, the owners' form and rules. */
export const adminCreateListingBody = listingSchema;

/** PATCH /api/admin/listings/:id: every field of the owners' form, plus the version. */
export const adminUpdateListingBody = z.intersection(listingSchema, listingVersionBody);

/** A hand correction of the map pin, as the listing card's two fields give it. */
export const coordinatesFields = z.object({
  latitude: requiredNumber(
    { required: () => ADMIN_VALIDATION.latitudeRequired, notNumber: () => ADMIN_VALIDATION.latitude },
    (n) => n.min(-90, { error: () => ADMIN_VALIDATION.latitude }).max(90, { error: () => ADMIN_VALIDATION.latitude }),
  ),
  longitude: requiredNumber(
    { required: () => ADMIN_VALIDATION.longitudeRequired, notNumber: () => ADMIN_VALIDATION.longitude },
    (n) =>
      n.min(-180, { error: () => ADMIN_VALIDATION.longitude }).max(180, { error: () => ADMIN_VALIDATION.longitude }),
  ),
});

/** PUT /api/admin/listings/:id/coordinates. */
export const coordinatesBody = listingVersionBody.extend(coordinatesFields.shape);

const dateField = z.iso
  .date({ error: () => ADMIN_VALIDATION.date })
  .nullish()
  .transform((v) => v ?? null);

/**
 * PUT /api/admin/listings/:id/subscription. A paid listing needs a plan and a payment date;
 * an expiry date, when both are given, comes after the payment date.
 */
export const subscriptionBody = listingVersionBody
  .extend({
    isPaid: z.boolean(),
    paymentDate: dateField,
    subscriptionPlan: z
      .enum(PLAN_VALUES, { error: () => ADMIN_VALIDATION.plan })
      .nullish()
      .transform((v) => v ?? null),
    subscriptionExpiryDate: dateField,
  })
  .superRefine((s, ctx) => {
    if (s.isPaid && !s.subscriptionPlan) {
      ctx.addIssue({ code: 'custom', path: ['subscriptionPlan'], message: ADMIN_VALIDATION.paidNeedsPlan });
    }
    if (s.isPaid && !s.paymentDate) {
      ctx.addIssue({ code: 'custom', path: ['paymentDate'], message: ADMIN_VALIDATION.paidNeedsPaymentDate });
    }
    if (s.paymentDate && s.subscriptionExpiryDate && s.subscriptionExpiryDate <= s.paymentDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['subscriptionExpiryDate'],
        message: ADMIN_VALIDATION.expiryAfterPayment,
      });
    }
  });
export type SubscriptionInput = z.output<typeof subscriptionBody>;

export const INBOX_KINDS = ['contact', 'quote'] as const;

/** GET /api/admin/inbox and /api/admin/inbox/export.csv (the export takes every page). */
export const inboxQuery = z.object({
  kind: z.enum(INBOX_KINDS).catch('contact'),
  query: searchText,
  /** `all`, `yes` (handled) or `no` (waiting). */
  handled: z.enum(['all', 'yes', 'no']).catch('all'),
  ...pageFields,
});
export type InboxQuery = z.output<typeof inboxQuery>;

/** POST /api/admin/inbox/:kind/:id/handled. */
export const handledBody = z.object({ handled: z.boolean() });

/** GET /api/admin/users. */
export const adminUsersQuery = z.object({ query: searchText, ...pageFields });
export type AdminUsersQuery = z.output<typeof adminUsersQuery>;

/** POST /api/admin/users/:id/admin. */
export const adminFlagBody = z.object({ isAdmin: z.boolean() });

const BUSINESS_VERIFICATION_NOTE_MAX = 500;

/** POST /api/admin/users/:id/business-verification: how the admin checked the owner's business. */
export const businessVerificationBody = z.object({
  method: z.enum(BUSINESS_VERIFICATION_METHODS, { error: () => ADMIN_VALIDATION.verificationMethod }),
  note: z
    .string()
    .trim()
    .max(BUSINESS_VERIFICATION_NOTE_MAX, { error: () => ADMIN_VALIDATION.verificationNoteLong })
    .optional()
    .transform((note) => note || null),
});
export type BusinessVerificationInput = z.output<typeof businessVerificationBody>;

/** GET /api/admin/audit: every entry, or one record's, one listing's, one person's. */
export const auditQuery = z.object({
  entityType: z.enum(['listing', 'user', 'contact_inquiry', 'quote_request', 'site']).optional().catch(undefined),
  entityId: z.string().trim().max(100).optional().catch(undefined),
  listingId: z.uuid({ error: () => ADMIN_VALIDATION.auditListing }).optional(),
  /** Entries the person made, and entries about their account. */
  userId: z.uuid({ error: () => ADMIN_VALIDATION.auditPerson }).optional(),
  ...pageFields,
});
export type AuditQuery = z.output<typeof auditQuery>;
