import { api, sendBeacon } from './api.ts';

/**
 * Listings this tab has sent a view of, with when. Session storage, because local storage keeps
 * only the session and theme keys (docs/decisions/browser-storage.md): reloads stay in the tab,
 * and the server's own 10 minutes per address covers new tabs.
 */
const VIEWS_KEY = 'listing_views';
const REPEAT_MS = 10 * 60 * 1000;

function send(warehouseId: string) {
  try {
    const now = Date.now();
    const sent = JSON.parse(sessionStorage.getItem(VIEWS_KEY) || '{}') as Record<string, number>;
    if (now - (sent[warehouseId] ?? 0) < REPEAT_MS) return;
    sent[warehouseId] = now;
    sessionStorage.setItem(VIEWS_KEY, JSON.stringify(sent));
  } catch {
    // Storage blocked or full, or a mangled value: send anyway, the server ignores repeats too.
  }
  sendBeacon(api['listing-stats'][':warehouseId'].views.$post, { param: { warehouseId } });
}

/**
 * Counts a view of the listing's detail page for its owner's numbers, after the page has loaded
 * and when the browser is idle, so it never competes with what the visitor came for.
 */
export function recordDetailView(warehouseId: string) {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => send(warehouseId), { timeout: 5000 })
      : setTimeout(() => send(warehouseId), 0);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
