import { SERVICES, STORAGE_TERM_LABELS, STORAGE_TYPES } from '#src/shared/catalog.ts';
import { haversineKm, roundKm } from '#src/shared/geo.ts';
import type { ResolvedPlace } from '#src/shared/api/search.ts';
import { formatDistanceKm, formatNumber, type PublicWarehouse } from '#src/shared/warehouse.ts';

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
export const OFFERED = 'Offered';
const NOT_OFFERED = 'Not offered';

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
    row('Address', listings, (w) => [w.address, w.unitNumber].filter(Boolean).join(', ')),
    row('City', listings, (w) => w.city),
    row('Province or state', listings, (w) => w.stateProvince),
    row('Country', listings, (w) => w.country),
  ];
  if (origin)
    location.push(
      row(`Distance from ${origin.name}, ${origin.province}`, listings, (w) =>
        w.latitude === null || w.longitude === null
          ? 'Unknown'
          : formatDistanceKm(roundKm(haversineKm(origin, { latitude: w.latitude, longitude: w.longitude }))),
      ),
    );
  const yesNo = (title: string, values: string[], of: (w: PublicWarehouse) => string[]) => ({
    title,
    rows: values.map((v) => row(v, listings, (w) => (of(w).includes(v) ? OFFERED : NOT_OFFERED))),
  });
  return [
    { title: 'Location and distance', rows: location },
    {
      title: 'Space',
      rows: [
        row('Available space', listings, (w) =>
          w.squareFeet === null ? 'Please contact' : `${formatNumber(w.squareFeet)} sq ft`,
        ),
      ],
    },
    yesNo(
      'Storage types',
      offeredByAny(
        STORAGE_TYPES,
        listings.map((w) => w.storageType),
      ),
      (w) => w.storageType,
    ),
    yesNo(
      'Services',
      offeredByAny(
        SERVICES,
        listings.map((w) => w.servicesOffered),
      ),
      (w) => w.servicesOffered,
    ),
    { title: 'Term', rows: [row('Storage term', listings, (w) => STORAGE_TERM_LABELS[w.storageTermType])] },
    {
      title: 'Contact',
      rows: [
        row('E-mail', listings, (w) => (w.showContactInfo ? listOrDash(w.contactEmails) : 'Through a quote request')),
        row('Phone', listings, (w) => (w.showContactInfo ? listOrDash(w.contactPhones) : 'Through a quote request')),
        row('Website', listings, (w) => w.websiteUrl ?? '—'),
      ],
    },
  ];
}
