import type { ReactNode } from 'react';
import { hydratedMark, useHydrated } from './hydration.ts';

/**
 * The outermost element of an island whose screens change as it loads (a spinner, a sign-in
 * prompt, the page): it carries the mark that tells the page's inline script the island is ready,
 * whichever screen shows (src/client/early-actions.ts).
 */
export function IslandRoot({ children, className }: { children: ReactNode; className?: string }) {
  const hydrated = useHydrated();
  return (
    <div className={className} {...hydratedMark(hydrated)}>
      {children}
    </div>
  );
}
