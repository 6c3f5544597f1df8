import { Hono, type Context } from 'hono';
import { ADMIN_MESSAGES, type InboxKind } from '#src/shared/api/admin.ts';
import type { AdminListing } from '#src/server/answers/admin.ts';
import { isUuid } from '#src/shared/validation/fields.ts';
import {
  adminCreateListingBody,
  adminFlagBody,
  adminListingsQuery,
  adminUpdateListingBody,
  adminUsersQuery,
  businessVerificationBody,
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
import { listAudit, type Actor } from '#src/server/audit/audit.ts';
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
import { verifyOwnerBusiness, withdrawOwnerVerification } from '#src/server/admin/business-verification.ts';
import { deleteUserAsAdmin, searchUsers, setAdminFlag, verifyUserEmail } from '#src/server/admin/users.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireAdmin, requireUser } from '#src/server/api/guards.ts';
import { ApiError, validated } from '#src/server/api/http.ts';
import type { LocalizedString } from '#src/shared/i18n/messages.ts';
import { LISTING_WRITE_REFUSALS, refusalError, type RefusalAnswer } from '#src/server/api/refusals.ts';

type AdminContext = Context<AppEnv>;

const actorOf = (c: AdminContext): Actor => {
  const user = requireUser(c);
  return { id: user.id, username: user.username };
};

/** An id from the path; a malformed one names nothing, the same 404 as an unknown one. */
function idParam(c: AdminContext, message: LocalizedString): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new ApiError(404, message);
  return id;
}
const listingId = (c: AdminContext) => idParam(c, ADMIN_MESSAGES.listingNotFound);

/** Each refusal of a listing action or write: its status, sentence and, for the form, its field. */
const LISTING_REFUSALS = {
  not_found: [404, () => ADMIN_MESSAGES.listingNotFound],
  changed: [409, () => ADMIN_MESSAGES.changed],
  not_approvable: [409, () => ADMIN_MESSAGES.notApprovable],
  not_pending: [409, () => ADMIN_MESSAGES.notPending],
  not_active: [409, () => ADMIN_MESSAGES.notActive],
  not_paused: [409, () => ADMIN_MESSAGES.notPaused],
  paused_by_owner: [409, () => ADMIN_MESSAGES.pausedByOwner],
  paused_by_billing: [409, () => ADMIN_MESSAGES.pausedByBilling],
  no_pending_name: [409, () => ADMIN_MESSAGES.noPendingName],
  deleted: [409, () => ADMIN_MESSAGES.deleted],
  not_deleted: [409, () => ADMIN_MESSAGES.notDeleted],
  ...LISTING_WRITE_REFUSALS,
} as const satisfies Record<string, RefusalAnswer>;

type ListingResult = { ok: true; listing: AdminListing } | { ok: false; reason: keyof typeof LISTING_REFUSALS };

function listingAnswer(c: AdminContext, result: ListingResult, status: 200 | 201 = 200) {
  if (result.ok) return c.json({ listing: result.listing }, status);
  throw refusalError(LISTING_REFUSALS, result);
}

/** An action whose body is only the version the admin read. */
async function versionedAction(
  c: AdminContext,
  action: typeof approveListing,
  { expectedUpdatedAt }: { expectedUpdatedAt: string },
) {
  return listingAnswer(c, await action(c.var, actorOf(c), listingId(c), expectedUpdatedAt));
}

/**
 * /api/admin: the dashboard's API (types and endpoint list in src/shared/api/admin.ts). The
 * admin check is one middleware over the whole sub-app, so an endpoint added here cannot skip it
 * (tests/integration/admin-access.test.ts walks every route).
 */
export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .get('/overview', async (c) => c.json(await adminOverview(c.var.db)))
  .get('/moderation', async (c) => c.json(await moderationQueue(c.var.db, c.var.config.siteUrl)))
  // ---- Listings ----
  .get('/listings', validated('query', adminListingsQuery), async (c) =>
    c.json(await searchAdminListings(c.var.db, c.req.valid('query'))),
  )
  .post('/listings', validated('json', adminCreateListingBody), async (c) => {
    const input = c.req.valid('json');
    return listingAnswer(c, await createUnownedListing(c.var, actorOf(c), input), 201);
  })
  .get('/listings/:id', async (c) => {
    const listing = await loadAdminListing(c.var.db, c.var.config.siteUrl, listingId(c));
    if (!listing) throw new ApiError(404, ADMIN_MESSAGES.listingNotFound);
    return c.json({ listing });
  })
  .patch('/listings/:id', validated('json', adminUpdateListingBody), async (c) => {
    const id = listingId(c);
    const { expectedUpdatedAt, ...input } = c.req.valid('json');
    return listingAnswer(c, await editListingAsAdmin(c.var, actorOf(c), id, input, expectedUpdatedAt));
  })
  .delete('/listings/:id', async (c) => {
    const deleted = await deleteListingAsAdmin(c.var, actorOf(c), listingId(c));
    if (!deleted.ok) throw new ApiError(404, ADMIN_MESSAGES.listingNotFound);
    return c.json({ success: true });
  })
  .post('/listings/:id/approve', validated('json', listingVersionBody), async (c) =>
    versionedAction(c, approveListing, c.req.valid('json')),
  )
  .post('/listings/:id/resume', validated('json', listingVersionBody), async (c) =>
    versionedAction(c, resumeListingAsAdmin, c.req.valid('json')),
  )
  .post('/listings/:id/restore', validated('json', listingVersionBody), async (c) =>
    versionedAction(c, restoreListing, c.req.valid('json')),
  )
  .post('/listings/:id/approve-name', validated('json', listingVersionBody), async (c) =>
    versionedAction(c, approvePendingName, c.req.valid('json')),
  )
  .post('/listings/:id/claim-token', validated('json', listingVersionBody), async (c) =>
    versionedAction(c, regenerateClaimToken, c.req.valid('json')),
  )
  .post('/listings/:id/decline', validated('json', declineListingBody), async (c) => {
    const id = listingId(c);
    const { expectedUpdatedAt, reason } = c.req.valid('json');
    return listingAnswer(c, await declineListing(c.var, actorOf(c), id, expectedUpdatedAt, reason));
  })
  .post('/listings/:id/pause', validated('json', pauseListingBody), async (c) => {
    const id = listingId(c);
    const { expectedUpdatedAt, reason } = c.req.valid('json');
    return listingAnswer(c, await pauseListingAsAdmin(c.var, actorOf(c), id, expectedUpdatedAt, reason));
  })
  .post('/listings/:id/reject-name', validated('json', rejectNameBody), async (c) => {
    const id = listingId(c);
    const { expectedUpdatedAt, reason } = c.req.valid('json');
    return listingAnswer(c, await rejectPendingName(c.var, actorOf(c), id, expectedUpdatedAt, reason));
  })
  .put('/listings/:id/coordinates', validated('json', coordinatesBody), async (c) => {
    const id = listingId(c);
    return listingAnswer(c, await setCoordinates(c.var, actorOf(c), id, c.req.valid('json')));
  })
  .put('/listings/:id/subscription', validated('json', subscriptionBody), async (c) => {
    const id = listingId(c);
    return listingAnswer(c, await setSubscription(c.var, actorOf(c), id, c.req.valid('json')));
  })
  // ---- Inbox ----
  .get('/inbox', validated('query', inboxQuery), async (c) => c.json(await listInbox(c.var.db, c.req.valid('query'))))
  .get('/inbox/export.csv', validated('query', inboxQuery), async (c) => {
    const { filename, csv } = await exportInboxCsv(c.var.db, c.req.valid('query'));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    });
  })
  .post('/inbox/:kind/:id/handled', validated('json', handledBody), async (c) => {
    const kind = c.req.param('kind') as InboxKind;
    if (!INBOX_KINDS.includes(kind)) throw new ApiError(404, ADMIN_MESSAGES.inquiryNotFound);
    const id = idParam(c, ADMIN_MESSAGES.inquiryNotFound);
    const { handled } = c.req.valid('json');
    const result = await setHandled(c.var.db, actorOf(c), kind, id, handled);
    if (!result.ok) throw new ApiError(404, ADMIN_MESSAGES.inquiryNotFound);
    return c.json({ item: result.item });
  })
  // ---- Users ----
  .get('/users', validated('query', adminUsersQuery), async (c) =>
    c.json(await searchUsers(c.var.db, c.req.valid('query'))),
  )
  .post('/users/:id/verify-email', async (c) => {
    const result = await verifyUserEmail(c.var.db, actorOf(c), idParam(c, ADMIN_MESSAGES.userNotFound));
    if (!result.ok) throw new ApiError(404, ADMIN_MESSAGES.userNotFound);
    return c.json({ user: result.user });
  })
  .post('/users/:id/admin', validated('json', adminFlagBody), async (c) => {
    const id = idParam(c, ADMIN_MESSAGES.userNotFound);
    const { isAdmin } = c.req.valid('json');
    const result = await setAdminFlag(c.var, actorOf(c), id, isAdmin);
    if (result.ok) return c.json({ user: result.user });
    if (result.reason === 'own_admin_flag') throw new ApiError(409, ADMIN_MESSAGES.ownAdminFlag);
    throw new ApiError(404, ADMIN_MESSAGES.userNotFound);
  })
  .delete('/users/:id', async (c) => {
    const result = await deleteUserAsAdmin(c.var.db, actorOf(c), idParam(c, ADMIN_MESSAGES.userNotFound));
    if (result.ok) return c.json({ success: true });
    if (result.reason === 'self') throw new ApiError(409, ADMIN_MESSAGES.deleteSelf);
    throw new ApiError(404, ADMIN_MESSAGES.userNotFound);
  })
  .post('/users/:id/business-verification', validated('json', businessVerificationBody), async (c) => {
    const id = idParam(c, ADMIN_MESSAGES.userNotFound);
    const result = await verifyOwnerBusiness(c.var, actorOf(c), id, c.req.valid('json'));
    if (result.ok) return c.json({ user: result.user });
    throw new ApiError(404, ADMIN_MESSAGES.userNotFound);
  })
  .delete('/users/:id/business-verification', async (c) => {
    const result = await withdrawOwnerVerification(c.var, actorOf(c), idParam(c, ADMIN_MESSAGES.userNotFound));
    if (result.ok) return c.json({ user: result.user });
    if (result.reason === 'not_verified') throw new ApiError(409, ADMIN_MESSAGES.notBusinessVerified);
    throw new ApiError(404, ADMIN_MESSAGES.userNotFound);
  })
  // ---- Audit and builds ----
  .get('/audit', validated('query', auditQuery), async (c) => c.json(await listAudit(c.var.db, c.req.valid('query'))))
  .get('/builds', async (c) => c.json({ builds: await recentBuilds(c.var.db) }))
  .post('/builds', async (c) => c.json({ builds: await requestRebuild(c.var, actorOf(c)) }, 202));
