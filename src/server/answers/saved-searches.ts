import type { AlertFrequency } from '#src/shared/saved-searches.ts';
import type { SearchCriteria } from '#src/shared/search-url.ts';

/** A saved search as its owner sees it (GET /api/saved-searches). */
export interface SavedSearch {
  id: string;
  name: string;
  criteria: SearchCriteria;
  frequency: AlertFrequency;
  lastSentAt: string | null;
  createdAt: string;
}
