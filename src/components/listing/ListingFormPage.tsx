import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ApiRequestError, api, readSignedIn } from '#src/client/api.ts';
import { $session } from '#src/client/session.ts';
import { LISTING_FORM_MESSAGES } from '#src/shared/api/listings.ts';
import type { OwnerListing } from '#src/client/answers.ts';
import { SignInRequired } from '#src/components/auth/SignInRequired.tsx';
import { useHydrated } from '#src/components/ui/hydration.ts';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { useApiQuery, type ApiQuery } from '#src/components/ui/use-api-query.ts';
import { editedListingId } from '#src/client/listing-edit.ts';
import { ListingEditHeader } from './ListingEditHeader.tsx';
import { ListingForm } from './ListingForm.tsx';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { localHref } from '#src/shared/i18n/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';

type Mode =
  | { kind: 'reading' }
  | { kind: 'new' }
  | { kind: 'edit'; listing: OwnerListing }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/** The form's screen: a new listing, or the edited one as the API answered for it. */
function modeOf(editing: string | null, read: ApiQuery<{ listing: OwnerListing }>): Mode {
  if (!editing) return { kind: 'new' };
  if (read.status === 'loading') return { kind: 'reading' };
  if (read.status === 'ready') return { kind: 'edit', listing: read.data.listing };
  const { error } = read;
  if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
    return {
      kind: 'refused',
      message: error.status === 403 ? LISTING_FORM_MESSAGES.forbidden : LISTING_FORM_MESSAGES.notFound,
    };
  }
  return { kind: 'failed' };
}

/**
 * /list-warehouse: a visitor is asked to log in or sign up and comes back here; a signed-in
 * user gets the form, empty for a new listing or filled with their listing for `?edit=<id>`.
 */
export function ListingFormPage() {
  return (
    <IslandRoot>
      <ListingFormPageScreens />
    </IslandRoot>
  );
}

function ListingFormPageScreens() {
  // useStore hands the store's live value to the first render, which must still match the HTML
  // (the spinner); so nothing else renders before the island has hydrated.
  const hydrated = useHydrated();
  const session = useStore($session);
  const userId = session.user?.id ?? null;
  // Read in the browser only: the page is built without an address to read it from.
  const [editing] = useState(() => (typeof window === 'undefined' ? null : editedListingId()));
  const { query: listing } = useApiQuery(
    userId && editing ? `${userId}:${editing}` : null,
    () => readSignedIn(api.listings[':id'].$get({ param: { id: editing! } })),
    { what: m.listing_listing() },
  );
  const mode = modeOf(editing, listing);

  if (!hydrated) return <Spinner label={m.listing_loading_listing_form()} />;
  if (session.status === 'anonymous') {
    return <SignInRequired title={m.listing_log_list_warehouse()} text={m.listing_listing_warehouse_needs_free()} />;
  }
  if (!userId || mode.kind === 'reading') return <Spinner label={m.listing_loading_listing_form()} />;
  if (mode.kind === 'failed') return <LoadFailed what={m.listing_listing()} />;
  if (mode.kind === 'refused') {
    return (
      <div className="card mx-auto max-w-lg p-8 text-center" role="alert">
        <p className="text-ink">{mode.message}</p>
        <a href={localHref('/my-warehouses')} className="btn-secondary mt-4 no-underline">
          {m.listing_back_my_warehouses()}
        </a>
      </div>
    );
  }
  if (mode.kind === 'edit') {
    return (
      <>
        <ListingEditHeader listing={mode.listing} />
        <ListingForm listing={mode.listing} />
      </>
    );
  }
  return <ListingForm listing={null} />;
}
