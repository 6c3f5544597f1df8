import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
