import { useEffect, useState } from 'react';
import { getQuery } from '#src/client/api.ts';
import { setSignedOut } from '#src/client/session.ts';

export type SignedInQuery<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * Reads one of the signed-in user's own resources (`/api/<path>`) once per user. A 401 means the
 * session ended elsewhere, so the visitor becomes signed out rather than seeing an error.
 */
export function useSignedInQuery<T>(userId: string | null, path: string, what: string): SignedInQuery<T> {
  const [state, setState] = useState<SignedInQuery<T>>({ status: 'loading' });
  useEffect(() => {
    if (!userId) return;
    let current = true;
    getQuery<T>(['/api', path], { on401: 'returnNull' })
      .then((answer) => {
        if (!current) return;
        if (answer) setState({ status: 'ready', data: answer });
        else setSignedOut();
      })
      .catch((err) => {
        console.warn(`Could not load ${what}`, err);
        if (current) setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [userId, path, what]);
  return state;
}
