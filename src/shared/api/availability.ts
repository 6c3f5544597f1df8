/**
 * GET and POST /api/availability/:token: the page an owner reaches from the monthly e-mail asking
 * them to confirm a listing's availability (docs/decisions/freshness.md), and its wording, shared by
 * the server that answers and the page that reads the answer.
 */
import { m, minuteUnit } from '#src/shared/i18n/messages.ts';

/** Each refusal has its own status, so the page picks its screen from the status alone. */
export const AVAILABILITY_LINK_STATUS = { unknown: 404, used: 409, expired: 410, tooMany: 429 } as const;

export const AVAILABILITY_LINK_MESSAGES = {
  unknown: 'This confirmation link is not valid. It may have been mistyped, or its listing removed.',
  used: 'This link has already been used: the listing’s availability was confirmed with it.',
  expired:
    'This confirmation link has expired. Your next monthly e-mail brings a new one, or edit the listing from My Warehouses.',
  tooMany: (minutes: number) => m.api_too_many_availability_attempts({ minutes, unit: minuteUnit(minutes) }),
} as const;
