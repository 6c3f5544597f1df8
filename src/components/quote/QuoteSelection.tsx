import { useId } from 'react';
import { $quoteSelection, clearQuoteSelection, toggleQuoteChoice } from '#src/client/quote-selection.ts';
import { MAX_QUOTE_LISTINGS, requestQuotesPath } from '#src/shared/request-quotes.ts';
import { useIslandStore } from '#src/components/ui/hydration.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** The box under a search result that chooses it for "Request quotes from these". */
export function QuoteSelectCheckbox({ warehouseId, warehouseName }: { warehouseId: string; warehouseName: string }) {
  const reasonId = useId();
  const selection = useIslandStore($quoteSelection);
  const chosen = selection.some((c) => c.id === warehouseId);
  const full = !chosen && selection.length >= MAX_QUOTE_LISTINGS;
  return (
    <div className="mt-2 text-sm">
      <label className={`inline-flex items-center gap-2 ${full ? 'text-ink-muted' : 'text-ink'}`}>
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand"
          checked={chosen}
          disabled={full}
          aria-describedby={full ? reasonId : undefined}
          onChange={() => toggleQuoteChoice({ id: warehouseId, name: warehouseName })}
        />
        {m.quote_select_quote()}
        <span className="sr-only">: {warehouseName}</span>
      </label>
      {full && (
        <p id={reasonId} className="mt-1 text-xs text-ink-muted">
          {m.quote_selection_full({ max: MAX_QUOTE_LISTINGS })}
        </p>
      )}
    </div>
  );
}

/** What is chosen among the results, and the link to one quote form for all of them. */
export function QuoteSelectionBar() {
  const selection = useIslandStore($quoteSelection);
  if (!selection.length) return null;
  return (
    <div
      className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-line bg-brand-soft p-3 text-sm text-ink"
      role="region"
      aria-label={m.quote_listings_selected_quote()}
    >
      <p className="font-medium">
        {m.quote_length_max_quote_listings({
          length: selection.length,
          max_quote_listings: MAX_QUOTE_LISTINGS,
          join: selection.map((c) => c.name).join(', '),
        })}
      </p>
      <div className="ml-auto flex items-center gap-2">
        <button type="button" className="btn-ghost px-3 py-1.5" onClick={clearQuoteSelection}>
          {m.quote_clear()}
        </button>
        <a className="btn-primary px-3 py-1.5" href={requestQuotesPath(selection.map((c) => c.id))}>
          {m.compare_request_quotes_from_these()}
        </a>
      </div>
    </div>
  );
}
