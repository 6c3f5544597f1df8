/**
 * GET /api/listing-stats: an owner's numbers per listing and day, read by /my-warehouses, and the
 * names the page gives them.
 */

import type { LeadStatus } from '#src/shared/catalog.ts';

/** How many days the numbers cover, ending today (UTC). */
export const STATS_DAYS = 30;

export type ListingMetric = 'views' | 'clicks' | 'quotes' | 'favorites';

/** One listing's numbers: each array has one count per day of the answer's `days`, oldest first. */
export type ListingStats = Record<ListingMetric, number[]> & { totals: Record<ListingMetric, number> };

export interface ListingStatsAnswer {
  /** STATS_DAYS dates as YYYY-MM-DD (UTC), oldest first, the last one today. */
  days: string[];
  /** Keyed by warehouse id: every listing of the signed-in user, whatever its status. */
  listings: Record<string, ListingStats>;
  /** Keyed by warehouse id: its leads by status, all time (docs/decisions/leads.md); listings without leads are left out. */
  leads: Record<string, Record<LeadStatus, number>>;
}

/** What each number counts, in the order the page shows them, with its noun for sentences ("1 detail view", "2 detail views"). */
export const LISTING_METRICS: readonly { key: ListingMetric; label: string; one: string; many: string }[] = [
  { key: 'views', label: 'Detail views', one: 'detail view', many: 'detail views' },
  { key: 'clicks', label: 'Card clicks', one: 'card click', many: 'card clicks' },
  { key: 'quotes', label: 'Quote requests', one: 'quote request', many: 'quote requests' },
  { key: 'favorites', label: 'Favorites', one: 'favorite', many: 'favorites' },
];
