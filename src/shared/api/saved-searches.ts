import { MAX_SAVED_SEARCHES, type AlertFrequency } from '#src/shared/saved-searches.ts';
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

export const SAVED_SEARCH_MESSAGES = {
  notFound: 'This saved search no longer exists.',
  tooMany: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  badLink: 'This unsubscribe link is not valid. Manage your alerts from your saved searches instead.',
} as const;
