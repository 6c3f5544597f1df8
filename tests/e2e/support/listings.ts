import type { APIRequestContext } from '@playwright/test';
import type { AnswerOf, api } from '#src/client/api.ts';
import { listingInput } from '#tests/support/listing-input.ts';
import { expect } from './fixtures.ts';

/** A warehouse in Halifax, for journeys that edit a Canadian listing (its prices are in CAD). */
export const HARBOUR_DEPOT = {
  address: '12 Harbour Street',
  city: 'Halifax',
  stateProvince: 'NS',
  description: 'Dry storage by the harbour, two dock doors.',
};

/**
 * Lists a warehouse through the API as the account `request` is signed in as, the way the listing
 * form sends it (`listingInput` with `overrides`), for journeys that start from a listing.
 */
export async function postListing(
  request: APIRequestContext,
  origin: string,
  name: string,
  overrides: Record<string, unknown> = {},
): Promise<AnswerOf<typeof api.listings.$post>['listing']> {
  const created = await request.post('/api/listings', { data: listingInput(name, overrides), headers: { origin } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as AnswerOf<typeof api.listings.$post>).listing;
}
