import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { siteBuilds } from '#db/schema.ts';

/**
 * Asks for the static site to be rebuilt (docs/decisions/rebuilds.md). Listing services call
 * `request` after a commit that changes what the public sees; the admin's 'Rebuild site' action
 * calls it too. Requests that arrive while a build is queued join it (the debounce).
 */
export interface SiteBuilds {
  request(reason: string, requestedBy?: string | null): Promise<void>;
}

/**
 * Records the request as a queued build (or joins the one already queued), then tells
 * `onQueued`, the environment's builder, that there is work.
 */
export function createSiteBuilds(db: Database, onQueued: () => void = () => {}): SiteBuilds {
  return {
    async request(reason, requestedBy = null) {
      await db.transaction(async (tx) => {
        const [joined] = await tx
          .update(siteBuilds)
          .set({ requests: sql`${siteBuilds.requests} + 1` })
          .where(and(eq(siteBuilds.status, 'queued')))
          .returning({ id: siteBuilds.id });
        if (!joined) await tx.insert(siteBuilds).values({ reason, requestedBy });
      });
      onQueued();
    },
  };
}
