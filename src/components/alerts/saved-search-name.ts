import { m } from '#src/shared/i18n/messages.ts';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { storageTypeLabel } from '#src/shared/i18n/labels/storage-types.ts';
import { termLabel } from '#src/shared/i18n/labels/terms.ts';
import type { SearchCriteria } from '#src/shared/search-url.ts';

/** What a saved search is about, in a few words: its place and filters ("Toronto, ON · Cold Storage"). */
export function savedSearchName(criteria: SearchCriteria): string {
  const parts = [
    criteria.query.trim() ? `${criteria.query.trim()} (${criteria.distance} km)` : m.alerts_anywhere(),
    ...criteria.storageTypesOffered.map(storageTypeLabel),
    ...criteria.servicesOffered.map(serviceLabel),
    ...(criteria.storageTermType === 'all' ? [] : [termLabel(criteria.storageTermType)]),
  ];
  return parts.join(' · ').slice(0, 80);
}
