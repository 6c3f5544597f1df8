import { Hono, type Context } from 'hono';
import { LISTING_FORM_MESSAGES, type ListingCitiesAnswer, type OwnerListingAnswer } from '#src/shared/api/listings.ts';
import { LISTING_MESSAGES, listingCitiesQuery, listingSchema } from '#src/shared/validation/listing.ts';
import { suggestListingCities } from '#src/server/listings/listing-place.ts';
import {
  findOwnListing,
  insertListing,
  toOwnerListing,
  updateListing,
  type UpdateOutcome,
} from '#src/server/listings/listing-writes.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireUser, signedIn } from '#src/server/api/guards.ts';
import { ApiError, validated } from '#src/server/api/http.ts';
import { warehouseIdParam } from '#src/server/api/params.ts';
import { rateLimited } from '#src/server/api/rate-limit.ts';

/** /api/listings: creating a listing and editing one's own (/list-warehouse). */
/** Each refusal as the form shows it: under the field it concerns, or as the page's message. */
const REFUSALS = {
  name_taken: [409, LISTING_MESSAGES.nameTaken, 'name'],
  unknown_city: [400, LISTING_MESSAGES.cityUnknown, 'city'],
  unknown_photo: [400, LISTING_MESSAGES.photo, 'images'],
  not_found: [404, LISTING_FORM_MESSAGES.notFound, null],
  changed: [409, LISTING_FORM_MESSAGES.changed, null],
} as const;

function refusal(outcome: Exclude<UpdateOutcome, { ok: true }>): ApiError {
  const [status, message, field] = REFUSALS[outcome.reason];
  return new ApiError(status, message, field ? { [field]: message } : undefined);
}

/** The signed-in user's own listing, or the 404/403 that says why not. */
async function ownListing(c: Context<AppEnv>) {
  const user = requireUser(c);
  const own = await findOwnListing(c.var.db, user.id, warehouseIdParam(c, 'id'));
  if (own === 'not_found') throw new ApiError(404, LISTING_FORM_MESSAGES.notFound);
  if (own === 'forbidden') throw new ApiError(403, LISTING_FORM_MESSAGES.forbidden);
  return { user, listing: own };
}

export const listingRoutes = new Hono<AppEnv>()
  /** Gazetteer places of one province or state for the City field: a listing's city must be one of them. */
  .get('/cities', signedIn, validated('query', listingCitiesQuery), async (c) => {
    const query = c.req.valid('query');
    return c.json({ cities: await suggestListingCities(c.var.db, query) } satisfies ListingCitiesAnswer);
  })
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
      });
      if (!created.ok) throw refusal(created);
      return c.json({ listing: toOwnerListing(created.listing) } satisfies OwnerListingAnswer, 201);
    },
  )
  .get('/:id', async (c) => {
    const { listing } = await ownListing(c);
    return c.json({ listing: toOwnerListing(listing) } satisfies OwnerListingAnswer);
  })
  .patch('/:id', signedIn, validated('json', listingSchema), async (c) => {
    const { user, listing } = await ownListing(c);
    const input = c.req.valid('json');
    const updated = await updateListing(c.var, {
      id: listing.id,
      input,
      actor: { id: user.id, isAdmin: user.isAdmin },
      rules: 'owner',
    });
    if (!updated.ok) throw refusal(updated);
    return c.json({ listing: toOwnerListing(updated.listing) } satisfies OwnerListingAnswer);
  });
