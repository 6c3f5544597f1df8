import type { Config, Context } from '@netlify/functions';
import { purgeDeletedListings } from '#src/server/listings/deletion.ts';
import { createPhotoStore } from '#src/server/photos/photo-store.ts';
import { timeBox } from '#src/server/jobs/time-box.ts';
import { startFunction } from '#src/server/serverless.ts';

// Deleted listings stay restorable for LISTING_RESTORE_DAYS; this removes those past it, with
// their photos in Netlify Blobs (src/server/listings/deletion.ts).
const { config: appConfig, database } = startFunction();

export default async (_request: Request, context: Context) => {
  const { db } = await database(context);
  await purgeDeletedListings(
    { db, photoStore: createPhotoStore(appConfig, { onNetlify: true }) },
    new Date(),
    timeBox(),
  );
};

export const config: Config = { schedule: '@hourly' };
