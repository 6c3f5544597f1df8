import { useState } from 'react';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { Dialog } from '#src/components/ui/Dialog.tsx';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import type { AdminListing } from '#src/client/answers.ts';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import { LISTING_RESTORE_DAYS } from '#src/shared/catalog.ts';
import { ADMIN_VALIDATION } from '#src/shared/validation/admin.ts';
import type { Listing } from '#src/shared/validation/listing.ts';
import { daysAgo, formatDateTime, isChangedConflict, runAction } from './admin-api.ts';
import { Badge, StatusBadge } from './AdminParts.tsx';
import { ClaimLink } from './ClaimLink.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { ListingDetails, ListingPhotos } from './ListingDetails.tsx';
import { SubscriptionForm } from './SubscriptionForm.tsx';
import { ListingBillingPanel } from './ListingBillingPanel.tsx';
import { PinEditor, type Coordinates } from './PinEditor.tsx';
import { ConfirmDialog } from '#src/components/ui/ConfirmDialog.tsx';
import { ListingForm } from '#src/components/listing/ListingForm.tsx';
import { m } from '#src/shared/i18n/messages.ts';

type Open = null | 'decline' | 'pause' | 'rejectName' | 'edit' | 'subscription' | 'delete';

/**
 * One listing with everything an admin can do to it. Every change carries the updatedAt the card
 * was loaded with; when another admin changed the listing first, the server refuses (409) and the
 * card says so and offers to reload, instead of either change silently winning.
 */
export function ListingCard({
  listing: loaded,
  ageDays,
  headingLevel = 'h3',
  onChanged,
  onGone,
}: {
  listing: AdminListing;
  ageDays?: number;
  headingLevel?: 'h2' | 'h3';
  /** After any change, with the listing as it now is. */
  onChanged?: (listing: AdminListing) => void;
  /** After it left this list: approved, declined or deleted. */
  onGone?: () => void;
}) {
  const [listing, setListing] = useState(loaded);
  const [conflict, setConflict] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const Heading = headingLevel;
  const version = { expectedUpdatedAt: listing.updatedAt };
  const showConflict = () => {
    setOpen(null);
    setConflict(true);
  };

  const apply = (next: AdminListing) => {
    setListing(next);
    onChanged?.(next);
  };

  const actions = api.admin.listings[':id'];
  const param = { id: listing.id };

  /** One listing action; true when it went through. */
  const act = async (
    request: () => Promise<{ listing: AdminListing }>,
    messages: { done: string; failed: string },
  ): Promise<AdminListing | null> => {
    setBusy(true);
    const answer = await runAction(request, messages, showConflict);
    setBusy(false);
    if (answer) apply(answer.listing);
    return answer?.listing ?? null;
  };

  const reload = async () => {
    try {
      const answer = await read(actions.$get({ param }));
      apply(answer.listing);
      setConflict(false);
    } catch (err) {
      showToast({ title: serverMessage(err, ADMIN_MESSAGES.listingNotFound), variant: 'error' });
      onGone?.();
    }
  };

  const saveCoordinates = (coordinates: Coordinates) =>
    act(() => read(actions.coordinates.$put({ param, json: { ...version, ...coordinates } })), {
      done: m.admin_coordinates_saved(),
      failed: m.admin_could_not_save(),
    });

  /** The edit form's save: a refusal is thrown back to the form, a newer version shows the conflict. */
  const saveEdit = async (input: Listing) => {
    try {
      const answer = await read(actions.$patch({ param, json: { ...input, ...version } }));
      apply(answer.listing);
      setOpen(null);
      showToast({ title: m.admin_listing_saved(), variant: 'success' });
    } catch (err) {
      if (!isChangedConflict(err)) throw err;
      showConflict();
    }
  };

  return (
    <article className="card @container p-4 sm:p-6" aria-label={listing.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading className="text-lg font-semibold break-words text-ink">{listing.name}</Heading>
          <p className="text-sm text-ink-muted">
            {listing.city}, {listing.stateProvince}, {listing.country}
            {ageDays !== undefined && m.admin_submitted_days_ago({ days_ago: daysAgo(ageDays) })}
          </p>
          {listing.deletedAt && (
            <p className="text-sm text-danger">
              {m.admin_deleted_date_time_restorable({
                date_time: formatDateTime(listing.deletedAt),
                listing_restore_days: LISTING_RESTORE_DAYS,
              })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={listing.status} pausedBy={listing.pausedBy} />
          {listing.pendingName && <Badge tone="warning">{m.admin_new_name_requested()}</Badge>}
          {listing.isPaid && <Badge tone="brand">{m.admin_paid()}</Badge>}
          {!listing.pinPlaced && listing.latitude !== null && (
            <Badge tone="warning">
              <span data-pin-not-placed>{m.admin_pin_not_placed()}</span>
            </Badge>
          )}
        </div>
      </div>

      {conflict && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger/40 bg-danger-soft p-3 text-sm text-danger"
        >
          <span>{m.admin_listing_was_changed_by()}</span>
          <button type="button" className="btn-secondary" onClick={reload}>
            {m.admin_reload()}
          </button>
        </div>
      )}

      <div className="mt-4">
        <ListingPhotos listing={listing} />
      </div>

      <div className="mt-4 grid gap-6 @3xl:grid-cols-[1fr_20rem]">
        <ListingDetails listing={listing} />
        <PinEditor
          name={listing.name}
          latitude={listing.latitude}
          longitude={listing.longitude}
          busy={busy}
          onSave={saveCoordinates}
        />
      </div>

      {!listing.owner && listing.claimUrl && (
        <div className="mt-4">
          <ClaimLink
            url={listing.claimUrl}
            onRegenerate={() =>
              act(() => read(actions['claim-token'].$post({ param, json: version })), {
                done: m.admin_new_claim_link_made(),
                failed: m.admin_could_not_make_new(),
              })
            }
          />
        </div>
      )}

      <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
        {(listing.status === 'pending' || listing.status === 'declined') && (
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={async () => {
              if (
                await act(() => read(actions.approve.$post({ param, json: version })), {
                  done: m.admin_name_approved({ name: listing.name }),
                  failed: m.admin_could_not_approve(),
                })
              )
                onGone?.();
            }}
          >
            {m.admin_approve()}
          </button>
        )}
        {listing.status === 'pending' && (
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => setOpen('decline')}>
            {m.admin_decline()}
          </button>
        )}
        {listing.pendingName && listing.status !== 'deleted' && (
          <>
            <button
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() =>
                act(() => read(actions['approve-name'].$post({ param, json: version })), {
                  done: m.admin_new_name_approved(),
                  failed: m.admin_could_not_approve_name(),
                })
              }
            >
              {m.admin_approve_name()}
            </button>
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => setOpen('rejectName')}>
              {m.admin_reject_name()}
            </button>
          </>
        )}
        {(listing.status === 'active' || listing.status === 'paused') && (
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() =>
              listing.status === 'active'
                ? setOpen('pause')
                : act(() => read(actions.resume.$post({ param, json: version })), {
                    done: m.listing_listing_resumed(),
                    failed: m.admin_could_not_resume(),
                  })
            }
          >
            {listing.status === 'active' ? m.listing_pause() : m.listing_resume()}
          </button>
        )}
        {listing.status === 'deleted' ? (
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={() =>
              act(() => read(actions.restore.$post({ param, json: version })), {
                done: m.admin_name_restored({ name: listing.name }),
                failed: m.admin_could_not_restore(),
              })
            }
          >
            {m.admin_restore()}
          </button>
        ) : (
          <>
            <button type="button" className="btn-secondary" onClick={() => setOpen('edit')}>
              {m.listing_edit()}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setOpen('subscription')}>
              {m.admin_subscription()}
            </button>
            <button type="button" className="btn-ghost text-danger" onClick={() => setOpen('delete')}>
              {m.alerts_delete()}
            </button>
          </>
        )}
      </div>

      <ReasonDialog
        open={open === 'decline'}
        title={m.admin_decline_name({ name: listing.name })}
        description={m.admin_owner_gets_reason_by()}
        requiredMessage={ADMIN_VALIDATION.reason}
        confirmLabel={m.admin_decline_listing()}
        onClose={() => setOpen(null)}
        onSend={async (reason) => {
          const done = await act(() => read(actions.decline.$post({ param, json: { ...version, reason } })), {
            done: m.admin_name_declined({ name: listing.name }),
            failed: m.admin_could_not_decline(),
          });
          if (!done) return false;
          setOpen(null);
          onGone?.();
          return true;
        }}
      />
      <ReasonDialog
        open={open === 'pause'}
        title={m.listing_pause_name({ name: listing.name })}
        description={m.admin_listing_goes_offline_until()}
        requiredMessage={ADMIN_VALIDATION.pauseReason}
        confirmLabel={m.admin_pause_listing()}
        onClose={() => setOpen(null)}
        onSend={async (reason) => {
          const done = await act(() => read(actions.pause.$post({ param, json: { ...version, reason } })), {
            done: m.listing_listing_paused(),
            failed: m.admin_could_not_pause(),
          });
          if (done) setOpen(null);
          return Boolean(done);
        }}
      />
      <ReasonDialog
        open={open === 'rejectName'}
        title={m.admin_reject_name_p({ p: listing.pendingName ?? '' })}
        description={m.admin_listing_keeps_its_current()}
        confirmLabel={m.admin_reject_name()}
        onClose={() => setOpen(null)}
        onSend={async (reason) => {
          const done = await act(
            () => read(actions['reject-name'].$post({ param, json: { ...version, reason: reason || null } })),
            { done: m.admin_name_rejected(), failed: m.admin_could_not_reject_name() },
          );
          if (done) setOpen(null);
          return Boolean(done);
        }}
      />
      <Dialog
        open={open === 'edit'}
        onClose={() => setOpen(null)}
        title={m.listing_edit_name({ name: listing.name })}
        size="max-w-3xl"
      >
        <ListingForm listing={listing} admin={{ save: saveEdit, onCancel: () => setOpen(null) }} />
      </Dialog>
      <Dialog
        open={open === 'subscription'}
        onClose={() => setOpen(null)}
        title={m.admin_subscription()}
        size="max-w-lg"
      >
        <ListingBillingPanel listingId={listing.id} onChanged={reload} />
        <SubscriptionForm
          listing={listing}
          onCancel={() => setOpen(null)}
          onConflict={showConflict}
          onSaved={(next) => {
            apply(next);
            setOpen(null);
          }}
        />
      </Dialog>
      <ConfirmDialog
        open={open === 'delete'}
        title={m.listing_delete_name_2({ name: listing.name })}
        description={m.admin_listing_leaves_site_its({ listing_restore_days: LISTING_RESTORE_DAYS })}
        confirmLabel={m.admin_delete_listing()}
        onClose={() => setOpen(null)}
        onConfirm={async () => {
          const done = await runAction(() => read(actions.$delete({ param })), {
            done: m.admin_name_deleted({ name: listing.name }),
            failed: m.admin_could_not_delete(),
          });
          if (!done) return;
          setOpen(null);
          onGone?.();
        }}
      />
    </article>
  );
}
