/**
 * How current a listing's availability is: the days since its owner last confirmed it (a save of
 * the listing or the monthly confirmation link), and the tier visitors see
 * (docs/decisions/freshness.md). Cards, the detail page, the owner's table and the search order
 * all read these, so they cannot disagree on where a tier starts.
 */

export const FRESHNESS = {
  /** Up to this many days the confirmation is highlighted as recent. */
  recentDays: 30,
  /** Past this many days a listing is "Not confirmed recently" and ranks after fresher listings. */
  staleAfterDays: 90,
} as const;

import { formatDay } from './i18n/format.ts';
import { m } from './i18n/messages.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type FreshnessTier = 'recent' | 'dated' | 'stale';

interface Freshness {
  tier: FreshnessTier;
  /** Whole days since the confirmation (0 on the day itself; a clock behind the server's never makes it negative). */
  days: number;
  /** What the listing shows: "Availability confirmed 3 days ago", "… on Aug 14, 2026", "Not confirmed recently". */
  label: string;
}

/** Whole days from `confirmedAt` to `now`. */
const daysSince = (confirmedAt: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - confirmedAt.getTime()) / DAY_MS));

function recentLabel(days: number): string {
  if (days === 0) return m.freshness_today();
  if (days === 1) return m.freshness_yesterday();
  return m.freshness_days_ago({ days });
}

/** The tier and wording of a confirmation made at `confirmedAt`, seen at `now`. */
export function freshnessOf(confirmedAt: Date | string, now: Date = new Date()): Freshness {
  const at = typeof confirmedAt === 'string' ? new Date(confirmedAt) : confirmedAt;
  const days = daysSince(at, now);
  if (days <= FRESHNESS.recentDays) return { tier: 'recent', days, label: recentLabel(days) };
  if (days <= FRESHNESS.staleAfterDays) return { tier: 'dated', days, label: m.freshness_on({ day: formatDay(at) }) };
  return { tier: 'stale', days, label: m.freshness_stale() };
}

/**
 * The instant before which a confirmation is stale, for ranking: `freshnessOf` calls a listing
 * stale from its 91st whole day. Rounded down to the hour, so search answers kept in memory
 * (search-cache.ts) stay valid for the hour and the index and the SQL rank with the same instant.
 */
export function staleBefore(now: Date = new Date()): Date {
  const HOUR_MS = 60 * 60 * 1000;
  const cutoff = now.getTime() - (FRESHNESS.staleAfterDays + 1) * DAY_MS;
  return new Date(Math.floor(cutoff / HOUR_MS) * HOUR_MS);
}
