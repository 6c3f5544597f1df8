/**
 * GET /api/listing-stats: an owner's numbers per listing and day, read by /my-warehouses, and the
 * names the page gives them.
 */

/** How many days the numbers cover, ending today (UTC). */
export const STATS_DAYS = 30;

export type ListingMetric = 'views' | 'clicks' | 'quotes' | 'favorites';

/** What each number counts, in the order the page shows them, with its noun for sentences ("1 detail view", "2 detail views"). */
export const LISTING_METRICS: readonly { key: ListingMetric; label: string; one: string; many: string }[] = [
  { key: 'views', label: 'Detail views', one: 'detail view', many: 'detail views' },
  { key: 'clicks', label: 'Card clicks', one: 'card click', many: 'card clicks' },
  { key: 'quotes', label: 'Quote requests', one: 'quote request', many: 'quote requests' },
  { key: 'favorites', label: 'Favorites', one: 'favorite', many: 'favorites' },
];
