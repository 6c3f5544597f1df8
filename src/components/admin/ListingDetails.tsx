import type { ReactNode } from 'react';
import type { AdminListing, AdminUserRef } from '#src/client/answers.ts';
import { formatNumber, imageSrcSet } from '#src/shared/warehouse.ts';
import { formatDateTime } from './admin-api.ts';
import { ListingPlanLine } from '#src/components/listing/ListingPlanLine.tsx';
import { formatCoordinates, formatDate } from '#src/shared/i18n/format.ts';
import { subscriptionPlanLabel } from '#src/shared/i18n/labels/plans.ts';
import { termLabel } from '#src/shared/i18n/labels/terms.ts';
import { m } from '#src/shared/i18n/messages.ts';

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
  if (listing.images.length === 0) return <p className="text-sm text-ink-muted">{m.admin_no_photos()}</p>;
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={m.detail_photos_name({ name: listing.name })}>
      {listing.images.map((url, i) => (
        <li key={url} className="shrink-0">
          <a href={url} target="_blank" rel="noreferrer">
            <img
              src={url}
              srcSet={imageSrcSet(url) || undefined}
              sizes="160px"
              alt={m.admin_photo_p_length({ p: i + 1, length: listing.images.length })}
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
  const unit = listing.unitNumber ? m.admin_unit_unit_number({ unit_number: listing.unitNumber }) : '';
  return (
    <dl>
      <Row label={m.compare_address()}>
        {listing.address}
        {unit}, {listing.city}, {listing.stateProvince}, {listing.country}
      </Row>
      <Row label={m.admin_coordinates()}>
        {listing.latitude !== null && listing.longitude !== null
          ? formatCoordinates(listing.latitude, listing.longitude)
          : m.admin_not_set()}
      </Row>
      <Row label={m.admin_square_feet()}>
        {listing.squareFeet === null ? m.admin_not_given() : formatNumber(listing.squareFeet)}
      </Row>
      <Row label={m.card_storage_types()}>{listing.storageType.join(', ')}</Row>
      <Row label={m.detail_storage_term()}>{termLabel(listing.storageTermType)}</Row>
      <Row label={m.search_services()}>{listing.servicesOffered.join(', ')}</Row>
      <Row label={m.listing_contact_e_mails()}>{listing.contactEmails.join(', ')}</Row>
      <Row label={m.listing_contact_phones()}>{listing.contactPhones.join(', ')}</Row>
      <Row label={m.compare_website()}>
        {listing.websiteUrl ? (
          <a href={listing.websiteUrl} target="_blank" rel="noreferrer nofollow" className="text-brand underline">
            {listing.websiteUrl}
          </a>
        ) : (
          '—'
        )}
      </Row>
      <Row label={m.listing_description()}>
        <span className="whitespace-pre-line">{listing.description}</span>
      </Row>
      <Row label={m.admin_contact_details()}>
        {listing.showContactInfo ? m.admin_shown_listing() : m.admin_hidden()}
      </Row>
      <Row label={m.stats_quote_requests()}>
        {listing.forwardQuotesToWarehouse ? m.admin_forwarded_warehouse() : m.admin_operations_only()}
      </Row>
      <Row label={m.search_owner()}>{listing.owner ? person(listing.owner) : m.admin_unowned()}</Row>
      {listing.pendingName && (
        <Row label={m.admin_requested_name()}>
          {listing.pendingName}
          {listing.pendingNameInitiatedBy &&
            m.admin_by_username_2({ username: listing.pendingNameInitiatedBy.username })}
        </Row>
      )}
      {listing.pendingStatusReason && <Row label={m.admin_decline_reason()}>{listing.pendingStatusReason}</Row>}
      <Row label={m.admin_subscription()}>
        {listing.subscriptionPlan && <>{subscriptionPlanLabel(listing.subscriptionPlan)} · </>}
        <ListingPlanLine listing={listing} />
        {listing.isPaid && listing.paymentDate && (
          <> · {m.admin_last_paid_date({ date: formatDate(listing.paymentDate, 'long') })}</>
        )}
      </Row>
      <Row label={m.admin_submitted()}>{formatDateTime(listing.createdAt)}</Row>
      <Row label={m.admin_last_change()}>{formatDateTime(listing.updatedAt)}</Row>
      {listing.reviewedAt && (
        <Row label={m.admin_reviewed()}>
          {m.admin_date_time_by({ date_time: formatDateTime(listing.reviewedAt) })}{' '}
          {listing.reviewedBy?.username ?? m.admin_deleted_user()}
        </Row>
      )}
    </dl>
  );
}
