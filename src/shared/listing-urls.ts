/**
 * A listing's pages in the current language. A module of its own: the search page's shared chunk
 * carries shared/warehouse.ts, and owner pages want these two links alone.
 */
import { localHref } from './i18n/messages.ts';

/** The public page of a listing: /warehouse/{id}, or /fr/warehouse/{id} on a French page. */
export const warehousePageUrl = (id: string) => localHref(`/warehouse/${encodeURIComponent(id)}`);

/** The owner's edit page of a listing (the listing form in edit mode). */
export const editListingUrl = (id: string) => `${localHref('/list-warehouse')}?edit=${encodeURIComponent(id)}`;
