import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { siteBuilds, type SiteBuild } from '#db/schema.ts';

/**
 * Asks for the static site to be rebuilt (docs/decisions/rebuilds.md). Listing services call
 * `request` after a commit that changes what the public sees; the admin's 'Rebuild site' action
 * calls it too. Requests that arrive while a build is queued join it (the debounce).
 */
export interface SiteBuilds {
  request(reason: string, requestedBy?: string | null): Promise<void>;
}

/** Any constant: it names the lock that lets one request at a time decide whether to join or insert. */
const REQUEST_LOCK = 7_364_215;

/**
 * Records the request as a queued build (or joins the one already queued), then tells
 * `onQueued`, the environment's builder, that there is work. The local server's `onQueued` also
 * stops serving the pre-rendered pages the change made stale, so `request` waits for it.
 */
export function createSiteBuilds(db: Database, onQueued: () => void | Promise<void> = () => {}): SiteBuilds {
  return {
    async request(reason, requestedBy = null) {
      await db.transaction(async (tx) => {
        // Two requests on a PostgreSQL server could otherwise both find no queued build and insert one each.
        await tx.execute(sql`select pg_advisory_xact_lock(${REQUEST_LOCK})`);
        const [joined] = await tx
          .update(siteBuilds)
          .set({ requests: sql`${siteBuilds.requests} + 1` })
          .where(eq(siteBuilds.status, 'queued'))
          .returning({ id: siteBuilds.id });
        if (!joined) await tx.insert(siteBuilds).values({ reason, requestedBy });
      });
      await onQueued();
    },
  };
}

/** The most recent builds, newest first: what the admin dashboard shows. */
export function listBuilds(db: Database, limit = 10): Promise<SiteBuild[]> {
  return db.select().from(siteBuilds).orderBy(desc(siteBuilds.requestedAt), desc(siteBuilds.id)).limit(limit);
}
