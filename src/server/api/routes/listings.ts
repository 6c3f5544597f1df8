import { Hono, type Context } from 'hono';
import { LISTING_FORM_MESSAGES } from '#src/shared/api/listings.ts';
import { listingCitiesQuery, listingLocationQuery, listingSchema } from '#src/shared/validation/listing.ts';
import { auditOwnerSave } from '#src/server/listings/listing-audit.ts';
import { locateListing, suggestListingCities } from '#src/server/listings/listing-place.ts';
import { toOwnerListing } from '#src/server/listings/listing-answers.ts';
import {
  findOwnListing,
  insertListing,
  updateListing,
  type UpdateOutcome,
} from '#src/server/listings/listing-writes.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireUser, signedIn } from '#src/server/api/guards.ts';
import { ApiError, validated } from '#src/server/api/http.ts';
import { warehouseIdParam } from '#src/server/api/params.ts';
import { rateLimited } from '#src/server/api/rate-limit.ts';
import { LISTING_WRITE_REFUSALS, refusalError, type RefusalAnswer } from '#src/server/api/refusals.ts';

/** Each refusal as the form shows it: under the field it concerns, or as the page's message. */
const REFUSALS = {
  ...LISTING_WRITE_REFUSALS,
  not_found: [404, () => LISTING_FORM_MESSAGES.notFound],
  // Deleted in another tab meanwhile: gone for its owner, as everywhere else.
  deleted: [404, () => LISTING_FORM_MESSAGES.notFound],
  changed: [409, () => LISTING_FORM_MESSAGES.changed],
} as const satisfies Record<Exclude<UpdateOutcome, { ok: true }>['reason'], RefusalAnswer>;

/** The signed-in user's own listing, or the 404/403 that says why not. */
async function ownListing(c: Context<AppEnv>) {
  const user = requireUser(c);
  const own = await findOwnListing(c.var.db, user.id, warehouseIdParam(c, 'id'));
  if (own === 'not_found') throw new ApiError(404, LISTING_FORM_MESSAGES.notFound);
  if (own === 'forbidden') throw new ApiError(403, LISTING_FORM_MESSAGES.forbidden);
  return { user, listing: own };
}

/** /api/listings: creating a listing and editing one's own (/list-warehouse). */
export const listingRoutes = new Hono<AppEnv>()
  /** Gazetteer places of one province or state for the City field: a listing's city must be one of them. */
  .get('/cities', signedIn, validated('query', listingCitiesQuery), async (c) => {
    const query = c.req.valid('query');
    return c.json({ cities: await suggestListingCities(c.var.db, query) });
  })
  /** Where the pin starts: the city's centre and, with a geocoder configured, the address's point. */
  .get(
    '/location',
    signedIn,
    rateLimited((c) => RATE_LIMITS.geocodePerUser(requireUser(c).id)),
    validated('query', listingLocationQuery),
    async (c) => c.json(await locateListing(c.var, c.req.valid('query'))),
  )
  .post(
    '/',
    signedIn,
    rateLimited((c) => RATE_LIMITS.listingSubmitsPerUser(requireUser(c).id)),
    validated('json', listingSchema),
    async (c) => {
      const user = requireUser(c);
      const input = c.req.valid('json');
      const created = await insertListing(c.var, {
        ownerId: user.id,
        input,
        actor: { id: user.id, isAdmin: user.isAdmin },
        inTransaction: auditOwnerSave(user.id),
      });
      if (!created.ok) throw refusalError(REFUSALS, created);
      return c.json({ listing: toOwnerListing(created.listing) }, 201);
    },
  )
  .get('/:id', async (c) => {
    const { listing } = await ownListing(c);
    return c.json({ listing: toOwnerListing(listing) });
  })
  .patch('/:id', signedIn, validated('json', listingSchema), async (c) => {
    const { user, listing } = await ownListing(c);
    const input = c.req.valid('json');
    const updated = await updateListing(c.var, {
      id: listing.id,
      input,
      actor: { id: user.id, isAdmin: user.isAdmin },
      rules: 'owner',
      inTransaction: auditOwnerSave(user.id),
    });
    if (!updated.ok) throw refusalError(REFUSALS, updated);
    return c.json({ listing: toOwnerListing(updated.listing) });
  });
