import { lazy, Suspense, useState } from 'react';
import { filtersByNeed } from '#src/shared/search-need.ts';
import type { NeedFiltersProps } from './NeedFiltersForm.tsx';

// Its fields load when first opened: closed, as most searches leave it, it costs the page nothing.
const NeedFiltersForm = lazy(() =>
  import('./NeedFiltersForm.tsx').then((module) => ({ default: module.NeedFiltersForm })),
);

/**
 * "Space, price and specs": the buyer's need (src/shared/search-need.ts) on every screen size,
 * closed until asked for: open, it is a phone's whole first screen above the results.
 */
export function NeedFilters(props: NeedFiltersProps) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="card mt-4 p-4"
      data-need-filters
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-ink">
        Space, price and specs{filtersByNeed(props.need) ? ' (applied)' : ''}
      </summary>
      {opened && (
        <Suspense fallback={null}>
          {/* Drawn afresh for each URL, so its fields start from what the URL says. */}
          <NeedFiltersForm key={JSON.stringify(props.need)} {...props} />
        </Suspense>
      )}
    </details>
  );
}
