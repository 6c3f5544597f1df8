import type { MouseEvent } from 'react';
import { api, sendBeacon } from '#src/client/api.ts';
import { isCardClickSuppressed } from '#src/client/favorites.ts';
import { $session } from '#src/client/session.ts';
import { kmToMiles } from '#src/shared/catalog.ts';
import { warehouseCardUrl, type SearchCriteria, type ViewMode } from '#src/shared/search-url.ts';
import { imageSrcSet, type PublicWarehouse } from '#src/shared/warehouse.ts';
import { CompareButton } from '#src/components/compare/CompareButton.tsx';
import { FavoriteButton } from '#src/components/favorites/FavoriteButton.tsx';
import { Icon } from '#src/components/ui/Icon.tsx';
import { Tooltip } from '#src/components/ui/Tooltip.tsx';
import { countryLabel } from '#src/shared/i18n/labels/countries.ts';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { storageTypeLabel } from '#src/shared/i18n/labels/storage-types.ts';
import { termLabel } from '#src/shared/i18n/labels/terms.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { formatDistance, formatSquareFeet } from '#src/shared/i18n/format.ts';
import { FreshnessNote, OwnerVerifiedBadge } from './ListingTrust.tsx';
import { CardFacts } from './CardFacts.tsx';
import { AvailabilityBadge } from './AvailabilityBadge.tsx';
import { listingAvailability, todayDay } from '#src/shared/listing-facts.ts';

/** The image's rendered widths per layout, for the browser's srcset choice. */
export const CARD_IMAGE_SIZES: Record<ViewMode, string> = {
  grid: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  list: '(min-width: 640px) 256px, 100vw',
  // Map view lists its cards as the list view does.
  map: '(min-width: 640px) 256px, 100vw',
};

/** docs/decisions/interface-behaviour.md: a card lists 2 storage types and 2 services, then "+N". */
const CARD_LIST_LIMIT = 2;

export type CardWarehouse = PublicWarehouse & { distanceKm?: number | null; outsideRadius?: boolean };

export interface WarehouseCardProps {
  warehouse: CardWarehouse;
  /** The search the card sits in: its link carries it as return parameters. */
  returnTo?: { criteria: SearchCriteria; viewMode: ViewMode };
  /** Where the click happened, recorded with the warehouse_click event ('featured', a search URL…). */
  searchContext: string;
  layout?: ViewMode;
  headingLevel?: 'h2' | 'h3';
  /** Above-the-fold cards load their image at once. */
  eagerImage?: boolean;
  /** The first cards on screen fetch their image ahead of other requests (it is the page's largest paint). */
  priorityImage?: boolean;
}

function recordClick(w: CardWarehouse, searchContext: string) {
  const user = $session.get().user;
  sendBeacon(api.events.$post, {
    json: {
      type: 'warehouse_click',
      payload: {
        warehouseId: w.id,
        warehouseName: w.name,
        warehouseLocation: `${w.city}, ${w.stateProvince}`,
        searchContext,
        timestamp: new Date().toISOString(),
      },
      ...(user ? { userId: user.id, userEmail: user.email } : {}),
    },
  });
}

function ChipList({
  items,
  label,
  itemLabel,
}: {
  items: readonly string[];
  label: string;
  itemLabel: (item: string) => string;
}) {
  if (!items.length) return null;
  const shown = items.slice(0, CARD_LIST_LIMIT);
  const rest = items.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {shown.map((item) => (
        <li key={item} className="badge">
          {itemLabel(item)}
        </li>
      ))}
      {rest > 0 && (
        <li className="relative z-[2]">
          {/* Above the card's stretched link, so it can be hovered and focused. */}
          <Tooltip text={items.slice(CARD_LIST_LIMIT).map(itemLabel).join(', ')}>
            {(tooltipId) => (
              <button type="button" className="badge bg-brand-soft text-brand" aria-describedby={tooltipId}>
                <span aria-hidden="true">+{rest}</span>
                <span className="sr-only">{m.card_and_more({ count: rest })}</span>
              </button>
            )}
          </Tooltip>
        </li>
      )}
    </ul>
  );
}

const squareFeet = (n: number | null) => (n === null ? m.card_please_contact() : formatSquareFeet(n));

/**
 * A warehouse in a list (search, home, favorites). The name is the card's one link, stretched
 * over the whole card, so the heart button stays a separate control and the link can be opened
 * in a new tab like any other.
 */
export function WarehouseCard({
  warehouse: w,
  returnTo,
  searchContext,
  layout = 'grid',
  headingLevel: Heading = 'h3',
  eagerImage = false,
  priorityImage = false,
}: WarehouseCardProps) {
  const image = w.images[0];
  const href = warehouseCardUrl(w.id, returnTo);
  const isList = layout === 'list';

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // The favorites prompt sits over the card: a click that closes it must not open the detail.
    if (isCardClickSuppressed()) {
      event.preventDefault();
      return;
    }
    recordClick(w, searchContext);
  }

  return (
    // h-full fills a grid cell; flex-1 instead fills what a column cell's other lines leave (ResultsGrid).
    <article
      className={`card group relative flex h-full flex-1 overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-brand/40 hover:shadow-md ${isList ? 'flex-col sm:flex-row' : 'flex-col'}`}
      data-warehouse-card={w.id}
    >
      <div
        className={`relative shrink-0 bg-surface-muted ${isList ? 'aspect-[3/2] sm:aspect-auto sm:w-64' : 'aspect-[3/2]'}`}
      >
        {image ? (
          <img
            src={image}
            srcSet={imageSrcSet(image) || undefined}
            sizes={CARD_IMAGE_SIZES[layout]}
            width={960}
            height={640}
            alt=""
            loading={eagerImage || priorityImage ? 'eager' : 'lazy'}
            fetchPriority={priorityImage ? 'high' : undefined}
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <div className="absolute inset-0 flex items-center justify-center text-ink-muted" aria-hidden="true">
            <svg viewBox="0 0 24 24" className="h-12 w-12" fill="none" stroke="currentColor" strokeWidth="1.5">
              <path d="M3 21V9l9-6 9 6v12" />
              <path d="M7 21v-8h10v8M7 17h10" />
            </svg>
          </div>
        )}
        <AvailabilityBadge
          availability={listingAvailability(w, todayDay())}
          className="absolute top-3 left-3 font-semibold shadow-sm"
        />
      </div>
      <FavoriteButton
        warehouseId={w.id}
        warehouseName={w.name}
        className="absolute top-3 right-3 z-10 inline-flex h-10 w-10 items-center justify-center rounded-full bg-surface/95 text-ink shadow-sm hover:bg-surface"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <Heading className="text-base leading-snug font-semibold text-ink">
            <a
              href={href}
              onClick={onClick}
              className="no-underline outline-none after:absolute after:inset-0 after:z-[1] after:content-[''] group-hover:text-brand"
            >
              {w.name}
            </a>
          </Heading>
          <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
            <Icon name="mapPin" className="h-4 w-4 shrink-0" />
            <span>
              {w.city}, {w.stateProvince}, {countryLabel(w.country)}
            </span>
          </p>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
            {w.ownerVerified && <OwnerVerifiedBadge />}
            <FreshnessNote confirmedAt={w.availabilityConfirmedAt} />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-ink-muted">{m.card_space()}</dt>
            <dd className="font-medium text-ink">{squareFeet(w.squareFeet)}</dd>
          </div>
          {w.distanceKm != null && (
            <div>
              <dt className="text-xs text-ink-muted">{m.search_distance()}</dt>
              <dd className="font-medium text-ink">
                {formatDistance(w.distanceKm)}
                {w.distanceKm >= 1 && (
                  <span className="font-normal text-ink-muted"> ({kmToMiles(w.distanceKm)} mi)</span>
                )}
              </dd>
            </div>
          )}
        </dl>
        <CardFacts warehouse={w} need={returnTo?.criteria.need} />
        <div className="mt-auto flex flex-col gap-2">
          <ChipList items={w.storageType} label={m.card_storage_types()} itemLabel={storageTypeLabel} />
          <span className="badge w-fit border border-line bg-surface">{termLabel(w.storageTermType)}</span>
          <ChipList items={w.servicesOffered} label={m.search_services()} itemLabel={serviceLabel} />
          <CompareButton warehouseId={w.id} warehouseName={w.name} className="mt-1" />
        </div>
      </div>
    </article>
  );
}

/** A grey bar one text line high (its height comes from the text classes given). */
function SkeletonLine({ className }: { className: string }) {
  return <span className={`block rounded bg-surface-muted ${className}`}>&nbsp;</span>;
}

/**
 * The card's shape while results load: the same boxes as WarehouseCard with typical content (one
 * line of name and of place, the space figures, one row of each chip list and the term), so a
 * loaded card takes the place of its placeholder without moving what follows.
 */
export function WarehouseCardSkeleton({ layout = 'grid', imageSlotId }: { layout?: ViewMode; imageSlotId?: string }) {
  const isList = layout === 'list';
  return (
    <div
      aria-hidden="true"
      className={`card flex h-full overflow-hidden ${isList ? 'flex-col sm:flex-row' : 'flex-col'}`}
    >
      {/* imageSlotId: a script may show the card's photo here before the card itself renders. */}
      <div
        id={imageSlotId}
        className={`relative shrink-0 animate-pulse bg-surface-muted ${isList ? 'aspect-[3/2] sm:aspect-auto sm:w-64' : 'aspect-[3/2]'}`}
      />
      <div className="flex flex-1 animate-pulse flex-col gap-3 p-4">
        <div>
          <SkeletonLine className="w-3/4 text-base leading-snug" />
          <SkeletonLine className="mt-1 w-1/2 text-sm" />
          <SkeletonLine className="mt-1.5 w-2/3 text-xs" />
        </div>
        <div className="grid grid-cols-2 gap-2">
          {[0, 1].map((i) => (
            <div key={i}>
              <SkeletonLine className="w-12 text-xs" />
              <SkeletonLine className="w-24 text-sm" />
            </div>
          ))}
        </div>
        <div className="mt-auto flex flex-col gap-2">
          <div className="flex gap-1.5">
            <span className="badge w-24">&nbsp;</span>
            <span className="badge w-20">&nbsp;</span>
          </div>
          <span className="badge w-28 border border-transparent">&nbsp;</span>
          <div className="flex gap-1.5">
            <span className="badge w-20">&nbsp;</span>
            <span className="badge w-24">&nbsp;</span>
          </div>
        </div>
      </div>
    </div>
  );
}
