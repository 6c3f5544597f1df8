import { LISTING_MESSAGES } from '#src/shared/validation/listing-wording.ts';

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
  unsupportedType: 'Only JPEG, PNG or WebP photos can be uploaded.',
  tooLarge: 'Each photo must be 10 MB or smaller.',
  tooManyPixels: 'This photo is too large to process: use one of at most 40 megapixels (for example 8000 x 5000).',
  unreadable: 'This photo could not be read: the file may be damaged or incomplete. Export it again and retry.',
  missing: 'Choose a photo to upload.',
  /** listingSchema's own message for an 11th photo. */
  tooMany: LISTING_MESSAGES.photos,
  uploadFailed: 'Upload failed. Check your connection and try again.',
} as const;
