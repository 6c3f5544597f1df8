import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';
import { HYDRATED_ATTRIBUTE } from '#src/shared/island-ready.ts';

const subscribeNever = () => () => {};

/**
 * False in the pre-rendered HTML and in the render that hydrates it, true once React owns the
 * island (at once in an island rendered only in the browser). Submit buttons stay disabled until
 * then, and the island's outermost element carries `hydratedMark(hydrated)`, the sign the page's
 * inline script waits for before it replays a tap or submit made earlier
 * (src/client/early-actions.ts).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The attribute that tells the page's inline script an island is ready. */
export function hydratedMark(hydrated: boolean): { [HYDRATED_ATTRIBUTE]?: '' } {
  return hydrated ? { [HYDRATED_ATTRIBUTE]: '' } : {};
}

/**
 * A store's value in an island pre-rendered into the page. The shell may change a store (the
 * session check answers, favorites load) before the island hydrates; hydration starts from the
 * store's initial value, the one the HTML was built with (React's server snapshot), and React
 * then renders the live value.
 */
export function useIslandStore<Value>(store: ReadableAtom<Value>): Value {
  return useStore(store, { ssr: 'initial' });
}
