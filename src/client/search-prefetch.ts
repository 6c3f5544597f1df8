import { inlineCall } from '#src/shared/inline-script.ts';
import { apiSearchUrl, readViewMode, type ViewMode } from '#src/shared/search-url.ts';
import { imageSrcSet } from '#src/shared/warehouse.ts';

/**
 * The /search page asks GET /api/search from a small inline script in its HTML (prefetchSearch
 * below, inlined by src/pages/search.astro), so the answer is on its way while React still downloads. The island
 * takes that request over for its first load, and only when it would have asked for the very same
 * URL: the page URL stays the single source of truth.
 */
interface SearchPrefetch {
  /** The GET /api/search URL the inline script asked for. */
  url: string;
  promise: Promise<Response>;
  /** The parsed answer, once a successful one has arrived. */
  data?: unknown;
  /** Settles once the answer is in and its photo, if the page shows one, is on screen. */
  previewShown: Promise<void>;
}

declare global {
  interface Window {
    __searchPrefetch?: SearchPrefetch;
  }
}

interface PrefetchTarget {
  /** The id of the first placeholder card's image box (SearchPageSkeleton). */
  previewImageId: string;
  /** The layout the placeholder cards have; a URL asking for another layout shows no preview. */
  placeholderView: ViewMode;
  /** The real card's `sizes` and the stored image widths, so the card reuses the same download. */
  sizes: string;
  widths: readonly number[];
}

/**
 * Runs while /search is still parsing (the page inlines its source, so it uses only its
 * arguments and browser globals):
 * 1. asks GET /api/search with the URL the island would build (`apiUrl`), and leaves the request
 *    where takeSearchPrefetch finds it. The body is read here once and handed on as a new
 *    Response: Chrome does not finish reading a clone's body while the original's stays unread,
 *    which would hold the photo back until React;
 * 2. keeps a successful answer parsed beside the request, so an island that starts after it
 *    arrived renders the results at once (takeSearchPrefetchAnswer), without a placeholder pass;
 * 3. shows the first result's photo in the first placeholder card as soon as the answer is in and
 *    the card is parsed (it is the page's largest paint), with the real card's srcset and sizes,
 *    and settles `previewShown` once that photo is on screen, or at once when there is none to
 *    show.
 */
function prefetchSearch(
  apiUrl: (pageParams: URLSearchParams) => string,
  viewMode: (params: URLSearchParams) => ViewMode,
  srcSet: (url: string, widths: readonly number[]) => string,
  target: PrefetchTarget,
) {
  try {
    const page = new URLSearchParams(location.search);
    const url = apiUrl(page);
    // In the page's language, as the island would ask (src/client/api.ts), not the browser's.
    const headers = { 'Accept-Language': document.documentElement.lang };
    const answer = fetch(url, { credentials: 'include', headers }).then((res) =>
      res.text().then((body) => ({ res, body })),
    );
    const promise = answer.then(
      ({ res, body }) =>
        new Response(body || null, { status: res.status, statusText: res.statusText, headers: res.headers }),
    );
    promise.catch(() => {});
    let settlePreview = () => {};
    const previewShown = new Promise<void>((resolve) => {
      settlePreview = resolve;
    });
    const prefetch: SearchPrefetch = { url, promise, previewShown };
    window.__searchPrefetch = prefetch;
    answer
      .then(({ res, body }) => {
        if (!res.ok || !(res.headers.get('content-type') ?? '').includes('application/json')) return null;
        const data = JSON.parse(body) as { warehouses?: { images?: string[] }[] };
        prefetch.data = data;
        return viewMode(page) === target.placeholderView ? data : null;
      })
      .then(
        (data) =>
          // A kept answer can arrive before the parser has reached the placeholder cards. The
          // state's first change from 'loading' is to 'interactive', once the document is parsed
          // and before deferred scripts run (DOMContentLoaded would wait for them).
          new Promise<typeof data>((resolve) => {
            if (document.readyState !== 'loading') resolve(data);
            else document.addEventListener('readystatechange', () => resolve(data), { once: true });
          }),
      )
      .then((data) => {
        const src = data?.warehouses?.[0]?.images?.[0];
        const box = document.getElementById(target.previewImageId);
        if (!src || !box) return settlePreview();
        const img = document.createElement('img');
        const srcset = srcSet(src, target.widths);
        if (srcset) img.srcset = srcset;
        img.sizes = target.sizes;
        img.src = src;
        img.alt = '';
        img.width = 960;
        img.height = 640;
        img.fetchPriority = 'high';
        img.className = 'absolute inset-0 h-full w-full object-cover';
        // On screen once the browser reports the photo's first paint (Element Timing; the only
        // element with the attribute), else two frames after its decode. At once if the photo
        // fails, or if its card is below the fold, where it is painted only when scrolled to.
        img.onerror = () => settlePreview();
        new IntersectionObserver((entries, observer) => {
          observer.disconnect();
          if (!entries.some((entry) => entry.isIntersecting)) settlePreview();
        }).observe(box);
        if (PerformanceObserver.supportedEntryTypes?.includes('element')) {
          img.setAttribute('elementtiming', target.previewImageId);
          new PerformanceObserver((_, observer) => {
            observer.disconnect();
            settlePreview();
          }).observe({ type: 'element' });
        } else {
          const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => settlePreview()));
          img.decode().then(afterTwoFrames, afterTwoFrames);
        }
        box.classList.remove('animate-pulse');
        box.appendChild(img);
      })
      .catch(settlePreview);
  } catch {
    // Without the prefetch the island simply asks the API itself.
  }
}

/** The inline <head> script of /search, built from the same URL and image rules the island uses. */
export const searchPrefetchScript = (target: PrefetchTarget) =>
  inlineCall(prefetchSearch, apiSearchUrl, readViewMode, imageSrcSet, target);

/**
 * Settles once the page's first result photo is on screen, or there is none to wait for, and at
 * the latest after `maxWaitMs`. The island mounts after it (SearchResults): mounting replaces the
 * placeholder, and on a phone the render would otherwise hold the photo's paint back.
 */
export function searchPreviewShown(maxWaitMs: number): Promise<void> {
  const shown = window.__searchPrefetch?.previewShown;
  if (!shown) return Promise.resolve();
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}

/**
 * The prefetched answer for `url` if it has already arrived and succeeded, else null (the request,
 * if any, stays for takeSearchPrefetch). Handed out once, like the request.
 */
export function takeSearchPrefetchAnswer(url: string): unknown {
  const prefetch = window.__searchPrefetch;
  if (!prefetch || prefetch.url !== url || prefetch.data === undefined) return null;
  delete window.__searchPrefetch;
  return prefetch.data;
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
