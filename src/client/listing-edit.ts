import { inlineCall } from '#src/shared/inline-script.ts';

/**
 * /list-warehouse is one static page for a new listing and for editing one (`?edit=<id>`). Which
 * it is shows only in the browser, so a <head> script marks an edit on <html> before first paint:
 * the page's create-only parts (the waitlist header, "How listing works") hide at once, and the
 * island shows the edit page's own header.
 */
// The page's classes name it as `[data-listing-edit]` (Tailwind finds classes only as literal text).
const LISTING_EDIT_ATTRIBUTE = 'data-listing-edit';

/** The id `?edit=<id>` names, or null on the create page. */
export function editedListingId(): string | null {
  return new URLSearchParams(window.location.search).get('edit') || null;
}

function markListingEdit(readEditedId: () => string | null, attribute: string) {
  if (readEditedId()) document.documentElement.setAttribute(attribute, '');
}

/** The page's <head> script (src/pages/list-warehouse.astro). */
export const listingEditScript = () => inlineCall(markListingEdit, editedListingId, LISTING_EDIT_ATTRIBUTE);
