import type { Database } from '#db/client.ts';
import type { AppConfig } from './config.ts';
import type { OutboxKick } from './mail/outbox.ts';
import type { PhotoProcessor } from './photos/photo-processing.ts';
import type { PhotoStore } from './photos/photo-store.ts';
import type { SiteBuilds } from './rebuilds/site-builds.ts';
import type { SearchCache } from './search/search-cache.ts';

/**
 * What the services work with, built once per process (runtime.ts) or per test file. One rule
 * for every service function: its first parameter is `deps: AppDeps` when it needs more than
 * the database (mail, configuration), or `db: Database` when the database is all it touches.
 * Services never see the HTTP request; a route passes `c.var`, which holds these.
 */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  /** Wakes the outbox worker after a commit that queued mail (mail/outbox.ts). */
  outbox: OutboxKick;
  /** Search answers kept while the listings version (raised by every write to warehouses) stays the same. */
  searchCache: SearchCache;
  /** Listing photos' files (photos/photo-store.ts). */
  photoStore: PhotoStore;
  /**
   * Turns an upload into the stored files (photos/photo-processing.ts, sharp). Absent in Netlify's
   * API function: there POST /api/photos goes to netlify/functions/photos.ts, the one function
   * that ships libvips (docs/decisions/netlify-routes.md).
   */
  processPhoto?: PhotoProcessor;
  /** Rebuilds of the static site after listing changes (rebuilds/site-builds.ts). */
  siteBuilds: SiteBuilds;
}
