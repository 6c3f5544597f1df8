import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBlobsPhotoStore,
  createFolderPhotoStore,
  createPhotoStore,
  photoCacheTag,
  type PhotoStore,
} from '#src/server/photos/photo-store.ts';

const KEY = '6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e-960.webp';

function behavesAsAPhotoStore(name: string, store: () => PhotoStore) {
  describe(name, () => {
    it('gives back what was put, forgets what was deleted, and answers null for an unknown key', async () => {
      const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
      await store().put(KEY, bytes, 'image/webp');
      expect(await store().get(KEY)).toEqual(bytes);
      await store().delete(KEY);
      expect(await store().get(KEY)).toBeNull();
      await store().delete(KEY);
    });

    it('refuses keys that could leave the store (paths, other types)', async () => {
      for (const key of ['../secret.webp', 'a/b.webp', 'photo.jpg', '']) {
        await expect(store().get(key), key).rejects.toThrow(/Refusing photo key/);
      }
    });
  });
}

let folder: PhotoStore;
beforeAll(async () => {
  folder = createFolderPhotoStore(await mkdtemp(path.join(tmpdir(), 'photo-store-')));
});
behavesAsAPhotoStore('folder store', () => folder);

// Netlify's own local implementation of the Blobs API, reached as the function reaches Blobs: through the environment context.
let blobsServer: BlobsServer;
beforeAll(async () => {
  const token = 'test-token';
  blobsServer = new BlobsServer({ directory: await mkdtemp(path.join(tmpdir(), 'blobs-')), token });
  const { port } = await blobsServer.start();
  setEnvironmentContext({
    siteID: 'test-site',
    token,
    edgeURL: `http://127.0.0.1:${port}`,
    uncachedEdgeURL: `http://127.0.0.1:${port}`,
  });
});
afterAll(() => blobsServer?.stop());
const purged: string[] = [];
behavesAsAPhotoStore('Netlify Blobs store', () =>
  createBlobsPhotoStore({ name: 'photos-test', purge: async (tag) => void purged.push(tag) }),
);

describe('Netlify Blobs store', () => {
  it('drops the CDN copy of each file it deletes, by the tag the file was served with', async () => {
    purged.length = 0;
    await createBlobsPhotoStore({ name: 'photos-test', purge: async (tag) => void purged.push(tag) }).delete(KEY);
    expect(purged).toEqual([photoCacheTag(KEY)]);
    expect(photoCacheTag(KEY)).toBe('photo-6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e-960');
  });
});

describe('createPhotoStore', () => {
  it('uses the folder off Netlify, so a local production run needs no Blobs credentials', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'photo-store-'));
    const store = createPhotoStore({ photosDir: dir }, { onNetlify: false });
    await store.put(KEY, new Uint8Array([1]), 'image/webp');
    expect(await createFolderPhotoStore(dir).get(KEY)).toEqual(new Uint8Array([1]));
  });
});
