import type { ReactNode } from 'react';
import { type WarehouseStatus } from '#src/shared/catalog.ts';
import { formatLocation, imageSrcSet } from '#src/shared/warehouse.ts';
import { Icon } from '#src/components/ui/Icon.tsx';
import { statusLabel } from '#src/shared/i18n/labels/statuses.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * Each status in its own colour from the theme's tokens, so the badge reads in light and dark
 * alike; the word is always there too, so colour is never the only signal.
 */
const STATUS_COLOURS: Record<WarehouseStatus, string> = {
  pending: 'border-brand/30 bg-brand-soft text-brand',
  active: 'border-success/30 bg-success-soft text-success',
  paused: 'border-line bg-surface-muted text-ink',
  declined: 'border-danger/30 bg-danger-soft text-danger',
  deleted: 'border-danger/30 bg-danger-soft text-danger',
};

export function StatusBadge({ status }: { status: WarehouseStatus }) {
  return (
    <span className={`badge shrink-0 border font-semibold ${STATUS_COLOURS[status]}`} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}

/** A listing's first photo at the width it is shown, or a drawn building when it has none. */
export function ListingPhoto({
  image,
  sizes,
  className = '',
}: {
  image: string | null;
  sizes: string;
  className?: string;
}) {
  return (
    <div className={`relative overflow-hidden bg-surface-muted ${className}`}>
      {image ? (
        <img
          src={image}
          srcSet={imageSrcSet(image) || undefined}
          sizes={sizes}
          width={960}
          height={640}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-ink-muted"
          aria-hidden="true"
        >
          <svg viewBox="0 0 24 24" className="h-10 w-10" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M2 21h20M4 21V10l8-5 8 5v11" />
            <path d="M8 21v-6h8v6M8 18h8" />
          </svg>
          <span className="text-xs">{m.listing_no_photo_yet()}</span>
        </div>
      )}
    </div>
  );
}

/** A centred card for a page-level message (empty list, a claim link that cannot be used). */
export function NoticeCard({
  icon,
  title,
  tone = 'brand',
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  tone?: 'brand' | 'danger';
  children: ReactNode;
  actions: ReactNode;
}) {
  const iconColours = tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-brand-soft text-brand';
  return (
    <div className="card mx-auto max-w-lg p-8 text-center">
      <div className={`mx-auto flex h-12 w-12 items-center justify-center rounded-full ${iconColours}`}>{icon}</div>
      <h2 className="mt-4 text-xl font-semibold text-ink">{title}</h2>
      <div className="mt-2 space-y-2 text-sm text-ink-muted">{children}</div>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">{actions}</div>
    </div>
  );
}

/** A warehouse outline for the cards' icon circles. */
export function BuildingIcon({ className = 'h-6 w-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 21V9l9-6 9 6v12" />
      <path d="M7 21v-8h10v8" />
    </svg>
  );
}

/** "Toronto, ON, Canada" after a map pin, under a listing's name. */
export function ListingPlace({ place }: { place: Parameters<typeof formatLocation>[0] }) {
  return (
    <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
      <Icon name="mapPin" className="h-4 w-4 shrink-0" />
      <span>{formatLocation(place)}</span>
    </p>
  );
}
