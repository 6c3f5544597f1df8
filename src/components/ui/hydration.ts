/**
 * useStore option for islands rendered into the page's HTML: the shell may change a store (the
 * session check answers, favorites load) before React hydrates, and hydration must start from
 * the value the HTML was built with, or React reports a mismatch. Once hydrated, the island
 * re-renders with the live value.
 */
export const HYDRATE_FROM_INITIAL = { ssr: 'initial' } as const;
