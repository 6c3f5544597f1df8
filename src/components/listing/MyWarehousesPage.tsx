import { useState } from 'react';
import { $session } from '#src/client/session.ts';
import type { OwnerListing } from '#src/shared/api/listings.ts';
import type { ListingStatsAnswer } from '#src/shared/api/listing-stats.ts';
import type { OwnerBillingAnswer } from '#src/shared/api/billing.ts';
import { SignInRequired } from '#src/components/auth/SignInRequired.tsx';
import { api, readSignedIn } from '#src/client/api.ts';
import { useApiQuery, type ApiQuery } from '#src/components/ui/use-api-query.ts';
import { useIslandStore } from '#src/components/ui/hydration.ts';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { MyWarehousesCard, type ListingNumbersState } from './MyWarehousesCard.tsx';
import { BuildingIcon, NoticeCard } from './MyWarehousesParts.tsx';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';

function numbersOf(stats: ApiQuery<ListingStatsAnswer>, id: string): ListingNumbersState {
  if (stats.status !== 'ready') return stats;
  return { status: 'ready', days: stats.data.days, stats: stats.data.listings[id] };
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
  const { query: loaded } = useApiQuery(userId, () => readSignedIn(api.listings.$get()), { what: 'your listings' });
  const { query: stats } = useApiQuery(userId, () => readSignedIn(api['listing-stats'].$get()), {
    what: 'the listing numbers',
  });
  const { query: billing } = useApiQuery(userId, () => readSignedIn(api.billing.$get()), { what: 'billing' });
  // The list as the owner's actions left it, which the loaded answer does not know.
  const [edited, setListings] = useState<OwnerListing[] | null>(null);
  const listings = edited ?? (loaded.status === 'ready' ? loaded.data.listings : null);

  if (session.status === 'anonymous') {
    return (
      <SignInRequired
        title="Log in to manage your warehouses"
        text="See every listing you manage with its status and numbers, and edit, pause or remove it."
      />
    );
  }
  if (loaded.status === 'error') return <LoadFailed what="your warehouses" />;
  if (!listings) return <Spinner label="Loading your warehouses…" />;

  if (listings.length === 0) {
    return (
      <NoticeCard
        icon={<BuildingIcon />}
        title="No warehouses yet"
        actions={
          <a href="/list-warehouse" className="btn-primary no-underline">
            List Your First Warehouse
          </a>
        }
      >
        <p>
          List your facility in a few minutes. We review every listing, then businesses searching your area can find it
          and ask you for quotes.
        </p>
        <p>Received a claim link from us? Open it while logged in to add that listing here.</p>
      </NoticeCard>
    );
  }

  const update = (changed: OwnerListing) => setListings(listings.map((l) => (l.id === changed.id ? changed : l)));
  const remove = (id: string) => setListings(listings.filter((l) => l.id !== id));

  return (
    <>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {listings.length === 1 ? '1 listing' : `${listings.length} listings`}
        </p>
        <a href="/list-warehouse" className="btn-primary no-underline">
          List a Warehouse
        </a>
      </div>
      <ul className="space-y-6">
        {listings.map((listing) => (
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
    </>
  );
}
