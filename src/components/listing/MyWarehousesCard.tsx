import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { lazy, Suspense, useId, useState } from 'react';
import { editListingUrl, warehousePageUrl } from '#src/shared/listing-urls.ts';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { OWNER_ACTION_MESSAGES } from '#src/shared/api/listing-actions.ts';
import type { OwnerListing } from '#src/client/answers.ts';
import { LISTING_RESTORE_DAYS } from '#src/shared/catalog.ts';
import { STATS_DAYS } from '#src/shared/api/listing-stats.ts';
import type { ListingStats } from '#src/client/answers.ts';
import { ConfirmDialog } from '#src/components/ui/ConfirmDialog.tsx';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import type { LeadStatus } from '#src/shared/catalog.ts';
import { LeadCountsLine } from '#src/components/leads/LeadCountsLine.tsx';
import type { ListingBillingView } from '#src/client/answers.ts';
import { FreshnessNote } from '#src/components/warehouse/ListingTrust.tsx';
import { ListingNumbers } from './ListingNumbers.tsx';
import { ListingPhoto, ListingPlace, StatusBadge } from './MyWarehousesParts.tsx';
import { localHref } from '#src/shared/i18n/messages.ts';
import { subscriptionPlanLabel } from '#src/shared/i18n/labels/plans.ts';
import { ListingPlanLine } from './ListingPlanLine.tsx';
import { m } from '#src/shared/i18n/messages.ts';

/** Loaded only where billing is on: in manual mode (early access) no owner needs it. */
const ListingBilling = lazy(() => import('./ListingBilling.tsx').then((m) => ({ default: m.ListingBilling })));

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
          {m.listing_waiting_our_review_we()}
        </p>
      );
    case 'active':
      return (
        <p id={id} className="text-sm text-ink-muted">
          {m.listing_live_shown_search_results()}
        </p>
      );
    case 'paused':
      if (listing.pausedBy === 'admin') {
        return (
          <div id={id} className="rounded-lg border border-line bg-surface-muted p-3 text-sm text-ink">
            <p>{OWNER_ACTION_MESSAGES.pausedByAdmin}</p>
            {reason && <p className="mt-1 text-ink-muted">{m.listing_reason_given_reason({ reason })}</p>}
            <a
              href={localHref('/contact')}
              className="mt-1 inline-block font-medium text-brand underline underline-offset-2"
            >
              {m.listing_contact_us()}
            </a>
          </div>
        );
      }
      if (listing.pausedBy === 'billing') {
        // The stored reason is billing's own sentence in English, kept for the audit log; this
        // line says the same in the page's language, and the billing panel below gives the dates.
        return (
          <p id={id} className="rounded-lg border border-line bg-surface-muted p-3 text-sm text-ink">
            {OWNER_ACTION_MESSAGES.pausedForBilling}
          </p>
        );
      }
      return (
        <p id={id} className="text-sm text-ink-muted">
          {m.listing_paused_by_hidden_from()}
        </p>
      );
    case 'declined':
      return (
        <div id={id} className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm text-ink">
          <p className="font-medium text-danger">{m.listing_we_could_not_accept()}</p>
          {reason && <p className="mt-1">{m.listing_reason_reason({ reason })}</p>}
          <p className="mt-1 text-ink-muted">
            <ParaglideMessage
              message={m.listing_edit_listing_put_right}
              markup={{
                contact: ({ children }) => (
                  <a href={localHref('/contact')} className="font-medium text-brand underline underline-offset-2">
                    {children}
                  </a>
                ),
              }}
            />
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
    return <p className="text-sm text-ink-muted">{m.listing_loading_numbers()}</p>;
  }
  if (numbers.status === 'error' || !numbers.stats) {
    return <p className="text-sm text-ink-muted">{m.listing_numbers_could_not_loaded()}</p>;
  }
  if (neverLive(listing, numbers.stats)) {
    return <p className="text-sm text-ink-muted">{m.listing_views_clicks_quote_requests()}</p>;
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
          ? {
              title: m.listing_listing_paused(),
              description: OWNER_ACTION_MESSAGES.paused(listing.name),
              variant: 'success',
            }
          : {
              title: m.listing_listing_resumed(),
              description: OWNER_ACTION_MESSAGES.resumed(listing.name),
              variant: 'success',
            },
      );
    } catch (err) {
      showToast({
        title: m.common_error(),
        description: serverMessage(
          err,
          action === 'pause'
            ? m.listing_could_not_pause({ name: listing.name })
            : m.listing_could_not_resume({ name: listing.name }),
        ),
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
        title: m.listing_listing_deleted(),
        description: OWNER_ACTION_MESSAGES.deleted(listing.name),
        variant: 'success',
      });
    } catch (err) {
      showToast({
        title: m.common_error(),
        description: serverMessage(err, m.listing_could_not_delete_name({ name: listing.name })),
        variant: 'error',
      });
    }
  }

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
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {listing.pendingName && (
              <div className="sm:col-span-2">
                <dt className="inline text-ink-muted">{m.listing_pending_name()} </dt>
                <dd className="inline font-medium text-ink">
                  {listing.pendingName}{' '}
                  <span className="font-normal text-ink-muted">{m.listing_awaiting_approval()}</span>
                </dd>
              </div>
            )}
            <div className="sm:col-span-2">
              <dt className="inline text-ink-muted">{m.listing_plan()} </dt>
              <dd className="inline font-medium text-ink">
                {listing.subscriptionPlan && listing.subscriptionPlan !== 'trial' && (
                  <>{subscriptionPlanLabel(listing.subscriptionPlan)} · </>
                )}
                <ListingPlanLine listing={listing} billing={billing} />
              </dd>
            </div>
          </dl>
          {billing && (
            <Suspense fallback={null}>
              <ListingBilling listingId={listing.id} name={listing.name} billing={billing} />
            </Suspense>
          )}
          <div className="mt-auto flex flex-wrap gap-2 pt-1">
            <a
              href={editListingUrl(listing.id)}
              className="btn-secondary no-underline"
              aria-label={m.listing_edit_name({ name: listing.name })}
            >
              {m.listing_edit()}
            </a>
            {listing.status === 'active' && (
              <button
                type="button"
                className="btn-secondary"
                disabled={busy !== null}
                aria-busy={busy === 'pause'}
                aria-label={m.listing_pause_name({ name: listing.name })}
                onClick={() => changeState('pause')}
              >
                {busy === 'pause' ? m.listing_pausing() : m.listing_pause()}
              </button>
            )}
            {listing.status === 'paused' && (
              <button
                type="button"
                className="btn-secondary"
                disabled={busy !== null || pausedByOthers}
                aria-busy={busy === 'resume'}
                aria-label={m.listing_resume_name({ name: listing.name })}
                aria-describedby={pausedByOthers ? statusNoteId : undefined}
                onClick={() => changeState('resume')}
              >
                {busy === 'resume' ? m.listing_resuming() : m.listing_resume()}
              </button>
            )}
            {listing.status === 'active' && (
              <a
                href={warehousePageUrl(listing.id)}
                className="btn-ghost no-underline"
                aria-label={m.listing_view_name({ name: listing.name })}
              >
                {m.listing_view()}
              </a>
            )}
            <button
              type="button"
              className="btn-ghost text-danger hover:bg-danger-soft sm:ml-auto"
              disabled={busy !== null}
              aria-label={m.listing_delete_name({ name: listing.name })}
              onClick={() => setConfirmDelete(true)}
            >
              {m.alerts_delete()}
            </button>
          </div>
        </div>
      </div>
      <section
        aria-label={m.listing_numbers_name({ name: listing.name })}
        className="border-t border-line bg-canvas/60 p-4 sm:p-5"
      >
        <h3 className="mb-2 text-sm font-semibold text-ink">
          {m.listing_last_stats_days_days({ stats_days: STATS_DAYS })}
        </h3>
        <Numbers listing={listing} numbers={numbers} />
      </section>
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={m.listing_delete_name_2({ name: listing.name })}
        description={m.listing_disappears_at_once_from({ listing_restore_days: LISTING_RESTORE_DAYS })}
        confirmLabel={m.listing_delete_listing()}
        busyLabel={m.profile_deleting()}
        onConfirm={remove}
      />
    </article>
  );
}
