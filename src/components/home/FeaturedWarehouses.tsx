import { api, read } from '#src/client/api.ts';
import { FEATURED_COUNT } from '#src/shared/catalog.ts';
import { WarehouseCard, WarehouseCardSkeleton } from '#src/components/warehouse/WarehouseCard.tsx';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** The home page's featured listings: 3 placeholders (also the static HTML), then 3 cards. */
export function FeaturedWarehouses() {
  const hydrated = useHydrated();
  const { query: featured } = useApiQuery(
    'featured',
    () => read(api.warehouses.$get({ query: { limit: String(FEATURED_COUNT), offset: '0' } })),
    { what: m.home_featured_warehouses() },
  );

  if (featured.status === 'error' || (featured.status === 'ready' && featured.data.warehouses.length === 0)) {
    return (
      <p {...hydratedMark(hydrated)} className="card p-6 text-center text-sm text-ink-muted">
        {featured.status === 'error' ? m.featured_failed() : m.featured_none()} {m.featured_explore_below()}
      </p>
    );
  }

  return (
    <ul
      {...hydratedMark(hydrated)}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      aria-busy={featured.status === 'loading'}
    >
      {featured.status === 'loading'
        ? Array.from({ length: FEATURED_COUNT }, (_, i) => (
            <li key={i}>
              <WarehouseCardSkeleton />
            </li>
          ))
        : featured.data.warehouses.slice(0, FEATURED_COUNT).map((w) => (
            <li key={w.id}>
              <WarehouseCard warehouse={w} searchContext="home_featured" />
            </li>
          ))}
    </ul>
  );
}
