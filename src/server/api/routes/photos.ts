import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '#src/shared/api/photos.ts';
import { photoUploadForm } from '#src/shared/validation/photos.ts';
import { photoCacheTag } from '#src/server/photos/photo-store.ts';
import { readPhotoFile, uploadPhoto, type UploadOutcome } from '#src/server/photos/photos.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireUser } from '#src/server/api/guards.ts';
import { ApiError } from '#src/server/api/http.ts';
import { enforceRateLimits } from '#src/server/api/rate-limit.ts';
import { refusalError, type RefusalAnswer } from '#src/server/api/refusals.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** One photo plus the multipart envelope (boundaries, the part's headers, a long file name). */
const UPLOAD_BODY_LIMIT = MAX_PHOTO_BYTES + 64 * 1024;

/** Each refusal under the photo field, where the uploader shows it. */
const REFUSALS = {
  unsupported_type: [415, () => PHOTO_MESSAGES.unsupportedType, 'photo'],
  too_large: [413, () => PHOTO_MESSAGES.tooLarge, 'photo'],
  too_many_pixels: [422, () => PHOTO_MESSAGES.tooManyPixels, 'photo'],
  unreadable: [422, () => PHOTO_MESSAGES.unreadable, 'photo'],
} as const satisfies Record<Exclude<UploadOutcome, { ok: true }>['reason'], RefusalAnswer>;

/** /api/photos: listing photos (upload, files). */
export const photoRoutes = new Hono<AppEnv>()
  .post(
    '/',
    // Who is asking and how often come before the body is read, so neither costs a 10 MB transfer.
    async (c, next) => {
      const user = requireUser(c);
      await enforceRateLimits(c, RATE_LIMITS.photoUploadsPerUser(user.id));
      return next();
    },
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT,
      onError: () => {
        throw new ApiError(413, PHOTO_MESSAGES.tooLarge, { photo: PHOTO_MESSAGES.tooLarge });
      },
    }),
    async (c) => {
      const user = requireUser(c);
      let body: unknown;
      try {
        body = await c.req.parseBody();
      } catch {
        throw new ApiError(400, PHOTO_MESSAGES.missing);
      }
      const form = photoUploadForm.safeParse(body);
      if (!form.success) throw new ApiError(400, PHOTO_MESSAGES.missing, { photo: PHOTO_MESSAGES.missing });
      const bytes = new Uint8Array(await form.data.photo.arrayBuffer());
      const outcome = await uploadPhoto(c.var, { userId: user.id, bytes });
      if (!outcome.ok) throw refusalError(REFUSALS, outcome);
      return c.json({ photo: outcome.photo }, 201);
    },
  )
  /**
   * A stored file never changes (a new upload gets a new name), so browsers keep it for good, and so
   * does Netlify's CDN, which caches a function's answer only when told to; deleting the file purges
   * the CDN's copy by its tag (photos/photo-store.ts).
   */
  .get('/:file', async (c) => {
    const file = c.req.param('file');
    const bytes = await readPhotoFile(c.var, file);
    if (!bytes) throw new ApiError(404, m.api_no_photo());
    return c.body(bytes, 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Netlify-CDN-Cache-Control': 'public, durable, max-age=31536000, immutable',
      'Netlify-Cache-Tag': photoCacheTag(file),
    });
  });
