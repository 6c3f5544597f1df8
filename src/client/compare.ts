import { persistentAtom } from '@nanostores/persistent';
import { COMPARE_STORAGE_KEY, MAX_COMPARE_LISTINGS } from '#src/shared/compare.ts';

/** A listing chosen for the compare view: its name is kept so the tray can show it without a request. */
export interface ComparedListing {
  id: string;
  name: string;
}

function decode(raw: string): ComparedListing[] {
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((l): l is ComparedListing => typeof l?.id === 'string' && typeof l?.name === 'string')
      .slice(0, MAX_COMPARE_LISTINGS);
  } catch {
    return [];
  }
}

/**
 * The listings chosen for comparison in this browser, kept across pages and tabs (another tab's
 * change arrives through the storage event).
 */
export const $compared = persistentAtom<ComparedListing[]>(COMPARE_STORAGE_KEY, [], {
  encode: JSON.stringify,
  decode,
});

export const isCompareFull = (list: readonly ComparedListing[]) => list.length >= MAX_COMPARE_LISTINGS;

/** Adds a listing unless the tray is full. */
export function addToCompare(listing: ComparedListing) {
  const list = $compared.get();
  if (list.some((l) => l.id === listing.id) || isCompareFull(list)) return;
  $compared.set([...list, { id: listing.id, name: listing.name }]);
}

export function removeFromCompare(id: string) {
  $compared.set($compared.get().filter((l) => l.id !== id));
}

export function clearCompare() {
  $compared.set([]);
}
