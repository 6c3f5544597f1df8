import type { Config } from '@netlify/functions';
import { getDatabase } from '#db/client.ts';
import { loadConfig } from '#src/server/config.ts';
import { purgeDeletedListings } from '#src/server/listings/deletion.ts';
import { createPhotoStore } from '#src/server/photos/photo-store.ts';

// Deleted listings stay restorable for LISTING_RESTORE_DAYS; this removes those past it, with
// their photos in Netlify Blobs (src/server/listings/deletion.ts).
const database = getDatabase({ serving: true });

export default async () => {
  const { db } = await database;
  await purgeDeletedListings({ db, photoStore: createPhotoStore(loadConfig(), { onNetlify: true }) });
};

export const config: Config = { schedule: '@hourly' };
