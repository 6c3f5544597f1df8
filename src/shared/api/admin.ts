/**
 * The admin dashboard's API (/api/admin/*): every answer's shape and the sentences both the
 * server and the dashboard use. Every endpoint answers 401 to a visitor and 403 to a signed-in
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
 *   GET    audit?entityType&entityId&listingId&userId&page&pageSize   AdminAuditPage
 *   GET    builds                                AdminBuildsAnswer
 *   POST   builds                                202 AdminBuildsAnswer ('Rebuild site')
 *
 * A listing action sent with a stale expectedUpdatedAt answers 409 ADMIN_MESSAGES.changed.
 */
import { m } from '#src/shared/i18n/messages.ts';
import type { LeadStatus, StorageTermType, WarehouseStatus, PausedBy } from '#src/shared/catalog.ts';
import { LISTING_MESSAGES } from '#src/shared/validation/listing-wording.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';

export const ADMIN_MESSAGES = {
  signIn: 'Please log in to continue.',
  adminsOnly: 'Only administrators can do this.',
  /** 409 for a listing action whose expectedUpdatedAt is no longer the listing's updatedAt. */
  changed: 'This listing was changed by someone else. Reload to see the latest version.',
  listingNotFound: 'This listing no longer exists.',
  userNotFound: 'This user no longer exists.',
  inquiryNotFound: 'This message no longer exists.',
  /** 409: approve applies to a pending (or earlier declined) listing, decline to a pending one. */
  notApprovable: 'Only a listing waiting for review, or one declined earlier, can be approved.',
  notPending: 'Only a listing waiting for review can be declined.',
  /** 409: pause applies to a listing that is online (or paused by its owner), resume to one an admin paused. */
  notActive: 'Only an active listing can be paused.',
  notPaused: 'Only a paused listing can be resumed.',
  pausedByOwner: 'Its owner paused this listing, so only they can resume it.',
  pausedByBilling:
    'Billing paused this listing because it is unpaid: it resumes once paid, or grant an extra trial under Subscription.',
  noPendingName: 'This listing has no new name waiting for approval.',
  /** 409: a deleted listing takes no action but a restore; a restore applies to a deleted listing only. */
  deleted: 'This listing was deleted. Restore it first.',
  notDeleted: 'Only a deleted listing can be restored.',
  /** 409 when approving a pending name another listing took meanwhile. */
  nameTaken: LISTING_MESSAGES.nameTaken,
  get ownAdminFlag() {
    return m.api_own_admin_rights();
  },
  get deleteSelf() {
    return m.api_own_account_delete();
  },
} as const;

// ---- Overview: GET /api/admin/overview ----

export interface CountWindows {
  last7Days: number;
  last30Days: number;
}

/** One UTC day of the overview's chart. */
export interface OverviewDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  newUsers: number;
  newListings: number;
  contactInquiries: number;
  quoteRequests: number;
  searches: number;
  cardClicks: number;
}

interface PendingListingAge {
  id: string;
  name: string;
  city: string;
  stateProvince: string;
  createdAt: string;
  /** Whole days since it was submitted (0 on the first day). */
  ageDays: number;
}

export interface AdminOverview {
  listingsByStatus: Record<WarehouseStatus, number>;
  totalUsers: number;
  recent: {
    newUsers: CountWindows;
    newListings: CountWindows;
    contactInquiries: CountWindows;
    quoteRequests: CountWindows;
    searches: CountWindows;
    cardClicks: CountWindows;
  };
  /** The last 30 UTC days, oldest first, today last; days without activity are zeros. */
  daily: OverviewDay[];
  /** Places searched for in the last 30 days, most searched first (at most 10). */
  topSearchedPlaces: { name: string; province: string; country: string; searches: number }[];
  /** Warehouses whose cards were clicked most in the last 30 days (at most 10). */
  topClickedWarehouses: { id: string; name: string; clicks: number }[];
  /** Listings waiting for review, oldest first (at most 20; the total is listingsByStatus.pending). */
  waitingForReview: PendingListingAge[];
}

// ---- Listings ----

export interface AdminUserRef {
  id: string;
  username: string;
  email: string;
}

interface AdminPhoto {
  /** The stored URL (the 960-pixel file), as in the listing's images. */
  url: string;
  /** Null for pictures that were not uploaded through /api/photos (the demo's). */
  width: number | null;
  height: number | null;
}

/** A row of the listings table (GET /api/admin/listings). */
interface AdminListingSummary {
  id: string;
  name: string;
  pendingName: string | null;
  city: string;
  stateProvince: string;
  country: string;
  status: WarehouseStatus;
  pausedBy: PausedBy | null;
  isPaid: boolean;
  subscriptionPlan: string | null;
  subscriptionExpiryDate: string | null;
  owner: AdminUserRef | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminListingPage {
  listings: AdminListingSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Every field of a listing (GET /api/admin/listings/:id and every listing action's answer): the
 * public fields, shown unhidden here (full address, contact e-mails and phones whatever
 * showContactInfo says), and the moderation and subscription fields. `updatedAt` is the
 * version: send it back as expectedUpdatedAt with the next change.
 */
/** The admin sees the building's exact position, whatever the public is shown. */
export interface AdminListing extends Omit<PublicWarehouse, 'approximateLocation'> {
  photos: AdminPhoto[];
  /** The building's pin as the listing form edits it: latitude and longitude together, or null. */
  pin: { latitude: number; longitude: number } | null;
  status: WarehouseStatus;
  pausedBy: PausedBy | null;
  forwardQuotesToWarehouse: boolean;
  /** YYYY-MM-DD. */
  paymentDate: string | null;
  subscriptionPlan: string | null;
  /** YYYY-MM-DD. */
  subscriptionExpiryDate: string | null;
  pendingName: string | null;
  pendingNameInitiatedBy: AdminUserRef | null;
  /** The decline reason the owner sees on /my-warehouses. */
  pendingStatusReason: string | null;
  reviewedAt: string | null;
  reviewedBy: AdminUserRef | null;
  /** When the listing was deleted (status 'deleted'); it is purged LISTING_RESTORE_DAYS later. */
  deletedAt: string | null;
  owner: AdminUserRef | null;
  /** `${siteUrl}/claim/${id}/${claimToken}` while the listing has no owner; null once claimed. */
  claimUrl: string | null;
  createdAt: string;
}

/** GET /api/admin/listings/:id, POST /api/admin/listings (201) and every listing action (200). */
export interface AdminListingAnswer {
  listing: AdminListing;
}

/** DELETE /api/admin/listings/:id. */
export interface AdminDeleteAnswer {
  success: true;
}

// ---- Moderation: GET /api/admin/moderation ----

export interface ModerationItem extends AdminListing {
  /** Whole days since it was submitted. */
  ageDays: number;
}

export interface AdminModerationQueue {
  /** Pending listings, oldest first (at most 100; `pendingTotal` counts them all). */
  pending: ModerationItem[];
  pendingTotal: number;
  /** Listings of any other status with a new name waiting for approval, oldest request first. */
  pendingNames: ModerationItem[];
}

// ---- Inbox ----

export type InboxKind = 'contact' | 'quote';

/** What became of the operations copy of the e-mail. `unknown`: sent before the inbox recorded it. */
export interface InboxDelivery {
  status: 'pending' | 'sent' | 'failed' | 'unknown';
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

interface InboxItemBase {
  id: string;
  createdAt: string;
  email: string;
  phone: string;
  company: string | null;
  message: string;
  handledAt: string | null;
  handledBy: AdminUserRef | null;
  delivery: InboxDelivery;
}

export interface ContactInboxItem extends InboxItemBase {
  kind: 'contact';
  firstName: string;
  lastName: string;
  inquiryType: string;
  storageRequirements: string[];
}

export interface QuoteInboxItem extends InboxItemBase {
  kind: 'quote';
  name: string;
  /**
   * The listing's name and city as they were when the request was made; `id` is null once the
   * listing is purged. Null for requests whose listing was gone before the names were kept.
   */
  warehouse: { id: string | null; name: string; city: string | null } | null;
  spaceNeeded: number;
  spaceUnit: 'square_feet' | 'pallet_positions';
  /** YYYY-MM-DD. */
  startDate: string;
  storageTerm: StorageTermType;
  servicesNeeded: string[];
  /** Where the listing's owner has got with it in their lead inbox (docs/decisions/leads.md). */
  leadStatus: LeadStatus;
}

export type InboxItem = ContactInboxItem | QuoteInboxItem;

/** GET /api/admin/inbox?kind=&query=&handled=&page=&pageSize= (newest first). */
export interface AdminInboxPage {
  kind: InboxKind;
  items: InboxItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/admin/inbox/:kind/:id/handled. */
export interface AdminHandledAnswer {
  item: InboxItem;
}

// ---- Users ----

export interface AdminUser {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  pendingEmail: string | null;
  createdAt: string;
  listingCount: number;
}

/** GET /api/admin/users?query=&page=&pageSize= (newest accounts first). */
export interface AdminUserPage {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/admin/users/:id/verify-email and /admin. */
export interface AdminUserAnswer {
  user: AdminUser;
}

// ---- Audit: GET /api/admin/audit?page=&pageSize=&entityType=&entityId=&listingId=&userId= ----

export type AuditEntityType = 'listing' | 'user' | 'contact_inquiry' | 'quote_request' | 'site';

/** A changed field; secrets (tokens, password hashes) appear as a description, never their value. */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  id: number;
  actorId: string | null;
  actorName: string;
  /** listing.approve, listing.decline, user.make_admin … */
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  /** The listing's name, the account's username … when the entry was written. */
  entityName: string | null;
  changes: Record<string, AuditChange>;
  createdAt: string;
}

export interface AdminAuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

// ---- Site builds ----

export interface AdminBuild {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  reason: string;
  /** How many requests this build answers (later ones join a queued build). */
  requests: number;
  requestedBy: string | null;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The last lines of a failed build's output. */
  logTail: string | null;
}

/** GET /api/admin/builds (newest first, the last 20) and POST /api/admin/builds (202). */
export interface AdminBuildsAnswer {
  builds: AdminBuild[];
}
