import type { Page } from '@playwright/test';

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
 * The page of the first live listing the API lists whose page the last build pre-rendered (it is
 * in the sitemap): a listing another test approved meanwhile has only the fallback page until the
 * next rebuild.
 */
export async function firstWarehousePath(page: Page) {
  const [answer, sitemap] = await Promise.all([
    page.request.get('/api/warehouses?limit=50').then((r) => r.json() as Promise<{ warehouses: { id: string }[] }>),
    page.request.get('/sitemap.xml').then((r) => r.text()),
  ]);
  const built = answer.warehouses.find(({ id }) => sitemap.includes(`/warehouse/${id}</loc>`));
  if (!built) throw new Error('No listing of the API is in the sitemap');
  return `/warehouse/${built.id}`;
}
