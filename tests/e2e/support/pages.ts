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
];

/**
 * The live listings whose pages the last build pre-rendered (they are in the sitemap): a listing
 * another test approved meanwhile has only the fallback page until the next rebuild, and that page
 * loads its quote form only as the form comes near the screen.
 */
export async function prerenderedWarehouses(request: APIRequestContext): Promise<PublicWarehouse[]> {
  const [warehouses, sitemap] = await Promise.all([
    allActiveWarehouses((path) => request.get(path)),
    request.get('/sitemap.xml').then((r) => r.text()),
  ]);
  const built = warehouses.filter(({ id }) => sitemap.includes(`/warehouse/${id}</loc>`));
  if (!built.length) throw new Error('No listing of the API is in the sitemap');
  return built;
}

/** The page of the first live listing that the last build pre-rendered. */
export async function firstWarehousePath(page: Page) {
  const [first] = await prerenderedWarehouses(page.request);
  return `/warehouse/${first!.id}`;
}
