import { atom } from 'nanostores';
import { MAX_QUOTE_LISTINGS } from '#src/shared/request-quotes.ts';

/** A search result chosen for one quote form sent to several listings (at most MAX_QUOTE_LISTINGS). */
export interface QuoteChoice {
  id: string;
  name: string;
}

/** The results chosen on this page for "Request quotes from these"; a new page starts empty. */
export const $quoteSelection = atom<QuoteChoice[]>([]);

export function toggleQuoteChoice(choice: QuoteChoice) {
  const list = $quoteSelection.get();
  if (list.some((c) => c.id === choice.id)) $quoteSelection.set(list.filter((c) => c.id !== choice.id));
  else if (list.length < MAX_QUOTE_LISTINGS) $quoteSelection.set([...list, choice]);
}

export const clearQuoteSelection = () => $quoteSelection.set([]);
