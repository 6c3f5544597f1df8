import { useEffect, useRef, useState } from 'react';
import { ApiRequestError, api, read, sendBeacon, takeOverAnswer, takeOverCall } from '#src/client/api.ts';
import { takeSearchPrefetch, takeSearchPrefetchAnswer } from '#src/client/search-prefetch.ts';
import { takeResultsToast } from '#src/client/toast.ts';
import type { SearchAnswer } from '#src/client/answers.ts';
import { apiSearchUrl, readSearchParams } from '#src/shared/search-url.ts';
import { searchEventPayload } from '#src/shared/search-event-payload.ts';
import { useApiQuery, type ApiQuery } from '#src/components/ui/use-api-query.ts';
import { m } from '#src/shared/i18n/messages.ts';

export type SearchLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string; badRequest: boolean }
  | { status: 'ready'; data: SearchAnswer };

/**
 * GET /api/search for the page's address (`search`, without `view`). The first read takes over
 * the request the page's inline script started before React loaded: the same address, so the
 * same route's answer.
 */
function searchRequest(search: string) {
  const url = apiSearchUrl(new URLSearchParams(search));
  const prefetched = takeOverCall(api.search.$get, url, takeSearchPrefetch(url));
  if (prefetched) return read(prefetched);
  const query: Record<string, string[]> = {};
  for (const [key, value] of new URL(url, window.location.origin).searchParams) (query[key] ??= []).push(value);
  return read(api.search.$get({ query }));
}

function searchLoad(query: ApiQuery<SearchAnswer>): SearchLoad {
  if (query.status !== 'error') return query;
  const { error } = query;
  const badRequest = error instanceof ApiRequestError && error.status === 400;
  const message = badRequest ? error.serverMessage(m.search_search_could_not_run()) : m.search_we_could_not_load();
  return { status: 'error', message, badRequest };
}

/**
 * The results for the page's address, read again when it changes and on `retry`. When the page's
 * inline script already has the answer, the first render shows the results: a placeholder render
 * first would only be thrown away, on the slow phones that pay most for it.
 */
export function useSearchAnswer(search: string): { load: SearchLoad; retry: () => void } {
  const [firstAnswer] = useState(() => {
    const url = apiSearchUrl(new URLSearchParams(window.location.search));
    return takeOverAnswer(api.search.$get, url, takeSearchPrefetchAnswer(url));
  });
  const { query, reload } = useApiQuery<SearchAnswer>(search, () => searchRequest(search), {
    what: 'warehouses',
    initial: firstAnswer,
    loadingOnChange: true,
  });
  useEffect(() => {
    if (query.status === 'ready') takeResultsToast(query.data.total > 0);
  }, [query]);
  useSearchBeacon(search, query);
  return { load: searchLoad(query), retry: reload };
}

/**
 * Records each answer shown as a `search` event, first pages only (paging through results is not
 * another search): the CDN answers most searches without the server, so the page that shows the
 * answer is the one that knows it was asked (docs/decisions/search.md, "Answers the CDN keeps").
 */
function useSearchBeacon(search: string, query: ApiQuery<SearchAnswer>) {
  const recorded = useRef<SearchAnswer | null>(null);
  useEffect(() => {
    if (query.status !== 'ready' || recorded.current === query.data) return;
    recorded.current = query.data;
    const { criteria, view } = readSearchParams(new URLSearchParams(search));
    if (view.page !== 1) return;
    sendBeacon(api.events.$post, {
      json: { type: 'search', payload: searchEventPayload(criteria, view, query.data) },
    });
  }, [search, query]);
}
