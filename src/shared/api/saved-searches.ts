import { MAX_SAVED_SEARCHES } from '#src/shared/saved-searches.ts';

export const SAVED_SEARCH_MESSAGES = {
  notFound: 'This saved search no longer exists.',
  tooMany: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  badLink: 'This unsubscribe link is not valid. Manage your alerts from your saved searches instead.',
} as const;
