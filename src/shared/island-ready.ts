/**
 * The attribute an island renders once React has hydrated it: the page's inline script holds taps
 * and submits made inside an island until it appears (src/client/early-actions.ts).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
