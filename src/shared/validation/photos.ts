import { z } from 'zod';
import { PHOTO_MESSAGES } from '#src/shared/api/photos.ts';

/** POST /api/photos: multipart/form-data with one file in the field `photo`. */
export const photoUploadForm = z.object({
  photo: z.instanceof(File, { error: () => PHOTO_MESSAGES.missing }),
});
