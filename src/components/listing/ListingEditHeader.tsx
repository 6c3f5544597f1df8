import { useEffect } from 'react';
import type { OwnerListing } from '#src/shared/api/listings.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import { localHref } from '#src/shared/i18n/messages.ts';

/**
 * What saving does to a listing in each status (docs/decisions/listings.md: a listing the public
 * has seen keeps its public name until an admin approves a new one; every other change applies
 * at once).
 */
const STATUS_NOTES: Record<OwnerListing['status'], string> = {
  pending: 'This listing is on our waitlist. Changes you save now are part of what we review.',
  active: 'This listing is live. Changes apply at once, except a new name, which waits for our approval.',
  paused: 'This listing is paused. Changes apply at once; a new name waits for our approval.',
  declined: 'We declined this listing. Correct it and save: it goes back to our review queue.',
  deleted: 'You deleted this listing. Contact us within 30 days to restore it.',
};

/** The edit page's header, in place of the create page's waitlist header (src/client/listing-edit.ts). */
export function ListingEditHeader({ listing }: { listing: OwnerListing }) {
  // The static page is titled for a new listing; a tab or a bookmark of this one names what it edits.
  useEffect(() => {
    document.title = `Edit ${listing.name} | ${SITE_NAME}`;
  }, [listing.name]);
  return (
    <div className="mb-6">
      <p className="text-sm">
        <a href={localHref('/my-warehouses')} className="font-medium text-brand underline-offset-2 hover:underline">
          My Warehouses
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-ink">Edit {listing.name}</h1>
      <p className="mt-3 max-w-2xl text-ink-muted">{STATUS_NOTES[listing.status]}</p>
      {listing.status === 'declined' && listing.pendingStatusReason && (
        <p className="mt-3 rounded-lg border border-danger/40 bg-danger-soft px-4 py-3 text-sm text-danger">
          Our reason: {listing.pendingStatusReason}
        </p>
      )}
    </div>
  );
}
