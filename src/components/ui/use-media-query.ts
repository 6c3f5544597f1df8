import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from it the search page shows its sidebar and the search form its menus in line. */
export const WIDE_LAYOUT_MEDIA = '(min-width: 64rem)';

/**
 * Whether a media query matches now, following later changes (a rotated phone, a resized window).
 * False in pre-rendered HTML and in the render that hydrates it, which must match that HTML.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
