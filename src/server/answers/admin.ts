import type {
  BusinessVerificationMethod,
  LeadStatus,
  StorageTermType,
  WarehouseStatus,
  PausedBy,
} from '#src/shared/catalog.ts';
import type { AuditEntityType, InboxKind } from '#src/shared/api/admin.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';

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
export interface AdminListing extends Omit<PublicWarehouse, 'approximateLocation' | 'locatedByCityOnly'> {
  photos: AdminPhoto[];
  /** A person placed the pin on the building; false: the listing stands at its city's centre ("pin not placed"). */
  pinPlaced: boolean;
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

export interface AdminUser {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  pendingEmail: string | null;
  createdAt: string;
  listingCount: number;
  /** An admin's check of the owner's business ("Owner verified"), or null. */
  businessVerification: BusinessVerification | null;
}

interface BusinessVerification {
  method: BusinessVerificationMethod;
  note: string | null;
  verifiedByName: string;
  verifiedAt: string;
}

/** GET /api/admin/users?query=&page=&pageSize= (newest accounts first). */
export interface AdminUserPage {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

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
  /**
   * The people and listings the changes name by id (reviewedBy, userId, handledBy …), id → their
   * username or listing name now, so the details say who and what beside the id.
   */
  names: Record<string, string>;
  createdAt: string;
}

export interface AdminAuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

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
