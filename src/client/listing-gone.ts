import { api } from './api.ts';

/**
 * A listing's pre-rendered page stays on Netlify's CDN until the next deploy, though its listing
 * may have been paused, declined or deleted since. The page asks the API, whose answer the CDN
 * keeps at most a minute and a listing change purges (docs/decisions/rebuilds.md, "What visitors
 * see"), and shows the "no longer listed" screen the build left in the page when the listing is
 * not live. A failed check leaves the page as it is: the listing may well be live.
 */
export async function hideIfNoLongerListed(warehouseId: string, doc: Document = document): Promise<boolean> {
  try {
    const res = await api.warehouses[':id'].$get({ param: { id: warehouseId } });
    // Read to the end, or the request stays open in some browsers.
    await res.text().catch(() => '');
    if (res.status !== 404) return false;
  } catch {
    return false;
  }
  return showNoLongerListed(doc);
}

/** Replaces the page's content with its "no longer listed" screen, and asks search engines not to index it. */
function showNoLongerListed(doc: Document): boolean {
  const screen = doc.querySelector<HTMLTemplateElement>('template[data-listing-gone]');
  const main = doc.getElementById('main');
  if (!screen || !main) return false;
  main.replaceChildren(screen.content.cloneNode(true));
  doc.querySelector('meta[name="robots"]')?.remove();
  const robots = doc.createElement('meta');
  robots.name = 'robots';
  robots.content = 'noindex';
  doc.head.append(robots);
  if (screen.dataset.title) doc.title = screen.dataset.title;
  return true;
}
