import { useId } from 'react';
import { editListingUrl, warehousePageUrl } from '#src/shared/listing-urls.ts';
import type { OwnerListing } from '#src/client/answers.ts';
import { STATS_DAYS } from '#src/shared/api/listing-stats.ts';
import { WAREHOUSE_STATUSES, type WarehouseStatus } from '#src/shared/catalog.ts';
import { formatNumber } from '#src/shared/i18n/format.ts';
import { statusLabel } from '#src/shared/i18n/labels/statuses.ts';
import { foldText } from '#src/shared/text.ts';
import { FreshnessNote } from '#src/components/warehouse/ListingTrust.tsx';
import type { ListingNumbersState } from './MyWarehousesCard.tsx';
import { StatusBadge } from './MyWarehousesParts.tsx';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * /my-warehouses for owners of many listings (docs/decisions/freshness.md, "Many listings"): a
 * search and a status filter over the list, and a compact table, one line per listing, beside the
 * full cards. Listings are few enough per owner to filter in the browser.
 */

export type MyWarehousesView = 'table' | 'cards';

/** Past this many listings the page opens as the table: fifteen cards made a phone page 12,500 px tall. */
const CARDS_UP_TO = 5;

export const defaultView = (count: number): MyWarehousesView => (count > CARDS_UP_TO ? 'table' : 'cards');

export interface ListingFilter {
  text: string;
  status: WarehouseStatus | 'all';
}

export const NO_FILTER: ListingFilter = { text: '', status: 'all' };

/** The listings whose name, city or province holds every typed word (accents and case ignored), in the chosen status. */
export function filterListings(listings: readonly OwnerListing[], filter: ListingFilter): OwnerListing[] {
  const words = foldText(filter.text).split(' ').filter(Boolean);
  return listings.filter((l) => {
    if (filter.status !== 'all' && l.status !== filter.status) return false;
    const haystack = foldText(`${l.name} ${l.pendingName ?? ''} ${l.city} ${l.stateProvince}`);
    return words.every((w) => haystack.includes(w));
  });
}

/** The search box, the status filter (each status with its count) and the choice of view. */
export function MyWarehousesFilters({
  listings,
  filter,
  onFilter,
  view,
  onView,
}: {
  listings: readonly OwnerListing[];
  filter: ListingFilter;
  onFilter: (filter: ListingFilter) => void;
  view: MyWarehousesView;
  onView: (view: MyWarehousesView) => void;
}) {
  const id = useId();
  const statuses = WAREHOUSE_STATUSES.filter((s) => listings.some((l) => l.status === s));
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-search`} className="field-label">
          {m.listing_search_listings()}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="field-input"
          placeholder={m.listing_name_or_city()}
          value={filter.text}
          onChange={(e) => onFilter({ ...filter, text: e.target.value })}
        />
      </div>
      <div className="sm:w-52">
        <label htmlFor={`${id}-status`} className="field-label">
          {m.leads_status()}
        </label>
        <select
          id={`${id}-status`}
          className="field-input"
          value={filter.status}
          onChange={(e) => onFilter({ ...filter, status: e.target.value as ListingFilter['status'] })}
        >
          <option value="all">{m.listing_all_statuses_length({ length: listings.length })}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)} ({listings.filter((l) => l.status === s).length})
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex shrink-0 rounded-lg border border-line p-0.5" aria-label={m.listing_view()}>
        {(['table', 'cards'] as const).map((v) => (
          <label
            key={v}
            className="flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-ink-muted has-[:checked]:bg-brand-soft has-[:checked]:text-brand has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-[var(--focus)]"
          >
            <input
              type="radio"
              name={`${id}-view`}
              value={v}
              checked={view === v}
              onChange={() => onView(v)}
              className="sr-only"
            />
            {v === 'table' ? m.listing_table() : m.listing_cards()}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

const total = (numbers: ListingNumbersState, key: 'views' | 'quotes') =>
  numbers.status === 'ready' && numbers.stats ? formatNumber(numbers.stats.totals[key]) : '–';

/** One line per listing: what it is, where it stands, how current it is, its month, and its links. */
export function MyWarehousesTable({
  listings,
  numbersOf,
}: {
  listings: readonly OwnerListing[];
  numbersOf: (id: string) => ListingNumbersState;
}) {
  return (
    <div className="card overflow-hidden">
      <table className="w-full text-left text-sm" data-listings-table>
        <caption className="sr-only">{m.listing_listings_2()}</caption>
        <thead className="border-b border-line bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 sm:px-4">
              {m.leads_listing()}
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              {m.leads_status()}
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right md:table-cell">
              {m.listing_views()}{' '}
              <span className="font-normal normal-case">{m.listing_last_days({ days: STATS_DAYS })}</span>
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right md:table-cell">
              {m.listing_quotes()}{' '}
              <span className="font-normal normal-case">{m.listing_last_days({ days: STATS_DAYS })}</span>
            </th>
            <th scope="col" className="px-3 py-2 text-right sm:px-4">
              <span className="sr-only">{m.listing_actions()}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {listings.map((l) => {
            const numbers = numbersOf(l.id);
            return (
              <tr key={l.id} data-listing-row={l.id} className="align-top">
                <th scope="row" className="min-w-0 px-3 py-2.5 font-normal sm:px-4">
                  <span className="block font-semibold break-words text-ink">{l.name}</span>
                  <span className="block text-xs text-ink-muted">
                    {l.city}, {l.stateProvince}
                  </span>
                  {/* A phone has no room for a status column: the badge sits under the name. */}
                  <span className="mt-1 block sm:hidden">
                    <StatusBadge status={l.status} />
                  </span>
                  {l.status === 'active' && (
                    <FreshnessNote confirmedAt={l.availabilityConfirmedAt} className="mt-0.5" />
                  )}
                </th>
                <td className="hidden px-3 py-2.5 sm:table-cell">
                  <StatusBadge status={l.status} />
                </td>
                <td className="hidden px-3 py-2.5 text-right tabular-nums md:table-cell">{total(numbers, 'views')}</td>
                <td className="hidden px-3 py-2.5 text-right tabular-nums md:table-cell">{total(numbers, 'quotes')}</td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap sm:px-4">
                  <a
                    href={editListingUrl(l.id)}
                    className="font-medium text-brand underline-offset-2 hover:underline"
                    aria-label={m.listing_edit_name({ name: l.name })}
                  >
                    {m.listing_edit()}
                  </a>
                  {l.status === 'active' && (
                    <a
                      href={warehousePageUrl(l.id)}
                      className="ml-3 font-medium text-brand underline-offset-2 hover:underline"
                      aria-label={m.listing_view_name({ name: l.name })}
                    >
                      {m.listing_view()}
                    </a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
