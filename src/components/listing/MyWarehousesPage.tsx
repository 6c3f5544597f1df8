import { useState } from 'react';
import { $session } from '#src/client/session.ts';
import type { OwnerListing } from '#src/client/answers.ts';
import type { ListingStatsAnswer } from '#src/client/answers.ts';
import type { OwnerBillingAnswer } from '#src/client/answers.ts';
import { SignInRequired } from '#src/components/auth/SignInRequired.tsx';
import { api, readSignedIn } from '#src/client/api.ts';
import { useApiQuery, type ApiQuery } from '#src/components/ui/use-api-query.ts';
import { useIslandStore } from '#src/components/ui/hydration.ts';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { MyWarehousesCard, type ListingNumbersState } from './MyWarehousesCard.tsx';
import { BuildingIcon, NoticeCard } from './MyWarehousesParts.tsx';
import {
  defaultView,
  filterListings,
  MyWarehousesFilters,
  MyWarehousesTable,
  NO_FILTER,
  type ListingFilter,
  type MyWarehousesView,
} from './MyWarehousesTable.tsx';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { localHref } from '#src/shared/i18n/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';

function numbersOf(stats: ApiQuery<ListingStatsAnswer>, id: string): ListingNumbersState {
  if (stats.status !== 'ready') return stats;
  return { status: 'ready', days: stats.data.days, stats: stats.data.listings[id], leads: stats.data.leads[id] };
}

/** A listing's billing, when billing is on and has loaded (docs/decisions/billing.md). */
const billingOf = (billing: ApiQuery<OwnerBillingAnswer>, id: string) =>
  billing.status === 'ready' && billing.data.enabled ? billing.data.listings[id] : undefined;

/** The signed-in owner's listings: each with its state, its actions and its last 30 days. */
export function MyWarehousesPage() {
  return (
    <IslandRoot>
      <MyWarehousesPageScreens />
    </IslandRoot>
  );
}

function MyWarehousesPageScreens() {
  const session = useIslandStore($session);
  const userId = session.user?.id ?? null;
  const { query: loaded } = useApiQuery(userId, () => readSignedIn(api.listings.$get()), {
    what: m.listing_listings(),
  });
  const { query: stats } = useApiQuery(userId, () => readSignedIn(api['listing-stats'].$get()), {
    what: m.listing_listing_numbers(),
  });
  const { query: billing } = useApiQuery(userId, () => readSignedIn(api.billing.$get()), { what: 'billing' });
  // The list as the owner's actions left it, which the loaded answer does not know.
  const [edited, setListings] = useState<OwnerListing[] | null>(null);
  const listings = edited ?? (loaded.status === 'ready' ? loaded.data.listings : null);
  const [filter, setFilter] = useState<ListingFilter>(NO_FILTER);
  const [chosenView, setView] = useState<MyWarehousesView | null>(null);

  if (session.status === 'anonymous') {
    return <SignInRequired title={m.listing_log_manage_warehouses()} text={m.listing_see_every_listing_manage()} />;
  }
  if (loaded.status === 'error') return <LoadFailed what={m.listing_warehouses()} />;
  if (!listings) return <Spinner label={m.listing_loading_warehouses()} />;

  if (listings.length === 0) {
    return (
      <NoticeCard
        icon={<BuildingIcon />}
        title={m.listing_no_warehouses_yet()}
        actions={
          <a href={localHref('/list-warehouse')} className="btn-primary no-underline">
            {m.listing_list_first_warehouse()}
          </a>
        }
      >
        <p>{m.listing_list_facility_few_minutes()}</p>
        <p>{m.listing_received_claim_link_from()}</p>
      </NoticeCard>
    );
  }

  const update = (changed: OwnerListing) => setListings(listings.map((l) => (l.id === changed.id ? changed : l)));
  const remove = (id: string) => setListings(listings.filter((l) => l.id !== id));
  const view = chosenView ?? defaultView(listings.length);
  const shown = filterListings(listings, filter);

  return (
    <>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {shown.length < listings.length && m.listing_length({ length: shown.length })}
          {listings.length === 1 ? m.listing_1_listing() : m.listing_length_listings({ length: listings.length })}
        </p>
        <a href={localHref('/list-warehouse')} className="btn-primary no-underline">
          {m.listing_list_warehouse_2()}
        </a>
      </div>
      {listings.length > 1 && (
        <MyWarehousesFilters listings={listings} filter={filter} onFilter={setFilter} view={view} onView={setView} />
      )}
      {shown.length === 0 ? (
        <div className="card p-6 text-center text-sm text-ink-muted">
          <p>{m.listing_no_listing_matches_search()}</p>
          <button type="button" className="btn-secondary mt-3" onClick={() => setFilter(NO_FILTER)}>
            {m.listing_show_all_listings()}
          </button>
        </div>
      ) : view === 'table' ? (
        <MyWarehousesTable listings={shown} numbersOf={(id) => numbersOf(stats, id)} />
      ) : (
        <ul className="space-y-6">
          {shown.map((listing) => (
            <li key={listing.id}>
              <MyWarehousesCard
                listing={listing}
                numbers={numbersOf(stats, listing.id)}
                billing={billingOf(billing, listing.id)}
                onChanged={update}
                onDeleted={remove}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
