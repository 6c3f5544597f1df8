import type { APIRequestContext, Page } from '@playwright/test';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { allActiveWarehouses } from '#tests/support/listings.ts';

/** Every page a visitor can open, with a made-up token or listing where the page needs one. */
export const VISITOR_PAGES = [
  '/',
  '/search?query=Toronto',
  '/faq',
  '/contact',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=x',
  '/check-email',
  '/verify-email?token=x',
  '/favorites',
  '/profile',
  '/my-warehouses',
  '/my-warehouses/leads',
  '/request-quotes?ids=00000000-0000-4000-8000-000000000000',
  '/list-warehouse',
  '/claim',
  '/confirm-availability?token=x',
  '/warehouse-submitted',
  '/terms',
  '/privacy',
  '/warehouse/00000000-0000-4000-8000-000000000000',
  '/compare?ids=00000000-0000-4000-8000-000000000000',
  '/saved-searches',
  '/unsubscribe?token=x',
  // Place pages of the demo data (docs/decisions/place-pages.md): a city and a storage type in it
  // (two of the listings naming Toronto offer dry storage; cold storage is offered nearby only).
  '/warehouses/on/toronto',
  '/warehouses/on/toronto/dry-storage',
];

/**
 * The live listings the last build knew (they are in its sitemap), whose pages link their city's
 * pages: a listing another test approved meanwhile has its page too, but no city link until the
 * next rebuild (docs/decisions/on-demand-listing-pages.md, "Data per request").
 */
export async function prerenderedWarehouses(request: APIRequestContext): Promise<PublicWarehouse[]> {
  const [warehouses, locs] = await Promise.all([
    allActiveWarehouses((path) => request.get(path)),
    sitemapLocs(request),
  ]);
  const built = warehouses.filter(({ id }) => locs.some((loc) => loc.endsWith(`/warehouse/${id}`)));
  if (!built.length) throw new Error('No listing of the API is in the sitemap');
  return built;
}

/** Every URL of the sitemap files the index at /sitemap.xml names (docs/decisions/place-pages.md). */
export async function sitemapLocs(request: APIRequestContext): Promise<string[]> {
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const files = locsOf(await (await request.get('/sitemap.xml')).text());
  const each = await Promise.all(
    files.map(async (file) => locsOf(await (await request.get(new URL(file).pathname)).text())),
  );
  return each.flat();
}

/** The page of the first live listing that the last build pre-rendered. */
export async function firstWarehousePath(page: Page) {
  const [first] = await prerenderedWarehouses(page.request);
  return `/warehouse/${first!.id}`;
}
