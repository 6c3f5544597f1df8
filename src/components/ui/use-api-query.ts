import { useCallback, useEffect, useRef, useState } from 'react';
import { setSignedOut } from '#src/client/session.ts';

export type ApiQuery<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

interface ApiQueryOptions<T> {
  /** What is read, for the console when it fails ("the builds"). */
  what: string;
  /** An answer already in hand (the /search prefetch): shown at once, and not asked for again. */
  initial?: T | null;
  /** Show the loading state again while a new key is read; otherwise the last answer stays until the next. */
  loadingOnChange?: boolean;
}

/**
 * The one way an island reads the API: `load` (a call through src/client/api.ts) runs when the
 * island mounts, whenever `key` changes and on `reload()`; `key` null waits (nobody signed in
 * yet). An answer that arrives after the key changed or the island left is dropped, and the
 * signal handed to `load` aborts its request then (a type-ahead's last keystroke). A load that
 * yields null (readSignedIn's 401) means the session ended elsewhere: the visitor is signed out
 * instead of seeing an error. `data` is the last answer, kept through a reload and a failure.
 */
export function useApiQuery<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T | null>,
  { what, initial = null, loadingOnChange = false }: ApiQueryOptions<T>,
): { query: ApiQuery<T>; reload: () => void; data: T | null } {
  const [query, setQuery] = useState<ApiQuery<T>>(() => (initial ? { status: 'ready', data: initial } : LOADING));
  const [data, setData] = useState<T | null>(initial);
  const [round, setRound] = useState(0);
  const latestLoad = useRef(load);
  const answerInHand = useRef(initial !== null);

  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    if (answerInHand.current) {
      answerInHand.current = false;
      return;
    }
    let current = true;
    const controller = new AbortController();
    // Already loading on the first render: keeping the same state object spares a re-render.
    if (loadingOnChange) setQuery((previous) => (previous.status === 'loading' ? previous : LOADING));
    latestLoad.current(controller.signal).then(
      (answer) => {
        if (!current) return;
        if (answer === null) return setSignedOut();
        setData(answer);
        setQuery({ status: 'ready', data: answer });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn(`Could not load ${what}`, error);
        setQuery({ status: 'error', error });
      },
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [key, round, what, loadingOnChange]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { query, reload, data };
}
