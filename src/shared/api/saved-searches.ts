import { MAX_SAVED_SEARCHES, type AlertFrequency } from '#src/shared/saved-searches.ts';
import type { SearchCriteria } from '#src/shared/search-url.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** A saved search as its owner sees it (GET /api/saved-searches). */
export interface SavedSearch {
  id: string;
  name: string;
  criteria: SearchCriteria;
  frequency: AlertFrequency;
  lastSentAt: string | null;
  createdAt: string;
}

export const SAVED_SEARCH_MESSAGES = {
  get notFound() {
    return m.api_saved_search_gone();
  },
  get tooMany() {
    return m.api_saved_search_too_many({ max: MAX_SAVED_SEARCHES });
  },
  get badLink() {
    return m.api_unsubscribe_invalid();
  },
} as const;
