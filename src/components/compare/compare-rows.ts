import { SERVICES, STORAGE_TYPES } from '#src/shared/catalog.ts';
import { haversineKm, roundKm } from '#src/shared/geo.ts';
import type { ResolvedPlace } from '#src/client/answers.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { formatDistance, formatSquareFeet } from '#src/shared/i18n/format.ts';
import { countryLabel } from '#src/shared/i18n/labels/countries.ts';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { storageTypeLabel } from '#src/shared/i18n/labels/storage-types.ts';
import { termLabel } from '#src/shared/i18n/labels/terms.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** One attribute of the compare table: its label and each listing's value, as the cell shows it. */
export interface CompareRow {
  label: string;
  values: string[];
  /** Whether the listings' values are not all the same (rows are compared as shown). */
  differs: boolean;
}

export interface CompareGroup {
  title: string;
  rows: CompareRow[];
}

/** A storage type's or service's cell: the words say it, not a colour or an icon alone. */
export const offered = () => m.compare_offered();

function row(label: string, listings: readonly PublicWarehouse[], value: (w: PublicWarehouse) => string): CompareRow {
  const values = listings.map(value);
  return { label, values, differs: new Set(values).size > 1 };
}

/** Catalog values any of the listings offers, in catalog order, then others an admin typed. */
function offeredByAny(catalog: readonly string[], lists: string[][]): string[] {
  const all = new Set(lists.flat());
  return [...catalog.filter((v) => all.has(v)), ...[...all].filter((v) => !catalog.includes(v)).sort()];
}

const listOrDash = (items: readonly string[]) => (items.length ? items.join(', ') : '—');

/**
 * The compare view's rows, grouped as the issue lists them: location and distance, space,
 * storage types, services, term, contact. Distances are from `origin` when one is chosen.
 */
export function compareGroups(listings: readonly PublicWarehouse[], origin: ResolvedPlace | null): CompareGroup[] {
  const location = [
    row(m.compare_address(), listings, (w) => [w.address, w.unitNumber].filter(Boolean).join(', ')),
    row(m.compare_city(), listings, (w) => w.city),
    row(m.compare_province_or_state(), listings, (w) => w.stateProvince),
    row(m.compare_country(), listings, (w) => countryLabel(w.country)),
  ];
  if (origin)
    location.push(
      row(m.compare_distance_from_name_province({ name: origin.name, province: origin.province }), listings, (w) =>
        w.latitude === null || w.longitude === null
          ? m.compare_unknown()
          : formatDistance(roundKm(haversineKm(origin, { latitude: w.latitude, longitude: w.longitude }))),
      ),
    );
  const yesNo = (
    title: string,
    values: string[],
    of: (w: PublicWarehouse) => string[],
    label: (value: string) => string,
  ) => ({
    title,
    rows: values.map((v) => row(label(v), listings, (w) => (of(w).includes(v) ? offered() : m.compare_not_offered()))),
  });
  return [
    { title: m.compare_location_distance(), rows: location },
    {
      title: m.card_space(),
      rows: [
        row(m.compare_available_space(), listings, (w) =>
          w.squareFeet === null ? m.compare_please_contact() : formatSquareFeet(w.squareFeet),
        ),
      ],
    },
    yesNo(
      m.card_storage_types(),
      offeredByAny(
        STORAGE_TYPES,
        listings.map((w) => w.storageType),
      ),
      (w) => w.storageType,
      storageTypeLabel,
    ),
    yesNo(
      m.search_services(),
      offeredByAny(
        SERVICES,
        listings.map((w) => w.servicesOffered),
      ),
      (w) => w.servicesOffered,
      serviceLabel,
    ),
    { title: m.compare_term(), rows: [row(m.detail_storage_term(), listings, (w) => termLabel(w.storageTermType))] },
    {
      title: m.detail_contact(),
      rows: [
        row(m.compare_e_mail(), listings, (w) =>
          w.showContactInfo ? listOrDash(w.contactEmails) : m.compare_through_quote_request(),
        ),
        row(m.common_phone(), listings, (w) =>
          w.showContactInfo ? listOrDash(w.contactPhones) : m.compare_through_quote_request(),
        ),
        row(m.compare_website(), listings, (w) => w.websiteUrl ?? '—'),
      ],
    },
  ];
}
