import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until React takes over the form. Submit buttons stay
 * disabled until then, so an early click cannot fall back to a native GET that would put the
 * password in the address bar.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
