import type { ResultsView, SearchCriteria } from './search-url.ts';
import type { SearchEventPayload } from './validation/search-event.ts';

/*
 * The payload of the `search` event the results page sends for each first page it shows
 * (docs/decisions/search.md, "Answers the CDN keeps"). Apart from its schema
 * (validation/search-event.ts), so the results page's code carries no zod for it.
 */

/** What the event reads of a search answer (GET /api/search). */
interface AnsweredSearch {
  total: number;
  interpretedAs: SearchEventPayload['interpretedAs'];
  place: { name: string; province: string; country: string } | null;
  region: SearchEventPayload['region'];
}

/** What a shown answer records: the search as the page's address states it, and what it found. */
export function searchEventPayload(
  criteria: SearchCriteria,
  view: ResultsView,
  answer: AnsweredSearch,
): SearchEventPayload {
  return {
    query: criteria.query,
    filters: {
      storageTypesOffered: criteria.storageTypesOffered as SearchEventPayload['filters']['storageTypesOffered'],
      servicesOffered: criteria.servicesOffered as SearchEventPayload['filters']['servicesOffered'],
      distance: criteria.distance as SearchEventPayload['filters']['distance'],
      storageTermType: criteria.storageTermType,
      ownerVerified: criteria.ownerVerified ?? false,
      sort: view.sort,
    },
    resultCount: answer.total,
    interpretedAs: answer.interpretedAs,
    place: answer.place && { name: answer.place.name, province: answer.place.province, country: answer.place.country },
    region: answer.region,
  };
}
