/**
 * The /search page asks GET /api/search from a small inline script in its HTML
 * (src/pages/search.astro), so the answer is on its way while React still downloads. The island
 * takes that request over for its first load, and only when it would have asked for the very same
 * URL: the page URL stays the single source of truth.
 */
export interface SearchPrefetch {
  /** The GET /api/search URL the inline script asked for. */
  url: string;
  promise: Promise<Response>;
}

declare global {
  interface Window {
    __searchPrefetch?: SearchPrefetch;
  }
}

/**
 * The prefetched answer for `url`, or null when there is none or it was for another URL. It is
 * handed out once: a later search (or a retry) always asks the API again.
 */
export function takeSearchPrefetch(url: string): Promise<Response> | null {
  const prefetch = window.__searchPrefetch;
  delete window.__searchPrefetch;
  return prefetch && prefetch.url === url ? prefetch.promise : null;
}
