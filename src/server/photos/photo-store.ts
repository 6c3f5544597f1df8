import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { purgeCache } from '@netlify/functions';
import type { AppConfig } from '#src/server/config.ts';

/**
 * Where photo files live: a folder under .data/ locally, Netlify Blobs in production. Keys are
 * file names the photo service makes (`<uuid>-960.webp`), never anything a visitor typed.
 */
export interface PhotoStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[\w-]+\.webp$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Refusing photo key ${JSON.stringify(key)}`);
  return key;
}

/** Files in one folder: the embedded default (PHOTOS_DIR, .data/photos). */
export function createFolderPhotoStore(dir: string): PhotoStore {
  const file = (key: string) => path.join(dir, checkedKey(key));
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(file(key), bytes);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(file(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

/**
 * The CDN cache tag of a stored file: GET /api/photos/<file> sends it, so deleting the file
 * can drop the copy Netlify's CDN keeps for a year (docs/decisions/photos.md).
 */
export const photoCacheTag = (key: string) => `photo-${checkedKey(key).replace(/\.webp$/, '')}`;

/**
 * Netlify Blobs, site-wide (photos outlive deploys). The store is looked up on every call, not
 * once: Netlify provides the Blobs credentials to each invocation of the function, which may come
 * after the module was loaded. Strong consistency: the uploader shows a photo right after its upload.
 */
export function createBlobsPhotoStore({
  name = 'listing-photos',
  purge = (tag: string) => purgeCache({ tags: [tag] }),
}: { name?: string; purge?: (tag: string) => Promise<void> } = {}): PhotoStore {
  const store = () => getStore({ name, consistency: 'strong' });
  return {
    async put(key, bytes, contentType) {
      await store().set(checkedKey(key), new Blob([new Uint8Array(bytes)], { type: contentType }), {
        metadata: { contentType },
      });
    },
    async get(key) {
      const data = await store().get(checkedKey(key), { type: 'arrayBuffer' });
      return data ? new Uint8Array(data) : null;
    },
    async delete(key) {
      await store().delete(checkedKey(key));
      await purge(photoCacheTag(key));
    },
  };
}

/**
 * The store for where the API runs (docs/decisions/photos.md): Netlify Blobs inside the Netlify
 * function, whose file system does not last beyond one instance; the folder everywhere else,
 * including `npm start` with NODE_ENV=production, which has no Blobs credentials.
 */
export function createPhotoStore(
  config: Pick<AppConfig, 'photosDir'>,
  { onNetlify }: { onNetlify: boolean },
): PhotoStore {
  return onNetlify ? createBlobsPhotoStore() : createFolderPhotoStore(config.photosDir);
}
