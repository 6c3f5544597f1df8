import type { ListingInput } from '#src/shared/validation/listing.ts';

/**
 * What the owner has typed into the listing form, kept in this tab's sessionStorage so a reload,
 * a lost session and the login round-trip lose nothing (docs/decisions/listings.md). A new
 * listing has one draft; an edit has one per listing, valid only for the version it was typed
 * over, so a listing changed meanwhile is never overwritten with an old copy.
 */
const draftKey = (listingId: string | null) => `listing_draft:${listingId ?? 'new'}`;

interface StoredDraft {
  /** The listing's updatedAt when the edit began; null for a new listing. */
  version: string | null;
  values: ListingInput;
}

export function saveDraft(listingId: string | null, version: string | null, values: ListingInput): void {
  try {
    sessionStorage.setItem(draftKey(listingId), JSON.stringify({ version, values } satisfies StoredDraft));
  } catch {
    // Storage full or blocked: the form still holds everything while the page is open.
  }
}

export function readDraft(listingId: string | null, version: string | null): ListingInput | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(draftKey(listingId)) ?? 'null') as StoredDraft | null;
    return stored && stored.version === version && typeof stored.values === 'object' ? stored.values : null;
  } catch {
    return null;
  }
}

export function clearDraft(listingId: string | null): void {
  try {
    sessionStorage.removeItem(draftKey(listingId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
