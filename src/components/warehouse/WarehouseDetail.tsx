import { warehousePageUrl } from '#src/shared/listing-urls.ts';
import type { ReactNode } from 'react';
import type { NearbyWarehouse } from '#src/client/answers.ts';
import { imageSrcSet, type PublicWarehouse } from '#src/shared/warehouse.ts';
import { formatCoordinates } from '#src/shared/i18n/format.ts';
import { directionsUrl, LocatorMap, openStreetMapUrl } from './LocatorMap.tsx';
import { formatDistance, formatSquareFeet as squareFeetIn } from '#src/shared/i18n/format.ts';
import { LANGUAGE_TAG } from '#src/shared/i18n/locale.ts';
import { getLocale, m } from '#src/shared/i18n/messages.ts';
import { countryLabel } from '#src/shared/i18n/labels/countries.ts';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { storageTypeLabel } from '#src/shared/i18n/labels/storage-types.ts';
import { termLabel } from '#src/shared/i18n/labels/terms.ts';
import { FreshnessNote, OwnerVerifiedBadge } from './ListingTrust.tsx';
import { AvailabilityBadge } from './AvailabilityBadge.tsx';
import { listingAvailability, todayDay } from '#src/shared/listing-facts.ts';
import { ListingFactsTable } from './ListingFactsTable.tsx';

interface WarehouseDetailProps {
  warehouse: PublicWarehouse;
  nearby: NearbyWarehouse[];
  backHref: string;
  /** Interactive parts, each an island of the listing page. */
  gallery: ReactNode;
  favorite: ReactNode;
  /** The "Compare" button (components/compare/CompareButton.tsx). */
  compare?: ReactNode;
  quoteForm: ReactNode;
  /** The interactive map offered under the drawing (an island). */
  interactiveMap?: ReactNode;
  /** The pre-rendered page's trail, Country › Province › City › Listing (docs/decisions/place-pages.md). */
  breadcrumbs?: ReactNode;
  /** Links to the listing's city page and its storage types there, on the pre-rendered page. */
  placeLinks?: ReactNode;
}

function formatSquareFeet(squareFeet: number | null): string {
  return squareFeet === null ? m.card_please_contact() : squareFeetIn(squareFeet);
}

function fullAddress(
  w: Pick<PublicWarehouse, 'address' | 'unitNumber' | 'city' | 'stateProvince' | 'country'>,
): string {
  return [
    w.unitNumber ? m.detail_address_unit({ address: w.address, unit: w.unitNumber }) : w.address,
    w.city,
    w.stateProvince,
    countryLabel(w.country),
  ]
    .filter(Boolean)
    .join(', ');
}

function Icon({ path, className = 'h-5 w-5' }: { path: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`${className} shrink-0`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

const ICONS = {
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  area: 'M4 4h16v16H4zM4 9h16M9 4v16',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  box: 'M21 8 12 3 3 8v8l9 5 9-5zM3 8l9 5 9-5M12 13v8',
  check: 'M5 12.5 10 17l9-10',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  arrowLeft: 'M19 12H5m6-6-6 6 6 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
};

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The whole detail page body (src/components/warehouse/ListingPage.astro). */
export function WarehouseDetail({
  warehouse: w,
  nearby,
  backHref,
  gallery,
  favorite,
  compare,
  quoteForm,
  interactiveMap,
  breadcrumbs,
  placeLinks,
}: WarehouseDetailProps) {
  const located = w.latitude !== null && w.longitude !== null;
  const mapLabel = `${w.city}, ${w.stateProvince}`;
  const hasContact = w.showContactInfo && (w.contactEmails.length > 0 || w.contactPhones.length > 0 || !!w.websiteUrl);
  // `fact` names each for scripts and tests, whatever the page's language.
  const facts = [
    { icon: ICONS.area, fact: 'Space', label: m.card_space(), value: formatSquareFeet(w.squareFeet) },
    { icon: ICONS.clock, fact: 'Storage term', label: m.detail_storage_term(), value: termLabel(w.storageTermType) },
    { icon: ICONS.pin, fact: 'Location', label: m.search_location(), value: `${w.city}, ${w.stateProvince}` },
  ];
  // The owner's words as written, marked with their language; a French page shows the French ones when given.
  const french = getLocale() === 'fr' && w.descriptionFr;
  const description = french ? w.descriptionFr : w.description;

  return (
    <div className="container-page py-6 sm:py-8" data-warehouse-detail={w.id}>
      {breadcrumbs && <div className="mb-3">{breadcrumbs}</div>}
      <a
        href={backHref}
        data-back-to-results
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand no-underline hover:underline"
      >
        <Icon path={ICONS.arrowLeft} className="h-4 w-4" />
        {m.detail_back_to_results()}
      </a>

      <div className="mt-4 flex items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{w.name}</h1>
            <AvailabilityBadge availability={listingAvailability(w, todayDay())} />
          </div>
          <p className="mt-2 flex items-start gap-1.5 text-ink-muted" data-address>
            <Icon path={ICONS.pin} className="mt-0.5 h-5 w-5" />
            <span>{fullAddress(w)}</span>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            {w.ownerVerified && <OwnerVerifiedBadge />}
            <FreshnessNote confirmedAt={w.availabilityConfirmedAt} className="text-sm" />
          </div>
          {compare && <div className="mt-3">{compare}</div>}
        </div>
        <div className="shrink-0">{favorite}</div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-6">
          {gallery}

          <dl className="grid gap-3 sm:grid-cols-3">
            {facts.map((f) => (
              <div
                key={f.fact}
                className="card relative flex min-h-[4.5rem] flex-col justify-center py-3 pr-4 pl-[4.25rem]"
              >
                <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">
                  <span className="absolute top-1/2 left-4 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-lg bg-brand-soft text-brand">
                    <Icon path={f.icon} />
                  </span>
                  {f.label}
                </dt>
                <dd className="font-semibold text-ink" data-fact={f.fact}>
                  {f.value}
                </dd>
              </div>
            ))}
          </dl>

          <ListingFactsTable warehouse={w} />

          <Section title={m.detail_about()} id="about-heading">
            <p
              className="leading-7 whitespace-pre-line text-ink-muted"
              lang={french ? LANGUAGE_TAG.fr : LANGUAGE_TAG.en}
              data-description
            >
              {description}
            </p>
          </Section>

          <Section title={m.card_storage_types()} id="storage-types-heading">
            <ul className="flex flex-wrap gap-2" data-storage-types>
              {w.storageType.map((t) => (
                <li
                  key={t}
                  className="inline-flex items-center gap-1.5 rounded-full border border-line bg-brand-soft px-3 py-1 text-sm font-medium text-brand"
                >
                  <Icon path={ICONS.box} className="h-4 w-4" />
                  {storageTypeLabel(t)}
                </li>
              ))}
            </ul>
            {placeLinks}
          </Section>

          <Section title={m.search_services()} id="services-heading">
            <ul className="grid gap-2 sm:grid-cols-2" data-services>
              {w.servicesOffered.map((s) => (
                <li key={s} className="flex items-center gap-2 text-ink">
                  <span className="flex h-6 w-6 items-center justify-center rounded-full bg-success-soft text-success">
                    <Icon path={ICONS.check} className="h-4 w-4" />
                  </span>
                  {serviceLabel(s)}
                </li>
              ))}
            </ul>
          </Section>

          <Section title={m.search_location()} id="location-heading">
            {located ? (
              <>
                <figure>
                  <div className="overflow-hidden rounded-lg border border-line">
                    <LocatorMap
                      latitude={w.latitude!}
                      longitude={w.longitude!}
                      label={mapLabel}
                      approximate={w.approximateLocation}
                      width={360}
                      height={280}
                      className="block sm:hidden"
                    />
                    <LocatorMap
                      latitude={w.latitude!}
                      longitude={w.longitude!}
                      label={mapLabel}
                      approximate={w.approximateLocation}
                      width={720}
                      height={320}
                      className="hidden sm:block"
                    />
                  </div>
                  <figcaption className="mt-3 flex flex-col gap-2 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between">
                    {w.approximateLocation ? (
                      <span data-approximate-location>
                        {fullAddress(w)} ·{' '}
                        {w.locatedByCityOnly ? m.detail_city_area({ city: w.city }) : m.detail_approximate_area()}
                      </span>
                    ) : (
                      <>
                        <span>
                          {fullAddress(w)} ·{' '}
                          <span className="whitespace-nowrap">{formatCoordinates(w.latitude!, w.longitude!)}</span>
                        </span>
                        <MapLink href={directionsUrl(w.latitude!, w.longitude!)}>{m.detail_directions()}</MapLink>
                        <MapLink href={openStreetMapUrl(w.latitude!, w.longitude!)}>{m.detail_open_osm()}</MapLink>
                      </>
                    )}
                  </figcaption>
                </figure>
                {/* An island may not sit inside the figure (HTML's content model), so it follows it. */}
                {!w.approximateLocation && interactiveMap}
              </>
            ) : (
              <p className="text-ink-muted">{fullAddress(w)}</p>
            )}
            {!w.showContactInfo && <p className="mt-3 text-sm text-ink-muted">{m.detail_address_on_quote()}</p>}
          </Section>

          {hasContact && (
            <Section title={m.detail_contact()} id="contact-heading">
              <ul className="space-y-2" data-contact-info>
                {w.contactEmails.map((email) => (
                  <li key={email} className="flex items-center gap-2">
                    <Icon path={ICONS.mail} className="h-5 w-5 text-ink-muted" />
                    <a href={`mailto:${email}`} className="font-medium break-all text-brand">
                      {email}
                    </a>
                  </li>
                ))}
                {w.contactPhones.map((phone) => (
                  <li key={phone} className="flex items-center gap-2">
                    <Icon path={ICONS.phone} className="h-5 w-5 text-ink-muted" />
                    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-medium text-brand">
                      {phone}
                    </a>
                  </li>
                ))}
                {w.websiteUrl && (
                  <li className="flex items-center gap-2">
                    <Icon path={ICONS.globe} className="h-5 w-5 text-ink-muted" />
                    <a
                      href={w.websiteUrl}
                      target="_blank"
                      rel="noopener nofollow"
                      className="font-medium break-all text-brand"
                    >
                      {w.websiteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                      <span className="sr-only"> {m.common_new_tab()}</span>
                    </a>
                  </li>
                )}
              </ul>
            </Section>
          )}
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start" aria-labelledby="quote-heading">
          <div className="card p-5 sm:p-6">
            <h2 id="quote-heading" className="text-lg font-semibold text-ink">
              {m.detail_request_quote()}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{m.detail_quote_lead()}</p>
            <div className="mt-4">{quoteForm}</div>
          </div>
        </aside>
      </div>

      {nearby.length > 0 && (
        <section className="mt-12" aria-labelledby="nearby-heading">
          <h2 id="nearby-heading" className="text-xl font-semibold text-ink">
            {m.detail_nearby()}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-nearby>
            {nearby.map((n) => (
              <li key={n.id}>
                <a
                  href={warehousePageUrl(n.id)}
                  className="card group block h-full overflow-hidden no-underline transition-shadow hover:shadow-md"
                >
                  {n.images[0] ? (
                    <img
                      src={n.images[0]}
                      srcSet={imageSrcSet(n.images[0]) || undefined}
                      sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                      alt=""
                      width={480}
                      height={300}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[16/10] w-full object-cover"
                    />
                  ) : (
                    <div className="flex aspect-[16/10] w-full items-center justify-center bg-surface-muted text-ink-muted">
                      <Icon path="M3 10 12 4l9 6v10H3zM7 20v-6h10v6" className="h-10 w-10" />
                    </div>
                  )}
                  <div className="p-4">
                    <p className="font-semibold text-ink group-hover:text-brand">{n.name}</p>
                    <p className="mt-1 text-sm text-ink-muted">
                      {n.city}, {n.stateProvince} · {m.detail_away({ distance: formatDistance(n.distanceKm) })}
                    </p>
                    <p className="mt-1 text-sm text-ink-muted">{formatSquareFeet(n.squareFeet)}</p>
                  </div>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A link out to a map service, in a new tab, saying so to screen readers. */
function MapLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-brand"
    >
      {children}
      <Icon path={ICONS.external} className="h-4 w-4" />
      <span className="sr-only">{m.common_new_tab()}</span>
    </a>
  );
}
