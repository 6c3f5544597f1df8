import { MAX_SAVED_SEARCHES } from '#src/shared/saved-searches.ts';
import { m } from '#src/shared/i18n/messages.ts';

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
