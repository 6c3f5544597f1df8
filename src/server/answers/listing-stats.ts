import type { LeadStatus } from '#src/shared/catalog.ts';
import type { ListingMetric } from '#src/shared/api/listing-stats.ts';

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
