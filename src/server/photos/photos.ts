import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { photos, warehouses, type Photo } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { describeError } from '#src/server/log-error.ts';
import { serverLog } from '#src/server/log.ts';
import { MAX_PHOTO_BYTES } from '#src/shared/api/photos.ts';
import type { UploadedPhoto } from '#src/server/answers/photos.ts';
import { IMAGE_WIDTHS } from '#src/shared/warehouse.ts';

/**
 * Listing photos (docs/decisions/photos.md): an upload becomes a `photos` row and one WebP file
 * per IMAGE_WIDTHS entry; a listing takes photos through attachPhotos, inside the transaction
 * that saves it; files are deleted only after that transaction commits, so a rolled-back save
 * never loses a listing's pictures.
 */

/** The files of the photo the URL `/api/photos/<key>-960.webp` names. */
const PHOTO_FILE_NAME = new RegExp(
  `^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}-(?:${IMAGE_WIDTHS.join('|')})\\.webp$`,
);

const fileName = (storageKey: string, width: number) => `${storageKey}-${width}.webp`;
const photoUrl = (storageKey: string) => `/api/photos/${fileName(storageKey, 960)}`;

/** Uploads nobody attached to a listing are removed after this long. */
const UNATTACHED_PHOTO_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Stale uploads removed per upload: enough to keep up, small enough not to slow anyone's upload. */
const STALE_BATCH = 20;

/** What removing photos needs: the periodic purge has no more than this. */
type PhotoDeps = Pick<AppDeps, 'db' | 'photoStore'>;

export type UploadOutcome =
  | { ok: true; photo: UploadedPhoto }
  | { ok: false; reason: 'unsupported_type' | 'too_large' | 'too_many_pixels' | 'unreadable' };

export async function uploadPhoto(
  deps: AppDeps,
  { userId, bytes }: { userId: string; bytes: Uint8Array },
): Promise<UploadOutcome> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) return { ok: false, reason: 'too_large' };
  if (!deps.processPhoto)
    throw new Error('This server takes no photo uploads: they go to netlify/functions/photos.ts.');
  const processed = await deps.processPhoto(bytes);
  if (!processed.ok) return processed;

  const storageKey = randomUUID();
  const named = processed.files.find((f) => f.width === 960)!;
  const photo = { url: photoUrl(storageKey), width: named.info.width, height: named.info.height };
  try {
    await Promise.all(
      processed.files.map((f) => deps.photoStore.put(fileName(storageKey, f.width), f.bytes, 'image/webp')),
    );
    await deps.db.insert(photos).values({ uploadedBy: userId, storageKey, ...photo });
  } catch (err) {
    await removeFiles(deps, [storageKey]);
    throw err;
  }
  // The photo is stored whatever happens to the clean-up: a failed sweep is retried by the next upload.
  await removeStalePhotos(deps).catch((err: unknown) => {
    serverLog.error(`[photos] removing day-old uploads failed: ${describeError(err)}`);
  });
  return { ok: true, photo };
}

export type AttachOutcome = { ok: true; released: Photo[] } | { ok: false; reason: 'unknown_photo' };

/**
 * Gives a listing the photos its `images` name; call it inside the transaction that saves the
 * listing, before the new `images` are written. Each URL must be a photo the actor uploaded (an
 * admin may use anyone's) that no other listing holds, or an image the listing already shows
 * (the demo listings' pictures are files of the site, not uploads). Photos the listing held and
 * no longer names leave the database here; pass `released` to deletePhotoFiles after the commit.
 * On `unknown_photo` the caller rolls its transaction back.
 */
export async function attachPhotos(
  tx: Database,
  { urls, warehouseId, actor }: { urls: string[]; warehouseId: string; actor: { id: string; isAdmin: boolean } },
): Promise<AttachOutcome> {
  const wanted = [...new Set(urls)];
  const [listing] = await tx
    .select({ images: warehouses.images })
    .from(warehouses)
    .where(eq(warehouses.id, warehouseId))
    .limit(1);
  const shown = new Set(listing?.images ?? []);
  const rows = wanted.length ? await tx.select().from(photos).where(inArray(photos.url, wanted)) : [];
  const byUrl = new Map(rows.map((r) => [r.url, r]));

  const toTake: string[] = [];
  for (const url of wanted) {
    const row = byUrl.get(url);
    if (!row) {
      if (shown.has(url)) continue;
      return { ok: false, reason: 'unknown_photo' };
    }
    if (row.warehouseId === warehouseId) continue;
    if (row.warehouseId !== null) return { ok: false, reason: 'unknown_photo' };
    if (!actor.isAdmin && row.uploadedBy !== actor.id) return { ok: false, reason: 'unknown_photo' };
    toTake.push(row.id);
  }
  if (toTake.length) {
    // Another listing saved at the same moment may have taken one of them: then fewer rows change.
    const taken = await tx
      .update(photos)
      .set({ warehouseId })
      .where(and(inArray(photos.id, toTake), isNull(photos.warehouseId)))
      .returning({ id: photos.id });
    if (taken.length !== toTake.length) return { ok: false, reason: 'unknown_photo' };
  }
  const released = await tx
    .delete(photos)
    .where(and(eq(photos.warehouseId, warehouseId), wanted.length ? notInArray(photos.url, wanted) : undefined))
    .returning();
  return { ok: true, released };
}

/**
 * Removes photos' rows and every width's file. A file that cannot be deleted is logged, not
 * thrown: the listing change that released it has already committed.
 */
export async function deletePhotoFiles(deps: PhotoDeps, released: Pick<Photo, 'id' | 'storageKey'>[]): Promise<void> {
  if (!released.length) return;
  await deps.db.delete(photos).where(
    inArray(
      photos.id,
      released.map((p) => p.id),
    ),
  );
  await removeFiles(
    deps,
    released.map((p) => p.storageKey),
  );
}

/**
 * Deletes a deleted listing's photos. Works before or after the listing's row is gone: deleting
 * the row sets its photos' warehouseId to null, so they are also found by the URLs the listing
 * showed. Pass the listing as it was (a warehouses row fits).
 */
export async function deleteListingPhotos(
  deps: PhotoDeps,
  listing: { id: string; images: readonly string[] },
): Promise<void> {
  const shown = listing.images.length
    ? and(isNull(photos.warehouseId), inArray(photos.url, [...listing.images]))
    : undefined;
  const rows = await deps.db
    .select({ id: photos.id, storageKey: photos.storageKey })
    .from(photos)
    .where(or(eq(photos.warehouseId, listing.id), shown));
  await deletePhotoFiles(deps, rows);
}

/**
 * Uploads no listing took within a day: photos removed from a form before saving, forms never
 * submitted, and photos of listings deleted without deleteListingPhotos. Each upload clears a
 * few, so the store never grows by more than what people upload in a day.
 */
async function removeStalePhotos(deps: AppDeps): Promise<void> {
  const cutoff = new Date(Date.now() - UNATTACHED_PHOTO_LIFETIME_MS);
  const stale = deps.db
    .select({ id: photos.id })
    .from(photos)
    .where(and(isNull(photos.warehouseId), lt(photos.createdAt, cutoff)))
    .limit(STALE_BATCH);
  // The condition is repeated on the delete: a listing may take one of them in between.
  const removed = await deps.db
    .delete(photos)
    .where(and(inArray(photos.id, stale), isNull(photos.warehouseId), lt(photos.createdAt, cutoff)))
    .returning({ storageKey: photos.storageKey });
  await removeFiles(
    deps,
    removed.map((p) => p.storageKey),
  );
}

async function removeFiles(deps: PhotoDeps, storageKeys: string[]): Promise<void> {
  const names = storageKeys.flatMap((key) => IMAGE_WIDTHS.map((w) => fileName(key, w)));
  const results = await Promise.allSettled(names.map((name) => deps.photoStore.delete(name)));
  for (const [i, result] of results.entries()) {
    if (result.status === 'rejected') {
      serverLog.error(`[photos] could not delete ${names[i]}: ${describeError(result.reason)}`);
    }
  }
}

/** A stored file's bytes by its name (`<uuid>-960.webp`), or null for any other name. */
export async function readPhotoFile(
  deps: Pick<AppDeps, 'photoStore'>,
  name: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!PHOTO_FILE_NAME.test(name)) return null;
  return deps.photoStore.get(name);
}
