import type { ReactNode } from 'react';
import type { AdminListing, AdminUserRef } from '#src/shared/api/admin.ts';
import { formatNumber, imageSrcSet } from '#src/shared/warehouse.ts';
import { formatDateTime } from './admin-api.ts';
import { subscriptionPlanLabel, termLabel } from '#src/shared/i18n/value-labels.ts';

const person = (u: AdminUserRef | null) => (u ? `${u.username} (${u.email})` : '—');

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-line py-2 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

export function ListingPhotos({ listing }: { listing: AdminListing }) {
  if (listing.images.length === 0) return <p className="text-sm text-ink-muted">No photos.</p>;
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={`Photos of ${listing.name}`}>
      {listing.images.map((url, i) => (
        <li key={url} className="shrink-0">
          <a href={url} target="_blank" rel="noreferrer">
            <img
              src={url}
              srcSet={imageSrcSet(url) || undefined}
              sizes="160px"
              alt={`Photo ${i + 1} of ${listing.images.length}`}
              loading="lazy"
              className="h-24 w-36 rounded-md border border-line object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Every field of a listing as its owner entered it, with who owns and reviewed it. */
export function ListingDetails({ listing }: { listing: AdminListing }) {
  const unit = listing.unitNumber ? `, unit ${listing.unitNumber}` : '';
  return (
    <dl>
      <Row label="Address">
        {listing.address}
        {unit}, {listing.city}, {listing.stateProvince}, {listing.country}
      </Row>
      <Row label="Coordinates">
        {listing.latitude !== null && listing.longitude !== null
          ? `${listing.latitude.toFixed(5)}, ${listing.longitude.toFixed(5)}`
          : 'Not set'}
      </Row>
      <Row label="Square feet">{listing.squareFeet === null ? 'Not given' : formatNumber(listing.squareFeet)}</Row>
      <Row label="Storage types">{listing.storageType.join(', ')}</Row>
      <Row label="Storage term">{termLabel(listing.storageTermType)}</Row>
      <Row label="Services">{listing.servicesOffered.join(', ')}</Row>
      <Row label="Contact e-mails">{listing.contactEmails.join(', ')}</Row>
      <Row label="Contact phones">{listing.contactPhones.join(', ')}</Row>
      <Row label="Website">
        {listing.websiteUrl ? (
          <a href={listing.websiteUrl} target="_blank" rel="noreferrer nofollow" className="text-brand underline">
            {listing.websiteUrl}
          </a>
        ) : (
          '—'
        )}
      </Row>
      <Row label="Description">
        <span className="whitespace-pre-line">{listing.description}</span>
      </Row>
      <Row label="Contact details">{listing.showContactInfo ? 'Shown on the listing' : 'Hidden'}</Row>
      <Row label="Quote requests">
        {listing.forwardQuotesToWarehouse ? 'Forwarded to the warehouse' : 'To operations only'}
      </Row>
      <Row label="Owner">{listing.owner ? person(listing.owner) : 'Unowned'}</Row>
      {listing.pendingName && (
        <Row label="Requested name">
          {listing.pendingName}
          {listing.pendingNameInitiatedBy && ` (by ${listing.pendingNameInitiatedBy.username})`}
        </Row>
      )}
      {listing.pendingStatusReason && <Row label="Decline reason">{listing.pendingStatusReason}</Row>}
      <Row label="Subscription">
        {listing.isPaid
          ? `Paid · ${listing.subscriptionPlan ? subscriptionPlanLabel(listing.subscriptionPlan) : 'no plan'} · paid ${listing.paymentDate ?? '—'} · expires ${listing.subscriptionExpiryDate ?? '—'}`
          : 'Not paid'}
      </Row>
      <Row label="Submitted">{formatDateTime(listing.createdAt)}</Row>
      <Row label="Last change">{formatDateTime(listing.updatedAt)}</Row>
      {listing.reviewedAt && (
        <Row label="Reviewed">
          {formatDateTime(listing.reviewedAt)} by {listing.reviewedBy?.username ?? 'a deleted user'}
        </Row>
      )}
    </dl>
  );
}
