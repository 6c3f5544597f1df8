import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photos, warehouses } from '#db/schema.ts';
import { attachPhotos, deleteListingPhotos, deletePhotoFiles } from '#src/server/photos/photos.ts';
import { PHOTO_MESSAGES } from '#src/shared/api/photos.ts';
import { LISTING_MESSAGES, listingPhotoUrl, listingSchema } from '#src/shared/validation/listing.ts';
import { IMAGE_WIDTHS, imageSrcSet } from '#src/shared/warehouse.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import {
  decompressionBombPng,
  elevenMegabytes,
  jpegWithGps,
  pdfNamedJpg,
  png,
  postPhoto,
  svgWithScript,
  truncatedJpeg,
  webp,
  type TestFile,
} from '#tests/support/photos.ts';

describe('photos', () => {
  const ctx = useTestApp();

  /** Each width's file of a stored photo, by the URL the upload answered. */
  const storedFiles = (url: string) =>
    Promise.all(
      imageSrcSet(url)
        .split(', ')
        .map((entry) => ctx.photoStore.get(entry.split(' ')[0]!.replace('/api/photos/', ''))),
    );

  async function upload(file: TestFile, cookie?: string) {
    const res = await postPhoto(ctx, file, cookie ?? (await signedInUser(ctx.db)).cookie);
    return { res, body: await res.json() };
  }

  const photoCount = async () => (await ctx.db.select({ id: photos.id }).from(photos)).length;

  it('asks anonymous visitors to log in, before reading the file', async () => {
    const res = await postPhoto(ctx, await png());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Please log in to continue.' });
  });

  it('stores an upright copy of a camera JPEG at each width, without its EXIF or GPS', async () => {
    const { res, body } = await upload(await jpegWithGps());
    expect(res.status).toBe(201);
    const { photo } = body;
    // Stored 600 x 300 with orientation 6: shown, and now stored, as 300 x 600; never enlarged.
    expect(photo).toEqual({
      url: expect.stringMatching(/^\/api\/photos\/[0-9a-f-]{36}-960\.webp$/),
      width: 300,
      height: 600,
    });
    expect(listingPhotoUrl.safeParse(photo.url).success).toBe(true);

    const files = await storedFiles(photo.url);
    expect(files).toHaveLength(IMAGE_WIDTHS.length);
    for (const file of files) {
      expect(file).not.toBeNull();
      const meta = await sharp(file!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 300, height: 600 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      const text = Buffer.from(file!).toString('latin1');
      expect(text).not.toContain('Exif');
      expect(text).not.toContain('Test camera');
    }
    const [row] = await ctx.db.select().from(photos).where(eq(photos.url, photo.url));
    expect(row).toMatchObject({ warehouseId: null, width: 300, height: 600 });
  });

  it('accepts PNG and WebP, making the three responsive widths from a large image', async () => {
    const fromPng = await upload(await png());
    expect(fromPng.res.status).toBe(201);
    expect(fromPng.body.photo).toMatchObject({ width: 960, height: 640 });

    const fromWebp = await upload(await webp());
    expect(fromWebp.res.status).toBe(201);
    const widths = await Promise.all(
      (await storedFiles(fromWebp.body.photo.url)).map(async (f) => (await sharp(f!).metadata()).width),
    );
    expect(widths).toEqual([...IMAGE_WIDTHS]);
  });

  it('serves a stored file for a year as immutable, and 404 for any other name', async () => {
    const { body } = await upload(await png(200, 100));
    const res = await request(ctx, body.photo.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Netlify's CDN keeps it too, under a tag that deleting the file purges.
    expect(res.headers.get('netlify-cdn-cache-control')).toBe('public, durable, max-age=31536000, immutable');
    expect(res.headers.get('netlify-cache-tag')).toMatch(/^photo-[0-9a-f-]{36}-960$/);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(200);

    for (const path of [
      '/api/photos/00000000-0000-4000-8000-000000000000-960.webp',
      body.photo.url.replace('-960.webp', '-961.webp'),
      body.photo.url.replace('.webp', '.jpg'),
      '/api/photos/..%2F..%2Fpackage.json',
    ]) {
      const missing = await request(ctx, path);
      expect(missing.status, path).toBe(404);
    }
  });

  it('refuses a file over 10 MB with the size message, storing nothing', async () => {
    const before = await photoCount();
    const { res, body } = await upload(elevenMegabytes());
    expect(res.status).toBe(413);
    expect(body).toMatchObject({ message: PHOTO_MESSAGES.tooLarge });
    expect(await photoCount()).toBe(before);
  });

  it('judges the type by the bytes: a PDF named .jpg and an SVG with a script named .png are refused', async () => {
    const before = await photoCount();
    for (const file of [pdfNamedJpg(), svgWithScript()]) {
      const { res, body } = await upload(file);
      expect(res.status, file.name).toBe(415);
      expect(body).toEqual({
        message: PHOTO_MESSAGES.unsupportedType,
        errors: { photo: PHOTO_MESSAGES.unsupportedType },
      });
    }
    expect(await photoCount()).toBe(before);
  });

  it('refuses a truncated JPEG as unreadable', async () => {
    const { res, body } = await upload(await truncatedJpeg());
    expect(res.status).toBe(422);
    expect(body).toMatchObject({ message: PHOTO_MESSAGES.unreadable });
  });

  it('refuses a 20,000 x 20,000 PNG quickly, without decoding it', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const started = performance.now();
    const res = await postPhoto(ctx, decompressionBombPng(), cookie);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: PHOTO_MESSAGES.tooManyPixels });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('asks for a file when the form has none', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const res = await postPhoto(ctx, null, cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: PHOTO_MESSAGES.missing });
  });

  it('keeps the 100 KB limit and JSON-only rule for every other endpoint', async () => {
    const big = await request(ctx, '/api/contact', { body: { message: 'x'.repeat(150 * 1024) } });
    expect(big.status).toBe(413);
    const form = new FormData();
    form.append('photo', new File([new Uint8Array(10)], 'a.jpg'));
    const multipart = await ctx.app.request('http://localhost:4321/api/contact', {
      method: 'POST',
      headers: { origin: 'http://localhost:4321' },
      body: form,
    });
    expect(multipart.status).toBe(415);
  });

  it('lets a listing take only photos its saver uploaded (an admin any), and at most 10', async () => {
    const owner = await signedInUser(ctx.db);
    const stranger = await signedInUser(ctx.db);
    const admin = await signedInUser(ctx.db, { isAdmin: true });
    const first = (await upload(await png(300, 200), owner.cookie)).body.photo.url as string;
    const second = (await upload(await png(300, 200), owner.cookie)).body.photo.url as string;
    const listing = await createWarehouse(ctx.db);
    const other = await createWarehouse(ctx.db);

    const attach = (urls: string[], actor: { id: string; isAdmin: boolean }, warehouseId = listing.id) =>
      ctx.db.transaction((tx) => attachPhotos(tx, { urls, warehouseId, actor }));

    expect(await attach([first], { id: stranger.user.id, isAdmin: false })).toEqual({
      ok: false,
      reason: 'unknown_photo',
    });
    expect(
      await attach(['/api/photos/00000000-0000-4000-8000-000000000000-960.webp'], {
        id: owner.user.id,
        isAdmin: false,
      }),
    ).toEqual({ ok: false, reason: 'unknown_photo' });
    expect(await attach([first, second], { id: owner.user.id, isAdmin: false })).toEqual({ ok: true, released: [] });
    // Held by one listing, a photo cannot be taken by another, even by an admin.
    expect(await attach([first], { id: admin.user.id, isAdmin: true }, other.id)).toMatchObject({ ok: false });

    const third = (await upload(await png(300, 200), owner.cookie)).body.photo.url as string;
    const byAdmin = await attach([third, first], { id: admin.user.id, isAdmin: true });
    expect(byAdmin).toMatchObject({ ok: true, released: [expect.objectContaining({ url: second })] });
    if (!byAdmin.ok) return;
    await deletePhotoFiles(ctx.deps, byAdmin.released);
    expect(await storedFiles(second)).toEqual([null, null, null]);
    expect((await storedFiles(first)).every(Boolean)).toBe(true);

    // An 11th photo: refused by the one listing schema, so by the form and the API alike.
    const eleven = Array.from(
      { length: 11 },
      (_, i) => `/api/photos/00000000-0000-4000-8000-0000000000${10 + i}-960.webp`,
    );
    const parsed = listingSchema.safeParse({ images: eleven });
    expect(parsed.error?.issues.find((i) => i.path[0] === 'images')?.message).toBe('You can add up to 10 photos');
    const res = await request(ctx, '/api/listings', { body: { images: eleven }, cookie: owner.cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.images).toBe(LISTING_MESSAGES.photos);
  });

  it('keeps pictures a listing already shows that were never uploaded (the demo listings’ files)', async () => {
    const { user } = await signedInUser(ctx.db);
    const demo = '/media/demo/bulk-silos-960.webp';
    const listing = await createWarehouse(ctx.db, { images: [demo] });
    const outcome = await ctx.db.transaction((tx) =>
      attachPhotos(tx, { urls: [demo], warehouseId: listing.id, actor: { id: user.id, isAdmin: false } }),
    );
    expect(outcome).toEqual({ ok: true, released: [] });
  });

  it('deletes a deleted listing’s photos and their files', async () => {
    const owner = await signedInUser(ctx.db);
    const url = (await upload(await png(300, 200), owner.cookie)).body.photo.url as string;
    const listing = await createWarehouse(ctx.db, { images: [url] });
    await ctx.db.transaction((tx) =>
      attachPhotos(tx, { urls: [url], warehouseId: listing.id, actor: { id: owner.user.id, isAdmin: false } }),
    );
    await ctx.db.delete(warehouses).where(eq(warehouses.id, listing.id));
    await deleteListingPhotos(ctx.deps, listing);
    expect(await ctx.db.select().from(photos).where(eq(photos.url, url))).toEqual([]);
    expect(await storedFiles(url)).toEqual([null, null, null]);
    expect((await request(ctx, url)).status).toBe(404);
  });

  it('removes uploads nobody attached for a day when someone uploads', async () => {
    const owner = await signedInUser(ctx.db);
    const stale = (await upload(await png(300, 200), owner.cookie)).body.photo.url as string;
    const fresh = (await upload(await png(300, 200), owner.cookie)).body.photo.url as string;
    await ctx.db
      .update(photos)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(photos.url, stale));
    await upload(await png(300, 200));
    expect(await storedFiles(stale)).toEqual([null, null, null]);
    expect((await storedFiles(fresh)).every(Boolean)).toBe(true);
  });
});
