/**
 * The owner's edit page of a listing (the listing form in edit mode). A module of its own: the
 * search page's shared chunk carries shared/warehouse.ts, and this is for owner pages only.
 */
export const editListingUrl = (id: string) => `/list-warehouse?edit=${encodeURIComponent(id)}`;
