import { describe, expect, it } from 'vitest';
import { photoFileProblem } from '#src/client/upload.ts';
import { sniffPhotoFormat } from '#src/server/photos/photo-processing.ts';
import { PHOTO_MESSAGES } from '#src/shared/api/photos.ts';
import { MAX_LISTING_PHOTOS } from '#src/shared/validation/listing-wording.ts';
import { listingSchema } from '#src/shared/validation/listing.ts';
import { decompressionBombPng, jpegWithGps, pdfNamedJpg, svgWithScript, webp } from '#tests/support/photos.ts';

describe('photo rules', () => {
  it('the uploader counts photos as the listing schema does, in the same words', () => {
    const photos = (n: number) => Array.from({ length: n }, (_, i) => `/api/photos/photo-${i}-960.webp`);
    const imagesError = (n: number) =>
      listingSchema.safeParse({ images: photos(n) }).error?.issues.find((issue) => issue.path[0] === 'images');
    expect(imagesError(MAX_LISTING_PHOTOS)).toBeUndefined();
    expect(imagesError(MAX_LISTING_PHOTOS + 1)?.message).toBe(PHOTO_MESSAGES.tooMany);
    expect(PHOTO_MESSAGES.tooMany).toBe('You can add up to 10 photos');
  });

  it('the browser refuses early what the server would, by size and by declared type or name', () => {
    const file = (name: string, type: string, size = 1000) => ({ name, type, size });
    expect(photoFileProblem(file('dock.jpg', 'image/jpeg'))).toBeNull();
    expect(photoFileProblem(file('dock.webp', ''))).toBeNull();
    expect(photoFileProblem(file('dock.heic', 'image/heic'))).toBe(PHOTO_MESSAGES.unsupportedType);
    expect(photoFileProblem(file('logo.svg', 'image/svg+xml'))).toBe(PHOTO_MESSAGES.unsupportedType);
    expect(photoFileProblem(file('dock.png', 'image/png', 11 * 1024 * 1024))).toBe(PHOTO_MESSAGES.tooLarge);
    expect(photoFileProblem(file('dock.png', 'image/png', 10 * 1024 * 1024))).toBeNull();
  });

  it('the server knows a file by its first bytes, whatever it is called', async () => {
    expect(sniffPhotoFormat((await jpegWithGps()).bytes)).toBe('jpeg');
    expect(sniffPhotoFormat(decompressionBombPng().bytes)).toBe('png');
    expect(sniffPhotoFormat((await webp()).bytes)).toBe('webp');
    expect(sniffPhotoFormat(pdfNamedJpg().bytes)).toBeNull();
    expect(sniffPhotoFormat(svgWithScript().bytes)).toBeNull();
    expect(sniffPhotoFormat(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffPhotoFormat(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});
