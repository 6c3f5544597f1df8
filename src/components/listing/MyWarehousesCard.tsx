import { lazy, Suspense, useId, useState } from 'react';
import { editListingUrl } from '#src/shared/listing-urls.ts';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { OWNER_ACTION_MESSAGES } from '#src/shared/api/listing-actions.ts';
import type { OwnerListing } from '#src/shared/api/listings.ts';
import { LISTING_RESTORE_DAYS, planLabel } from '#src/shared/catalog.ts';
import { STATS_DAYS, type ListingStats } from '#src/shared/api/listing-stats.ts';
import { ConfirmDialog } from '#src/components/ui/ConfirmDialog.tsx';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import type { LeadStatus } from '#src/shared/catalog.ts';
import { LeadCountsLine } from '#src/components/leads/LeadCountsLine.tsx';
import type { ListingBillingView } from '#src/shared/api/billing.ts';
import { FreshnessNote } from '#src/components/warehouse/ListingTrust.tsx';
import { ListingNumbers } from './ListingNumbers.tsx';
import { ListingPhoto, ListingPlace, StatusBadge } from './MyWarehousesParts.tsx';

/** Loaded only where billing is on: in manual mode (early access) no owner needs it. */
const ListingBilling = lazy(() => import('./ListingBilling.tsx').then((m) => ({ default: m.ListingBilling })));

/** Dates such as the plan's expiry are days, stored at midnight UTC: named in UTC so no zone shifts them. */
const longDate = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export type ListingNumbersState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; days: string[]; stats?: ListingStats; leads?: Record<LeadStatus, number> };

interface Props {
  listing: OwnerListing;
  numbers: ListingNumbersState;
  /** Self-serve billing's view of the listing, when billing is on. */
  billing?: ListingBillingView;
  onChanged: (listing: OwnerListing) => void;
  onDeleted: (id: string) => void;
}

/** What the status means for the owner, under the badge. */
function StatusNote({ listing, id }: { listing: OwnerListing; id: string }) {
  const reason = listing.pendingStatusReason;
  switch (listing.status) {
    case 'pending':
      return (
        <p id={id} className="text-sm text-ink-muted">
          Waiting for our review. We will e-mail the listing's contact address once it is live.
        </p>
      );
    case 'active':
      return (
        <p id={id} className="text-sm text-ink-muted">
          Live: shown in search results and at its own page.
        </p>
      );
    case 'paused':
      if (listing.pausedBy === 'admin') {
        return (
          <div id={id} className="rounded-lg border border-line bg-surface-muted p-3 text-sm text-ink">
            <p>{OWNER_ACTION_MESSAGES.pausedByAdmin}</p>
            {reason && <p className="mt-1 text-ink-muted">Reason given: {reason}</p>}
            <a href="/contact" className="mt-1 inline-block font-medium text-brand underline underline-offset-2">
              Contact us
            </a>
          </div>
        );
      }
      if (listing.pausedBy === 'billing') {
        return (
          <div id={id} className="rounded-lg border border-line bg-surface-muted p-3 text-sm text-ink">
            <p>{OWNER_ACTION_MESSAGES.pausedForBilling}</p>
            {reason && <p className="mt-1 text-ink-muted">Reason: {reason}</p>}
          </div>
        );
      }
      return (
        <p id={id} className="text-sm text-ink-muted">
          Paused by you: hidden from search until you resume it.
        </p>
      );
    case 'declined':
      return (
        <div id={id} className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm text-ink">
          <p className="font-medium text-danger">We could not accept this listing.</p>
          {reason && <p className="mt-1">Reason: {reason}</p>}
          <p className="mt-1 text-ink-muted">
            Edit the listing to put it right: saving it sends it back to our review. Questions?{' '}
            <a href="/contact" className="font-medium text-brand underline underline-offset-2">
              Contact us
            </a>
            .
          </p>
        </div>
      );
  }
}

/** A listing that has never been public has nothing to count; one line says so instead of four zero charts. */
const neverLive = (listing: OwnerListing, stats: ListingStats) =>
  (listing.status === 'pending' || listing.status === 'declined') &&
  Object.values(stats.totals).every((total) => total === 0);

function Numbers({ listing, numbers }: { listing: OwnerListing; numbers: ListingNumbersState }) {
  if (numbers.status === 'loading') {
    return <p className="text-sm text-ink-muted">Loading numbers…</p>;
  }
  if (numbers.status === 'error' || !numbers.stats) {
    return (
      <p className="text-sm text-ink-muted">The numbers could not be loaded just now. Reload the page to try again.</p>
    );
  }
  if (neverLive(listing, numbers.stats)) {
    return (
      <p className="text-sm text-ink-muted">
        Views, clicks, quote requests and favorites count from the day it goes live.
      </p>
    );
  }
  return (
    <>
      <ListingNumbers stats={numbers.stats} days={numbers.days} />
      {numbers.leads && <LeadCountsLine listing={listing} counts={numbers.leads} />}
    </>
  );
}

/** One of the owner's listings: what the public sees of it, its state, what the owner can do, and its numbers. */
export function MyWarehousesCard({ listing, numbers, billing, onChanged, onDeleted }: Props) {
  const headingId = useId();
  const statusNoteId = useId();
  const [busy, setBusy] = useState<'pause' | 'resume' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A pause only its maker lifts: an admin's, or billing's until the listing is paid.
  const pausedByOthers =
    listing.status === 'paused' && (listing.pausedBy === 'admin' || listing.pausedBy === 'billing');

  async function changeState(action: 'pause' | 'resume') {
    setBusy(action);
    try {
      const answer = await read(api.listings[':id'][action].$post({ param: { id: listing.id } }));
      onChanged({ ...listing, status: answer.listing.status, pausedBy: answer.listing.pausedBy });
      showToast(
        action === 'pause'
          ? { title: 'Listing paused', description: OWNER_ACTION_MESSAGES.paused(listing.name), variant: 'success' }
          : { title: 'Listing resumed', description: OWNER_ACTION_MESSAGES.resumed(listing.name), variant: 'success' },
      );
    } catch (err) {
      showToast({
        title: 'Error',
        description: serverMessage(err, `Could not ${action} ${listing.name}. Please try again.`),
        variant: 'error',
      });
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    try {
      await read(api.listings[':id'].$delete({ param: { id: listing.id } }));
      setConfirmDelete(false);
      onDeleted(listing.id);
      showToast({
        title: 'Listing deleted',
        description: OWNER_ACTION_MESSAGES.deleted(listing.name),
        variant: 'success',
      });
    } catch (err) {
      showToast({
        title: 'Error',
        description: serverMessage(err, `Could not delete ${listing.name}. Please try again.`),
        variant: 'error',
      });
    }
  }

  const plan = listing.subscriptionPlan;
  const expiry = listing.subscriptionExpiryDate ? longDate.format(new Date(listing.subscriptionExpiryDate)) : null;

  return (
    <article aria-labelledby={headingId} className="card overflow-hidden" data-listing={listing.id}>
      <div className="flex flex-col sm:flex-row">
        <ListingPhoto
          image={listing.images[0] ?? null}
          sizes="(min-width: 640px) 240px, 100vw"
          // Without a photo a phone gets a low strip, not a screenful of placeholder.
          className={`${listing.images.length ? 'aspect-[3/2]' : 'aspect-[4/1]'} shrink-0 sm:aspect-auto sm:min-h-44 sm:w-60`}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 id={headingId} className="text-lg leading-snug font-semibold break-words text-ink">
                {listing.name}
              </h2>
              <ListingPlace place={listing} />
            </div>
            <StatusBadge status={listing.status} />
          </div>
          <StatusNote listing={listing} id={statusNoteId} />
          {listing.status === 'active' && <FreshnessNote confirmedAt={listing.availabilityConfirmedAt} />}
          {(listing.pendingName || plan || expiry) && (
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {listing.pendingName && (
                <div className="sm:col-span-2">
                  <dt className="inline text-ink-muted">Pending name: </dt>
                  <dd className="inline font-medium text-ink">
                    {listing.pendingName} <span className="font-normal text-ink-muted">(awaiting approval)</span>
                  </dd>
                </div>
              )}
              {plan && (
                <div>
                  <dt className="inline text-ink-muted">Plan: </dt>
                  <dd className="inline font-medium text-ink">{planLabel(plan)}</dd>
                </div>
              )}
              {expiry && (
                <div>
                  <dt className="inline text-ink-muted">Expires: </dt>
                  <dd className="inline font-medium text-ink">{expiry}</dd>
                </div>
              )}
            </dl>
          )}
          {billing && (
            <Suspense fallback={null}>
              <ListingBilling listingId={listing.id} name={listing.name} billing={billing} />
            </Suspense>
          )}
          <div className="mt-auto flex flex-wrap gap-2 pt-1">
            <a
              href={editListingUrl(listing.id)}
              className="btn-secondary no-underline"
              aria-label={`Edit ${listing.name}`}
            >
              Edit
            </a>
            {listing.status === 'active' && (
              <button
                type="button"
                className="btn-secondary"
                disabled={busy !== null}
                aria-busy={busy === 'pause'}
                aria-label={`Pause ${listing.name}`}
                onClick={() => changeState('pause')}
              >
                {busy === 'pause' ? 'Pausing…' : 'Pause'}
              </button>
            )}
            {listing.status === 'paused' && (
              <button
                type="button"
                className="btn-secondary"
                disabled={busy !== null || pausedByOthers}
                aria-busy={busy === 'resume'}
                aria-label={`Resume ${listing.name}`}
                aria-describedby={pausedByOthers ? statusNoteId : undefined}
                onClick={() => changeState('resume')}
              >
                {busy === 'resume' ? 'Resuming…' : 'Resume'}
              </button>
            )}
            {listing.status === 'active' && (
              <a
                href={`/warehouse/${encodeURIComponent(listing.id)}`}
                className="btn-ghost no-underline"
                aria-label={`View ${listing.name}`}
              >
                View
              </a>
            )}
            <button
              type="button"
              className="btn-ghost text-danger hover:bg-danger-soft sm:ml-auto"
              disabled={busy !== null}
              aria-label={`Delete ${listing.name}`}
              onClick={() => setConfirmDelete(true)}
            >
              Delete
            </button>
          </div>
        </div>
      </div>
      <section aria-label={`Numbers for ${listing.name}`} className="border-t border-line bg-canvas/60 p-4 sm:p-5">
        <h3 className="mb-2 text-sm font-semibold text-ink">Last {STATS_DAYS} days</h3>
        <Numbers listing={listing} numbers={numbers} />
      </section>
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={`Delete ${listing.name}?`}
        description={`It disappears at once from search, from visitors' favorites and from this page. Changed your mind? Contact us within ${LISTING_RESTORE_DAYS} days and we can restore it; after that the listing, its photos and its numbers are removed for good.`}
        confirmLabel="Delete Listing"
        busyLabel="Deleting…"
        onConfirm={remove}
      />
    </article>
  );
}
