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

/** The page of the first live listing the API lists. */
export async function firstWarehousePath(page: Page) {
  const { warehouses } = (await (await page.request.get('/api/warehouses?limit=1')).json()) as {
    warehouses: { id: string }[];
  };
  return `/warehouse/${warehouses[0]!.id}`;
}
