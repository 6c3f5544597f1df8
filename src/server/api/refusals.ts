import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LISTING_MESSAGES } from '#src/shared/validation/listing.ts';
import { SAVED_SEARCH_MESSAGES } from '#src/shared/api/saved-searches.ts';
import type { LocalizedString } from '#src/shared/i18n/messages.ts';
import { ApiError } from './http.ts';

/**
 * How a route answers one reason a service gave for refusing: the status, the sentence, and the
 * form field the sentence goes under when one field caused it. The sentence is a function, called
 * when the refusal is answered: a table is built once, before any request has a language.
 */
export type RefusalAnswer = readonly [status: ContentfulStatusCode, message: () => LocalizedString, field?: string];

/** The error a route throws for a service's refusal, looked up in the route's table of answers. */
export function refusalError<Reason extends string>(
  answers: Record<Reason, RefusalAnswer>,
  refusal: { reason: Reason },
): ApiError {
  const [status, sentence, field] = answers[refusal.reason];
  const message = sentence();
  return new ApiError(status, message, field ? { [field]: message } : undefined);
}

/** A listing save's refusals (listing-writes.ts), the same for owners and admins: each under the field it concerns. */
export const LISTING_WRITE_REFUSALS = {
  name_taken: [409, () => LISTING_MESSAGES.nameTaken, 'name'],
  unknown_city: [400, () => LISTING_MESSAGES.cityUnknown, 'city'],
  unknown_photo: [400, () => LISTING_MESSAGES.photo, 'images'],
  pin_far: [400, () => LISTING_MESSAGES.pinFar, 'pin'],
} as const satisfies Record<string, RefusalAnswer>;

/** A saved search's refusals (alerts/saved-searches.ts). */
export const SAVED_SEARCH_REFUSALS = {
  too_many: [409, () => SAVED_SEARCH_MESSAGES.tooMany],
} as const satisfies Record<string, RefusalAnswer>;
