import { useEffect } from 'react';
import { $favoriteIds, $favoritesStatus, watchFavoriteIds } from '#src/client/favorites.ts';
import { $session } from '#src/client/session.ts';
import { SignInRequired } from '#src/components/auth/SignInRequired.tsx';
import { api, readSignedIn } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { Icon } from '#src/components/ui/Icon.tsx';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { WarehouseCard } from '#src/components/warehouse/WarehouseCard.tsx';
import { useIslandStore } from '#src/components/ui/hydration.ts';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { localHref } from '#src/shared/i18n/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** The signed-in user's saved warehouses; a heart taken off here takes the card off the list. */
export function FavoritesPage() {
  return (
    <IslandRoot>
      <FavoritesPageScreens />
    </IslandRoot>
  );
}

function FavoritesPageScreens() {
  const session = useIslandStore($session);
  const favoriteIds = useIslandStore($favoriteIds);
  const idsStatus = useIslandStore($favoritesStatus);
  const { query: list } = useApiQuery(session.user?.id ?? null, () => readSignedIn(api.favorites.$get()), {
    what: 'favorites',
  });

  useEffect(watchFavoriteIds, []);

  if (session.status === 'anonymous') {
    return <SignInRequired title={m.fav_log_see_favorites()} text={m.fav_save_warehouses_with_heart()} />;
  }
  if (list.status === 'error') {
    return <LoadFailed what={m.fav_favorites()} />;
  }
  if (list.status === 'loading') return <Spinner label={m.fav_loading_favorites()} />;

  const shown =
    idsStatus === 'ready' ? list.data.warehouses.filter((w) => favoriteIds.has(w.id)) : list.data.warehouses;
  if (shown.length === 0) {
    return (
      <div className="card mx-auto max-w-lg p-8 text-center">
        <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand">
          <Icon name="heart" className="h-6 w-6" />
        </div>
        <h2 className="mt-4 text-xl font-semibold text-ink">{m.fav_no_favorites_yet()}</h2>
        <p className="mt-2 text-sm text-ink-muted">{m.fav_tap_heart_any_warehouse()}</p>
        <a href={localHref('/search')} className="btn-primary mt-6 no-underline">
          {m.footer_search_warehouses()}
        </a>
      </div>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
        {shown.length === 1 ? m.fav_1_saved_warehouse() : m.fav_length_saved_warehouses({ length: shown.length })}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((warehouse) => (
          <li key={warehouse.id}>
            <WarehouseCard warehouse={warehouse} searchContext="favorites" headingLevel="h2" />
          </li>
        ))}
      </ul>
    </>
  );
}
