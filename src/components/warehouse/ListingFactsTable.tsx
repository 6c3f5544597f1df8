import { listingFactsOf } from '#src/shared/listing-facts.ts';
import { listingFactRows } from '#src/shared/listing-facts-format.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * The detail page's facts table (docs/decisions/listing-facts.md): only what the listing states,
 * and beneath it the slot where the page's script shows the cost estimate for the search the
 * visitor came from (src/client/detail-estimate.ts); the page is the same for every visitor.
 */
export function ListingFactsTable({ warehouse: w }: { warehouse: PublicWarehouse }) {
  const rows = listingFactRows(listingFactsOf(w), w.country);
  const estimateInput = {
    city: w.city,
    country: w.country,
    storageType: w.storageType,
    pricePerPalletMonth: w.pricePerPalletMonth,
    pricePerSqFtYear: w.pricePerSqFtYear,
    minimumTermMonths: w.minimumTermMonths,
  };
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-lg font-semibold text-ink">
        {m.detail_availability_prices_specs()}
      </h2>
      {rows.length ? (
        <table className="mt-4 w-full text-sm" data-facts-table>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 pr-4 text-left font-medium text-ink-muted">
                  {row.label}
                </th>
                <td className="py-2 text-ink" data-fact-row={row.label}>
                  {row.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">{m.detail_owner_has_not_said()}</p>
      )}
      <div data-detail-estimate={JSON.stringify(estimateInput)} hidden className="mt-4" />
    </section>
  );
}
