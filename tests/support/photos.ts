import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { apiClient, type TestContext } from './app.ts';

/** A file as a browser would send it: the name and declared type are the sender's choice. */
export interface TestFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const solid = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } });

/**
 * A camera-style JPEG: stored 600 x 300 with EXIF orientation 6 (shown upright as 300 x 600),
 * with the place it was taken in its GPS tags and the camera's copyright.
 */
export async function jpegWithGps(): Promise<TestFile> {
  const bytes = await solid(600, 300)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: 'Test camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 39/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 23/1 0/1',
      },
    })
    .toBuffer();
  return { name: 'dock.jpg', type: 'image/jpeg', bytes };
}

export async function png(width = 1200, height = 800): Promise<TestFile> {
  return { name: 'plan.png', type: 'image/png', bytes: await solid(width, height, '#22aa66').png().toBuffer() };
}

export async function webp(): Promise<TestFile> {
  return { name: 'aisle.webp', type: 'image/webp', bytes: await solid(2400, 1200, '#aa6622').webp().toBuffer() };
}

/** A JPEG cut off a third of the way through, as an interrupted copy leaves it. */
export async function truncatedJpeg(): Promise<TestFile> {
  const whole = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  return { name: 'cut.jpg', type: 'image/jpeg', bytes: whole.subarray(0, Math.floor(whole.length / 3)) };
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed 20,000 x 20,000 PNG (400 megapixels, 1.2 GB once decoded) of a few hundred
 * kilobytes: one row of pixels compressed and repeated, so making it costs the test nothing.
 */
export function decompressionBombPng(side = 20_000): TestFile {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = deflateSync(Buffer.alloc((side * 3 + 1) * 64)); // the first rows only: nothing should read further
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', new Uint8Array()),
  ]);
  return { name: 'bomb.png', type: 'image/png', bytes };
}

export function pdfNamedJpg(): TestFile {
  const bytes = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return { name: 'brochure.jpg', type: 'image/jpeg', bytes };
}

export function svgWithScript(): TestFile {
  const bytes = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
  );
  return { name: 'logo.png', type: 'image/png', bytes };
}

/** 11 MB that start like a JPEG, so only the size can be what refuses it. */
export function elevenMegabytes(): TestFile {
  const bytes = new Uint8Array(11 * 1024 * 1024);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return { name: 'huge.jpg', type: 'image/jpeg', bytes };
}

/**
 * POST /api/photos as the uploader sends it: multipart with the file in `photo`, same origin. The
 * route takes no input the client's types describe (the uploader's XHR sends the form), so the
 * form goes in as the request's body.
 */
export async function postPhoto(ctx: TestContext, file: TestFile | null, cookie?: string) {
  const form = new FormData();
  if (file) form.append('photo', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return apiClient(ctx, { cookie }).photos.$post({}, { init: { body: form } });
}
