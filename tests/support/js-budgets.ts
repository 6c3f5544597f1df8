/**
 * The JavaScript budgets, gzipped, of a visitor's first load (docs/performance.md): pages without
 * an island load the shell's script alone; the landing pages (home, search, a listing, contact)
 * 100 KB; every other page 130 KB. The same in both languages. Checked over the build's chunk
 * graph (tests/site/js-budgets.test.ts) and, for the admin dashboard and one cross-check, in the
 * browser (tests/e2e/pages.spec.ts).
 */
export const NO_ISLAND_PAGES = [
  '/faq',
  '/terms',
  '/privacy',
  '/check-email',
  '/warehouse-submitted',
  '/no-such-page',
  // An id that is not a listed listing's: the 404 screen, rendered with the listing pages.
  '/warehouse/00000000-0000-4000-8000-000000000000',
  '/warehouses/on/toronto',
  '/warehouses/on/toronto/dry-storage',
];
const LANDING_PAGES = new Set(['/', '/search?query=Toronto', 'warehouse', '/contact']);

export const budgetKb = (path: string) => (NO_ISLAND_PAGES.includes(path) ? 10 : LANDING_PAGES.has(path) ? 100 : 130);

/** In React's own bundle and nowhere else: the type of every element React 19 creates. */
export const REACT_MARKER = 'react.transitional.element';
