/**
 * GET and POST /api/availability/:token: the page an owner reaches from the monthly e-mail asking
 * them to confirm a listing's availability (docs/decisions/freshness.md), and its wording, shared by
 * the server that answers and the page that reads the answer.
 */
import { m, minuteUnit } from '#src/shared/i18n/messages.ts';

/** The listing a valid link is for. */
export interface AvailabilityLinkListing {
  id: string;
  name: string;
  city: string;
  stateProvince: string;
  /** When availability was last confirmed, before this link. */
  availabilityConfirmedAt: string;
  /** What the owner confirms: the space free and from when, as the listing states them. */
  spaceAvailableSqFt: number | null;
  spaceAvailablePallets: number | null;
  availableFrom: string | null;
}

/** GET /api/availability/:token: the link can still confirm; nothing changes by looking. */
export interface AvailabilityLinkAnswer {
  listing: AvailabilityLinkListing;
}

/** POST /api/availability/:token (200): confirmed now. */
export interface AvailabilityConfirmedAnswer {
  listing: AvailabilityLinkListing;
}

/** Each refusal has its own status, so the page picks its screen from the status alone. */
export const AVAILABILITY_LINK_STATUS = { unknown: 404, used: 409, expired: 410, tooMany: 429 } as const;

export const AVAILABILITY_LINK_MESSAGES = {
  get unknown() {
    return m.api_availability_invalid();
  },
  get used() {
    return m.api_availability_used();
  },
  get expired() {
    return m.api_availability_expired();
  },
  tooMany: (minutes: number) => m.api_too_many_availability_attempts({ minutes, unit: minuteUnit(minutes) }),
} as const;
