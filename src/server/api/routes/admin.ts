import { Hono, type Context } from 'hono';
import { ADMIN_MESSAGES, type AdminListing, type InboxKind } from '#src/shared/api/admin.ts';
import { isUuid } from '#src/shared/validation/fields.ts';
import {
  adminCreateListingBody,
  adminFlagBody,
  adminListingsQuery,
  adminUpdateListingBody,
  adminUsersQuery,
  auditQuery,
  coordinatesBody,
  declineListingBody,
  handledBody,
  inboxQuery,
  INBOX_KINDS,
  listingVersionBody,
  pauseListingBody,
  rejectNameBody,
  subscriptionBody,
} from '#src/shared/validation/admin.ts';
import { createUnownedListing, deleteListingAsAdmin, editListingAsAdmin } from '#src/server/admin/admin-listings.ts';
import { listAudit, type Actor } from '#src/server/admin/audit.ts';
import { recentBuilds, requestRebuild } from '#src/server/admin/builds.ts';
import { exportInboxCsv, listInbox, setHandled } from '#src/server/admin/inbox.ts';
import {
  approveListing,
  approvePendingName,
  declineListing,
  pauseListingAsAdmin,
  regenerateClaimToken,
  rejectPendingName,
  restoreListing,
  resumeListingAsAdmin,
  setCoordinates,
  setSubscription,
} from '#src/server/admin/listing-moderation.ts';
import { loadAdminListing, moderationQueue, searchAdminListings } from '#src/server/admin/listing-view.ts';
import { adminOverview } from '#src/server/admin/overview.ts';
import { deleteUserAsAdmin, searchUsers, setAdminFlag, verifyUserEmail } from '#src/server/admin/users.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireAdmin, requireUser } from '#src/server/api/guards.ts';
import { ApiError, readJson, readQuery } from '#src/server/api/http.ts';
import { LISTING_WRITE_REFUSALS, refusalError, type RefusalAnswer } from '#src/server/api/refusals.ts';

/**
 * /api/admin: the dashboard's API (types and endpoint list in src/shared/api/admin.ts). The
 * admin check is one middleware over the whole sub-app, so an endpoint added here cannot skip it
 * (tests/integration/admin-access.test.ts walks every route).
 */
export const adminRoutes = new Hono<AppEnv>();
adminRoutes.use('*', requireAdmin);

type AdminContext = Context<AppEnv>;

const actorOf = (c: AdminContext): Actor => {
  const user = requireUser(c);
  return { id: user.id, username: user.username };
};

/** An id from the path; a malformed one names nothing, the same 404 as an unknown one. */
function idParam(c: AdminContext, message: string): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new ApiError(404, message);
  return id;
}
const listingId = (c: AdminContext) => idParam(c, ADMIN_MESSAGES.listingNotFound);

/** Each refusal of a listing action or write: its status, sentence and, for the form, its field. */
const LISTING_REFUSALS = {
  not_found: [404, ADMIN_MESSAGES.listingNotFound],
  changed: [409, ADMIN_MESSAGES.changed],
  not_approvable: [409, ADMIN_MESSAGES.notApprovable],
  not_pending: [409, ADMIN_MESSAGES.notPending],
  not_active: [409, ADMIN_MESSAGES.notActive],
  not_paused: [409, ADMIN_MESSAGES.notPaused],
  paused_by_owner: [409, ADMIN_MESSAGES.pausedByOwner],
  no_pending_name: [409, ADMIN_MESSAGES.noPendingName],
  deleted: [409, ADMIN_MESSAGES.deleted],
  not_deleted: [409, ADMIN_MESSAGES.notDeleted],
  ...LISTING_WRITE_REFUSALS,
} as const satisfies Record<string, RefusalAnswer>;

type ListingResult = { ok: true; listing: AdminListing } | { ok: false; reason: keyof typeof LISTING_REFUSALS };

function listingAnswer(c: AdminContext, result: ListingResult, status: 200 | 201 = 200) {
  if (result.ok) return c.json({ listing: result.listing }, status);
  throw refusalError(LISTING_REFUSALS, result);
}

adminRoutes.get('/overview', async (c) => c.json(await adminOverview(c.var.db)));

adminRoutes.get('/moderation', async (c) => c.json(await moderationQueue(c.var.db, c.var.config.siteUrl)));

// ---- Listings ----

adminRoutes.get('/listings', async (c) =>
  c.json(await searchAdminListings(c.var.db, readQuery(c, adminListingsQuery))),
);

adminRoutes.post('/listings', async (c) => {
  const input = await readJson(c, adminCreateListingBody);
  return listingAnswer(c, await createUnownedListing(c.var, actorOf(c), input), 201);
});

adminRoutes.get('/listings/:id', async (c) => {
  const listing = await loadAdminListing(c.var.db, c.var.config.siteUrl, listingId(c));
  if (!listing) throw new ApiError(404, ADMIN_MESSAGES.listingNotFound);
  return c.json({ listing });
});

adminRoutes.patch('/listings/:id', async (c) => {
  const id = listingId(c);
  const { expectedUpdatedAt, ...input } = await readJson(c, adminUpdateListingBody);
  return listingAnswer(c, await editListingAsAdmin(c.var, actorOf(c), id, input, expectedUpdatedAt));
});

adminRoutes.delete('/listings/:id', async (c) => {
  const deleted = await deleteListingAsAdmin(c.var, actorOf(c), listingId(c));
  if (!deleted.ok) throw new ApiError(404, ADMIN_MESSAGES.listingNotFound);
  return c.json({ success: true });
});

/** The actions whose body is only the version the admin read. */
const VERSIONED_ACTIONS = {
  approve: approveListing,
  resume: resumeListingAsAdmin,
  restore: restoreListing,
  'approve-name': approvePendingName,
  'claim-token': regenerateClaimToken,
} as const;

for (const [path, action] of Object.entries(VERSIONED_ACTIONS)) {
  adminRoutes.post(`/listings/:id/${path}`, async (c) => {
    const id = listingId(c);
    const { expectedUpdatedAt } = await readJson(c, listingVersionBody);
    return listingAnswer(c, await action(c.var, actorOf(c), id, expectedUpdatedAt));
  });
}

adminRoutes.post('/listings/:id/decline', async (c) => {
  const id = listingId(c);
  const { expectedUpdatedAt, reason } = await readJson(c, declineListingBody);
  return listingAnswer(c, await declineListing(c.var, actorOf(c), id, expectedUpdatedAt, reason));
});

adminRoutes.post('/listings/:id/pause', async (c) => {
  const id = listingId(c);
  const { expectedUpdatedAt, reason } = await readJson(c, pauseListingBody);
  return listingAnswer(c, await pauseListingAsAdmin(c.var, actorOf(c), id, expectedUpdatedAt, reason));
});

adminRoutes.post('/listings/:id/reject-name', async (c) => {
  const id = listingId(c);
  const { expectedUpdatedAt, reason } = await readJson(c, rejectNameBody);
  return listingAnswer(c, await rejectPendingName(c.var, actorOf(c), id, expectedUpdatedAt, reason));
});

adminRoutes.put('/listings/:id/coordinates', async (c) => {
  const id = listingId(c);
  return listingAnswer(c, await setCoordinates(c.var, actorOf(c), id, await readJson(c, coordinatesBody)));
});

adminRoutes.put('/listings/:id/subscription', async (c) => {
  const id = listingId(c);
  return listingAnswer(c, await setSubscription(c.var, actorOf(c), id, await readJson(c, subscriptionBody)));
});

// ---- Inbox ----

adminRoutes.get('/inbox', async (c) => c.json(await listInbox(c.var.db, readQuery(c, inboxQuery))));

adminRoutes.get('/inbox/export.csv', async (c) => {
  const { filename, csv } = await exportInboxCsv(c.var.db, readQuery(c, inboxQuery));
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
  });
});

adminRoutes.post('/inbox/:kind/:id/handled', async (c) => {
  const kind = c.req.param('kind') as InboxKind;
  if (!INBOX_KINDS.includes(kind)) throw new ApiError(404, ADMIN_MESSAGES.inquiryNotFound);
  const id = idParam(c, ADMIN_MESSAGES.inquiryNotFound);
  const { handled } = await readJson(c, handledBody);
  const result = await setHandled(c.var.db, actorOf(c), kind, id, handled);
  if (!result.ok) throw new ApiError(404, ADMIN_MESSAGES.inquiryNotFound);
  return c.json({ item: result.item });
});

// ---- Users ----

adminRoutes.get('/users', async (c) => c.json(await searchUsers(c.var.db, readQuery(c, adminUsersQuery))));

adminRoutes.post('/users/:id/verify-email', async (c) => {
  const result = await verifyUserEmail(c.var.db, actorOf(c), idParam(c, ADMIN_MESSAGES.userNotFound));
  if (!result.ok) throw new ApiError(404, ADMIN_MESSAGES.userNotFound);
  return c.json({ user: result.user });
});

adminRoutes.post('/users/:id/admin', async (c) => {
  const id = idParam(c, ADMIN_MESSAGES.userNotFound);
  const { isAdmin } = await readJson(c, adminFlagBody);
  const result = await setAdminFlag(c.var, actorOf(c), id, isAdmin);
  if (result.ok) return c.json({ user: result.user });
  if (result.reason === 'own_admin_flag') throw new ApiError(409, ADMIN_MESSAGES.ownAdminFlag);
  throw new ApiError(404, ADMIN_MESSAGES.userNotFound);
});

adminRoutes.delete('/users/:id', async (c) => {
  const result = await deleteUserAsAdmin(c.var.db, actorOf(c), idParam(c, ADMIN_MESSAGES.userNotFound));
  if (result.ok) return c.json({ success: true });
  if (result.reason === 'self') throw new ApiError(409, ADMIN_MESSAGES.deleteSelf);
  throw new ApiError(404, ADMIN_MESSAGES.userNotFound);
});

// ---- Audit and builds ----

adminRoutes.get('/audit', async (c) => c.json(await listAudit(c.var.db, readQuery(c, auditQuery))));

adminRoutes.get('/builds', async (c) => c.json({ builds: await recentBuilds(c.var.db) }));

adminRoutes.post('/builds', async (c) => c.json({ builds: await requestRebuild(c.var, actorOf(c)) }, 202));
