import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';

/**
 * A store's value in an island rendered into the page's HTML. The shell may change a store (the
 * session check answers, favorites load) before the island hydrates, and hydration must start
 * from the value the HTML was built with, the store's initial value: Preact does not repair
 * markup that differs from its first render, so the live value is taken only after hydration
 * (docs/decisions/preact-compat.md). React's `useSyncExternalStore` server snapshot did this
 * before; preact/compat ignores it.
 */
export function useStoreAfterHydration<Value>(store: ReadableAtom<Value>): Value {
  const live = useStore(store);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated || store.init === undefined ? live : store.init;
}
