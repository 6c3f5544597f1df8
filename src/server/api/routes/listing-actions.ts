import { Hono } from 'hono';
import { OWNER_ACTION_MESSAGES } from '#src/shared/api/listing-actions.ts';
import {
  deleteOwnListing,
  listOwnListings,
  pauseListing,
  resumeListing,
  type DeleteOutcome,
  type StateChange,
} from '#src/server/listings/owner-actions.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireUser } from '#src/server/api/guards.ts';
import { warehouseIdParam } from '#src/server/api/params.ts';
import { refusalError, type RefusalAnswer } from '#src/server/api/refusals.ts';

const REFUSALS = {
  not_found: [404, () => OWNER_ACTION_MESSAGES.notFound],
  forbidden: [403, () => OWNER_ACTION_MESSAGES.forbidden],
  paused_by_admin: [409, () => OWNER_ACTION_MESSAGES.pausedByAdmin],
  paused_for_billing: [409, () => OWNER_ACTION_MESSAGES.pausedForBilling],
  pending_review: [409, () => OWNER_ACTION_MESSAGES.pendingReview],
  declined: [409, () => OWNER_ACTION_MESSAGES.declined],
} as const satisfies Record<Exclude<StateChange | DeleteOutcome, { ok: true }>['reason'], RefusalAnswer>;

function stateAnswer(outcome: StateChange) {
  if (!outcome.ok) throw refusalError(REFUSALS, outcome);
  const { id, status, pausedBy } = outcome.listing;
  return { success: true, listing: { id, status, pausedBy } };
}

/** /api/listings: what an owner does to a listing after creating it (list, pause, resume, delete). */
export const listingActionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    return c.json({ listings: await listOwnListings(c.var.db, user.id) });
  })
  .post('/:id/pause', async (c) => {
    const user = requireUser(c);
    return c.json(stateAnswer(await pauseListing(c.var, user.id, warehouseIdParam(c, 'id'))));
  })
  .post('/:id/resume', async (c) => {
    const user = requireUser(c);
    return c.json(stateAnswer(await resumeListing(c.var, user.id, warehouseIdParam(c, 'id'))));
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c);
    const deleted = await deleteOwnListing(c.var, user.id, warehouseIdParam(c, 'id'));
    if (!deleted.ok) throw refusalError(REFUSALS, deleted);
    return c.json({ success: true });
  });
