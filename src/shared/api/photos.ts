import { LISTING_MESSAGES } from '#src/shared/validation/listing-wording.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * Listing photos as the API and the uploader share them (docs/decisions/photos.md). The browser
 * checks the same limits before it sends a file, with the same words, so a refusal reads alike
 * wherever it comes from; the server decides.
 */

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Largest decoded size accepted: 40 megapixels is more than any phone or camera a listing needs. */
export const MAX_PHOTO_PIXELS = 40_000_000;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PHOTO_MESSAGES = {
  get unsupportedType() {
    return m.photo_type();
  },
  get tooLarge() {
    return m.photo_size();
  },
  get tooManyPixels() {
    return m.photo_megapixels();
  },
  get unreadable() {
    return m.photo_unreadable();
  },
  get missing() {
    return m.photo_choose();
  },
  /** listingSchema's own message for an 11th photo. */
  get tooMany() {
    return LISTING_MESSAGES.photos;
  },
  get uploadFailed() {
    return m.photo_upload_failed();
  },
} as const;
