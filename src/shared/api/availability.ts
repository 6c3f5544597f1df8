/**
 * GET and POST /api/availability/:token: the page an owner reaches from the monthly e-mail asking
 * them to confirm a listing's availability (docs/decisions/freshness.md), and its wording, shared by
 * the server that answers and the page that reads the answer.
 */
import { m, minuteUnit } from '#src/shared/i18n/messages.ts';

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
