/**
 * Photo uploads from the browser (docs/decisions/photos.md). XMLHttpRequest rather than fetch:
 * only it reports how much of a request body has been sent, which the per-file progress bar shows.
 */
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, PHOTO_TYPES } from '#src/shared/api/photos.ts';
import type { UploadedPhoto } from '#src/client/answers.ts';
import { UNAUTHORIZED_EVENT, type AnswerOf, type api } from './api.ts';

export type UploadResult = { ok: true; photo: UploadedPhoto } | { ok: false; message: string };

const PHOTO_EXTENSION = /\.(jpe?g|png|webp)$/i;

/**
 * What the server would refuse before the bytes are sent, in its words. The type is judged by the
 * declared type or the name here, a hint only: the server reads the file's bytes.
 */
export function photoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const typed =
    (PHOTO_TYPES as readonly string[]).includes(file.type) || (!file.type && PHOTO_EXTENSION.test(file.name));
  if (!typed) return PHOTO_MESSAGES.unsupportedType;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

function errorMessage(responseText: string): string | undefined {
  try {
    const body = JSON.parse(responseText) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A Netlify function receives at most 6 MB of request, and a file travels in it Base64-encoded:
 * about 4.5 MB of photo gets through. Larger photos are redrawn smaller here first (upright, and
 * without their metadata, as a canvas keeps none); the server still checks what arrives.
 */
const SHRINK_ABOVE_BYTES = 4 * 1024 * 1024;
/** Twice the largest width the server stores: nothing it keeps is lost. */
const SHRUNK_LONG_SIDE = 3200;

function canWriteWebp(): boolean {
  const probe = document.createElement('canvas');
  probe.width = probe.height = 1;
  return probe.toDataURL('image/webp').startsWith('data:image/webp');
}

async function fitForUpload(file: File): Promise<File> {
  if (file.size <= SHRINK_ABOVE_BYTES || photoFileProblem(file)) return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, SHRUNK_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d')!;
    // Browsers that cannot write WebP write JPEG, which has no transparency: white shows instead of black.
    const type = canWriteWebp() ? 'image/webp' : 'image/jpeg';
    if (type === 'image/jpeg') {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    for (const quality of [0.9, 0.8, 0.7]) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
      if (blob && blob.size <= SHRINK_ABOVE_BYTES) {
        return new File([blob], file.name.replace(/\.\w+$/, type === 'image/webp' ? '.webp' : '.jpg'), { type });
      }
    }
  } catch {
    // A photo this browser cannot draw goes as it is, and the server gives the reason.
  }
  return file;
}

/** Sends one file to POST /api/photos; `onProgress` gets the share of the file sent so far (0-1). */
export async function uploadPhotoFile(
  file: File,
  { onProgress, signal }: { onProgress?: (sent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadResult> {
  const body = await fitForUpload(file);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const failed = () => resolve({ ok: false, message: PHOTO_MESSAGES.uploadFailed });
    xhr.open('POST', '/api/photos');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          const answer: AnswerOf<typeof api.photos.$post> = JSON.parse(xhr.responseText);
          resolve({ ok: true, photo: answer.photo });
        } catch {
          failed();
        }
        return;
      }
      if (xhr.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
      // A 413 without our JSON comes from the platform in front of the API (Netlify's request limit).
      const fallback = xhr.status === 413 ? PHOTO_MESSAGES.tooLarge : PHOTO_MESSAGES.uploadFailed;
      resolve({ ok: false, message: errorMessage(xhr.responseText) ?? fallback });
    };
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = failed;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('photo', body);
    xhr.send(form);
  });
}
