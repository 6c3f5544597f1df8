import type { Metadata } from 'sharp';
import { MAX_PHOTO_PIXELS } from '#src/shared/api/photos.ts';
import { IMAGE_WIDTHS } from '#src/shared/warehouse.ts';

type PhotoFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The format the bytes say they are, from their first bytes only: a file's name and the type the
 * browser declared are whatever the sender chose, so neither is looked at.
 */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

interface PhotoFile {
  /** The IMAGE_WIDTHS entry the file stands for in a srcset (its real width is never larger). */
  width: (typeof IMAGE_WIDTHS)[number];
  bytes: Uint8Array;
  info: { width: number; height: number };
}

/** What takes an upload's bytes to stored files: processPhoto, given to the app by whoever serves uploads. */
export type PhotoProcessor = (bytes: Uint8Array) => Promise<ProcessOutcome>;

export type ProcessOutcome =
  { ok: true; files: PhotoFile[] } | { ok: false; reason: 'unsupported_type' | 'too_many_pixels' | 'unreadable' };

const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);
/** Very tall images are bounded too, or a narrow strip would keep its full height at every width. */
const TALLEST = LARGEST_WIDTH * 3;

/**
 * Re-encodes an upload into one WebP file per IMAGE_WIDTHS entry (docs/decisions/photos.md).
 * The header is read first, so an image of too many pixels is refused before anything is decoded;
 * a truncated file fails the decode instead of being stored half grey. The image is turned
 * upright from its EXIF orientation and decoded once, at the largest width, into raw pixels, so
 * nothing of the original's metadata (GPS, camera, comments) can reach the stored files.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessOutcome> {
  const format = sniffPhotoFormat(bytes);
  if (!format) return { ok: false, reason: 'unsupported_type' };
  const input = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' } as const;
  // Loaded on the first upload, not with the API: libvips costs a cold function instance about 130 ms.
  const { default: sharp } = await import('sharp');

  let header: Metadata;
  try {
    header = await sharp(bytes, input).metadata();
  } catch (err) {
    return { ok: false, reason: isPixelLimit(err) ? 'too_many_pixels' : 'unreadable' };
  }
  if (header.format !== format || !header.width || !header.height) return { ok: false, reason: 'unreadable' };
  if (header.width * header.height > MAX_PHOTO_PIXELS) return { ok: false, reason: 'too_many_pixels' };

  try {
    const upright = await sharp(bytes, input)
      .autoOrient()
      .resize({ width: LARGEST_WIDTH, height: TALLEST, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: upright.info.width, height: upright.info.height, channels: upright.info.channels };
    const files = await Promise.all(
      IMAGE_WIDTHS.map(async (width): Promise<PhotoFile> => {
        const out = await sharp(upright.data, { raw })
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width, bytes: new Uint8Array(out.data), info: { width: out.info.width, height: out.info.height } };
      }),
    );
    return { ok: true, files };
  } catch (err) {
    return { ok: false, reason: isPixelLimit(err) ? 'too_many_pixels' : 'unreadable' };
  }
}

function isPixelLimit(err: unknown): boolean {
  return err instanceof Error && /pixel limit/i.test(err.message);
}
