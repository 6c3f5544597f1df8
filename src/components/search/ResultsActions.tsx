import type { SearchCriteria } from '#src/shared/search-url.ts';
import { SaveSearchButton } from '#src/components/alerts/SaveSearchButton.tsx';
import { QuoteSelectionBar } from '#src/components/quote/QuoteSelection.tsx';
import { m } from '#src/shared/i18n/messages.ts';

/** Under the results heading: saving the search for alerts, and the results chosen for one quote request. */
export function ResultsActions({ criteria }: { criteria: SearchCriteria }) {
  return (
    <div className="mt-3 flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-end gap-2 text-sm text-ink-muted">
        <span>{m.search_hear_about_new_matches()}</span>
        <SaveSearchButton criteria={criteria} />
      </div>
      <QuoteSelectionBar />
    </div>
  );
}
