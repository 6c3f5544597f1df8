import { Hono } from 'hono';
import { SAVED_SEARCH_MESSAGES } from '#src/shared/api/saved-searches.ts';
import { UNSUBSCRIBE_PATH } from '#src/shared/saved-searches.ts';
import { isUuid } from '#src/shared/validation/fields.ts';
import {
  createSavedSearchRequest,
  unsubscribeRequest,
  updateSavedSearchRequest,
} from '#src/shared/validation/saved-searches.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  stopAlerts,
  updateSavedSearch,
} from '#src/server/alerts/saved-searches.ts';
import { savedSearchOfToken } from '#src/server/alerts/unsubscribe-token.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireUser, signedIn } from '#src/server/api/guards.ts';
import { ApiError, validated } from '#src/server/api/http.ts';
import { refusalError, SAVED_SEARCH_REFUSALS } from '#src/server/api/refusals.ts';

/** /api/saved-searches: the signed-in visitor's saved searches and how often each mails them. */
export const savedSearchRoutes = new Hono<AppEnv>()
  .get('/', signedIn, async (c) => {
    const user = requireUser(c);
    return c.json({ savedSearches: await listSavedSearches(c.var.db, user.id) });
  })
  .post('/', signedIn, validated('json', createSavedSearchRequest), async (c) => {
    const user = requireUser(c);
    const created = await createSavedSearch(c.var.db, user.id, c.req.valid('json'));
    if (!created.ok) throw refusalError(SAVED_SEARCH_REFUSALS, created);
    return c.json({ savedSearch: created.savedSearch }, 201);
  })
  .patch('/:id', signedIn, validated('json', updateSavedSearchRequest), async (c) => {
    const user = requireUser(c);
    const updated = await updateSavedSearch(
      c.var.db,
      user.id,
      savedSearchIdParam(c.req.param('id')),
      c.req.valid('json'),
    );
    if (!updated) throw new ApiError(404, SAVED_SEARCH_MESSAGES.notFound);
    return c.json({ savedSearch: updated });
  })
  .delete('/:id', signedIn, async (c) => {
    const user = requireUser(c);
    if (!(await deleteSavedSearch(c.var.db, user.id, savedSearchIdParam(c.req.param('id')))))
      throw new ApiError(404, SAVED_SEARCH_MESSAGES.notFound);
    return c.json({ success: true });
  });

/**
 * /api/alerts/unsubscribe?token=…: RFC 8058's one-click POST from a mail client, and the confirm
 * button of /unsubscribe. The signed token is the only authority (no session, and app.ts mounts
 * it outside the same-origin guard, since a mail provider's POST has no Origin of the site).
 */
export const alertRoutes = new Hono<AppEnv>()
  /** A mail client that opens the List-Unsubscribe address instead of posting to it gets the page that asks first. */
  .get('/unsubscribe', validated('query', unsubscribeRequest), (c) =>
    c.redirect(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(c.req.valid('query').token)}`, 303),
  )
  .post('/unsubscribe', validated('query', unsubscribeRequest), async (c) => {
    const id = savedSearchOfToken(c.var.config.alertLinkSecret, c.req.valid('query').token);
    const stopped = id && isUuid(id) ? await stopAlerts(c.var.db, id) : null;
    if (!stopped) throw new ApiError(404, SAVED_SEARCH_MESSAGES.badLink);
    return c.json({ unsubscribed: true, name: stopped.name });
  });

/** A malformed id names no saved search: the same 404 as an unknown one. */
function savedSearchIdParam(id: string): string {
  if (!isUuid(id)) throw new ApiError(404, SAVED_SEARCH_MESSAGES.notFound);
  return id;
}
