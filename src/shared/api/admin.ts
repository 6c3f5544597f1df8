/**
 * The admin dashboard's API (/api/admin/*): its endpoints and the sentences both the server and
 * the dashboard use; the answers' types are the routes' own (src/client/answers.ts names them). Every endpoint answers 401 to a visitor and 403 to a signed-in
 * user who is not an admin. Times are ISO strings; dates without a time are YYYY-MM-DD.
 * Errors are ApiErrorBody ({ message, errors? }), 400 with per-field messages for bad input.
 * Queries and bodies: src/shared/validation/admin.ts.
 *
 *   GET    overview                              AdminOverview
 *   GET    moderation                            AdminModerationQueue
 *   GET    listings?query&status&sort&order&page&pageSize   AdminListingPage
 *   POST   listings            listingSchema     201 AdminListingAnswer (unowned; claimUrl set)
 *   GET    listings/:id                          AdminListingAnswer
 *   PATCH  listings/:id        adminUpdateListingBody        AdminListingAnswer
 *   DELETE listings/:id                          AdminDeleteAnswer (restorable until purged)
 *   POST   listings/:id/approve | resume | restore | approve-name | claim-token
 *                              listingVersionBody            AdminListingAnswer
 *   POST   listings/:id/pause                    pauseListingBody              AdminListingAnswer
 *   POST   listings/:id/decline                  declineListingBody            AdminListingAnswer
 *   POST   listings/:id/reject-name              rejectNameBody                AdminListingAnswer
 *   PUT    listings/:id/coordinates              coordinatesBody               AdminListingAnswer
 *   PUT    listings/:id/subscription             subscriptionBody              AdminListingAnswer
 *   GET    inbox?kind&query&handled&page&pageSize             AdminInboxPage
 *   GET    inbox/export.csv?kind&query&handled   text/csv (UTF-8 with BOM), every matching row
 *   POST   inbox/:kind/:id/handled               handledBody                   AdminHandledAnswer
 *   GET    users?query&page&pageSize             AdminUserPage
 *   POST   users/:id/verify-email                AdminUserAnswer
 *   POST   users/:id/admin     adminFlagBody     AdminUserAnswer
 *   DELETE users/:id                             AdminDeleteAnswer
 *   POST   users/:id/business-verification  businessVerificationBody  AdminUserAnswer
 *   DELETE users/:id/business-verification      AdminUserAnswer
 *   GET    audit?entityType&entityId&listingId&userId&page&pageSize   AdminAuditPage
 *   GET    builds                                AdminBuildsAnswer
 *   POST   builds                                202 AdminBuildsAnswer ('Rebuild site')
 *
 * A listing action sent with a stale expectedUpdatedAt answers 409 ADMIN_MESSAGES.changed.
 */
import { m } from '#src/shared/i18n/messages.ts';
import { LISTING_MESSAGES } from '#src/shared/validation/listing-wording.ts';

export const ADMIN_MESSAGES = {
  get signIn() {
    return m.api_log_in();
  },
  get adminsOnly() {
    return m.api_admins_only();
  },
  /** 409 for a listing action whose expectedUpdatedAt is no longer the listing's updatedAt. */
  get changed() {
    return m.api_listing_changed_elsewhere();
  },
  get listingNotFound() {
    return m.api_listing_gone();
  },
  get userNotFound() {
    return m.api_user_gone();
  },
  /** 409: withdrawing the business verification of an owner who has none. */
  get notBusinessVerified() {
    return m.api_business_not_verified();
  },
  get inquiryNotFound() {
    return m.api_message_gone();
  },
  /** 409: approve applies to a pending (or earlier declined) listing, decline to a pending one. */
  get notApprovable() {
    return m.api_approve_only_pending();
  },
  get notPending() {
    return m.api_decline_only_pending();
  },
  /** 409: pause applies to a listing that is online (or paused by its owner), resume to one an admin paused. */
  get notActive() {
    return m.api_pause_only_active();
  },
  get notPaused() {
    return m.api_resume_only_paused();
  },
  get pausedByOwner() {
    return m.api_owner_paused();
  },
  get pausedByBilling() {
    return m.api_billing_paused_unpaid_admin();
  },
  get noPendingName() {
    return m.api_no_pending_name();
  },
  /** 409: a deleted listing takes no action but a restore; a restore applies to a deleted listing only. */
  get deleted() {
    return m.api_deleted_restore_first();
  },
  get notDeleted() {
    return m.api_restore_only_deleted();
  },
  /** 409 when approving a pending name another listing took meanwhile. */
  get nameTaken() {
    return LISTING_MESSAGES.nameTaken;
  },
  get ownAdminFlag() {
    return m.api_own_admin_rights();
  },
  get deleteSelf() {
    return m.api_own_account_delete();
  },
} as const;

// ---- Overview: GET /api/admin/overview ----

// ---- Listings ----

// ---- Moderation: GET /api/admin/moderation ----

// ---- Inbox ----

export type InboxKind = 'contact' | 'quote';

// ---- Users ----

// ---- Audit: GET /api/admin/audit?page=&pageSize=&entityType=&entityId=&listingId=&userId= ----

export type AuditEntityType = 'listing' | 'user' | 'contact_inquiry' | 'quote_request' | 'site';

// ---- Site builds ----
