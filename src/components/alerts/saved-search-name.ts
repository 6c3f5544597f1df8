import { STORAGE_TERM_LABELS } from '#src/shared/catalog.ts';
import type { SearchCriteria } from '#src/shared/search-url.ts';

/** What a saved search is about, in a few words: its place and filters ("Toronto, ON · Cold Storage"). */
export function savedSearchName(criteria: SearchCriteria): string {
  const parts = [
    criteria.query.trim() ? `${criteria.query.trim()} (${criteria.distance} km)` : 'Anywhere',
    ...criteria.storageTypesOffered,
    ...criteria.servicesOffered,
    ...(criteria.storageTermType === 'all' ? [] : [STORAGE_TERM_LABELS[criteria.storageTermType]]),
  ];
  return parts.join(' · ').slice(0, 80);
}
