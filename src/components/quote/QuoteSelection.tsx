import { useId } from 'react';
import { $quoteSelection, clearQuoteSelection, toggleQuoteChoice } from '#src/client/quote-selection.ts';
import { MAX_QUOTE_LISTINGS, requestQuotesPath } from '#src/shared/request-quotes.ts';
import { useIslandStore } from '#src/components/ui/hydration.ts';

/** Why a result cannot be chosen once MAX_QUOTE_LISTINGS are. */
const SELECTION_FULL = `Up to ${MAX_QUOTE_LISTINGS} listings per request: unselect one to choose this one.`;

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
        Select for a quote<span className="sr-only">: {warehouseName}</span>
      </label>
      {full && (
        <p id={reasonId} className="mt-1 text-xs text-ink-muted">
          {SELECTION_FULL}
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
      aria-label="Listings selected for a quote"
    >
      <p className="font-medium">
        {selection.length} of {MAX_QUOTE_LISTINGS} selected: {selection.map((c) => c.name).join(', ')}
      </p>
      <div className="ml-auto flex items-center gap-2">
        <button type="button" className="btn-ghost px-3 py-1.5" onClick={clearQuoteSelection}>
          Clear
        </button>
        <a className="btn-primary px-3 py-1.5" href={requestQuotesPath(selection.map((c) => c.id))}>
          Request quotes from these
        </a>
      </div>
    </div>
  );
}
