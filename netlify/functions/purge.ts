import type { Config, Context } from '@netlify/functions';
import { rollUpAndExpireEvents } from '#src/server/events/event-rollup.ts';
import { purgeDeletedListings } from '#src/server/listings/deletion.ts';
import { createPhotoStore } from '#src/server/photos/photo-store.ts';
import { timeBox } from '#src/server/jobs/time-box.ts';
import { startFunction } from '#src/server/serverless.ts';

// Deleted listings stay restorable for LISTING_RESTORE_DAYS; this removes those past it, with
// their photos in Netlify Blobs (src/server/listings/deletion.ts). In the same time box it rolls
// the events up into daily counts and deletes raw events past RAW_EVENT_DAYS
// (docs/decisions/events.md).
const { config: appConfig, database } = startFunction();

export default async (_request: Request, context: Context) => {
  const { db } = await database(context);
  const now = new Date();
  const budget = timeBox();
  await purgeDeletedListings({ db, photoStore: createPhotoStore(appConfig, { onNetlify: true }) }, now, budget);
  await rollUpAndExpireEvents(db, now, budget);
};

export const config: Config = { schedule: '@hourly' };
