import { useEffect } from 'react';
import type { OwnerListing } from '#src/client/answers.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import { localHref } from '#src/shared/i18n/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * What saving does to a listing in each status (docs/decisions/listings.md: a listing the public
 * has seen keeps its public name until an admin approves a new one; every other change applies
 * at once).
 */
const STATUS_NOTES: Record<OwnerListing['status'], () => string> = {
  pending: m.listing_note_pending,
  active: m.listing_note_active,
  paused: m.listing_note_paused,
  declined: m.listing_note_declined,
  deleted: m.listing_note_deleted,
};

/** The edit page's header, in place of the create page's waitlist header (src/client/listing-edit.ts). */
export function ListingEditHeader({ listing }: { listing: OwnerListing }) {
  // The static page is titled for a new listing; a tab or a bookmark of this one names what it edits.
  useEffect(() => {
    document.title = m.listing_edit_name_site_name({ name: listing.name, site_name: SITE_NAME });
  }, [listing.name]);
  return (
    <div className="mb-6">
      <p className="text-sm">
        <a href={localHref('/my-warehouses')} className="font-medium text-brand underline-offset-2 hover:underline">
          {m.shell_nav_my_warehouses()}
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-ink">
        {m.listing_edit_name({ name: listing.name })}
      </h1>
      <p className="mt-3 max-w-2xl text-ink-muted">{STATUS_NOTES[listing.status]()}</p>
      {listing.status === 'declined' && listing.pendingStatusReason && (
        <p className="mt-3 rounded-lg border border-danger/40 bg-danger-soft px-4 py-3 text-sm text-danger">
          {m.listing_our_reason_pending_status({ pending_status_reason: listing.pendingStatusReason })}
        </p>
      )}
    </div>
  );
}
