import { and, asc, desc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

const otherBuild = alias(siteBuilds, 'other_build');

/**
 * Takes the oldest queued build first asked for at or before `requestedBy` and marks it running,
 * unless a build is running: one build at a time, locally and on Netlify, where a build runs
 * until Netlify's deploy notification ends it (deploy-notifications.ts). A request committed
 * after this takes its row lock finds the build no longer queued and queues the next one, so no
 * request is folded into a build that has already read the data.
 */
export async function claimQueuedBuild(
  db: Database,
  requestedBy: Date,
  now = new Date(),
): Promise<SiteBuild | undefined> {
  const due = db
    .select({ id: siteBuilds.id })
    .from(siteBuilds)
    .where(and(eq(siteBuilds.status, 'queued'), lte(siteBuilds.requestedAt, requestedBy)))
    .orderBy(asc(siteBuilds.requestedAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(siteBuilds)
    .set({ status: 'running', startedAt: now })
    .where(
      and(
        inArray(siteBuilds.id, due),
        eq(siteBuilds.status, 'queued'),
        notExists(db.select({ id: otherBuild.id }).from(otherBuild).where(eq(otherBuild.status, 'running'))),
      ),
    )
    .returning();
  return claimed;
}

/** The end of a running build: done or failed, with the lines of output worth keeping. */
export async function finishBuild(
  db: Database,
  id: string,
  outcome: { ok: boolean; logTail: string },
  now = new Date(),
): Promise<void> {
  await db
    .update(siteBuilds)
    .set({ status: outcome.ok ? 'done' : 'failed', finishedAt: now, logTail: outcome.logTail })
    .where(and(eq(siteBuilds.id, id), eq(siteBuilds.status, 'running')));
}

/** Whether a build is running (on Netlify: its hook was called and its deploy has not reported). */
export async function buildRunning(db: Database): Promise<boolean> {
  const [running] = await db
    .select({ id: siteBuilds.id })
    .from(siteBuilds)
    .where(eq(siteBuilds.status, 'running'))
    .limit(1);
  return Boolean(running);
}

/** A line about a build still running, such as "the hook accepted it, waiting for Netlify". */
export async function noteRunningBuild(db: Database, id: string, logTail: string): Promise<void> {
  await db
    .update(siteBuilds)
    .set({ logTail })
    .where(and(eq(siteBuilds.id, id), eq(siteBuilds.status, 'running')));
}

/**
 * Builds left running by a process that stopped mid-build (a killed server, a function that
 * timed out), or on Netlify by a deploy that never reported its end, are marked failed, so the
 * dashboard does not show them running for ever and the next build may start.
 */
export async function failAbandonedBuilds(
  db: Database,
  startedBefore: Date,
  now = new Date(),
  logTail = 'The process running this build stopped before it finished; the next request builds again.',
): Promise<number> {
  const rows = await db
    .update(siteBuilds)
    .set({ status: 'failed', finishedAt: now, logTail })
    .where(and(eq(siteBuilds.status, 'running'), lte(siteBuilds.startedAt, startedBefore)))
    .returning({ id: siteBuilds.id });
  return rows.length;
}

/** Why the daily build runs: the dates pages show move without a build of their own (buildNeedOf). */
export const DAILY_BUILD_REASON = 'daily build: confirmed dates and freshness';
const DAY_MS = 24 * 60 * 60_000;

/**
 * Asks for the daily build when no build has been asked for in the 24 hours before `now`, nor
 * since `servedSince` (when the build being served was made, where the caller knows it). Writes
 * that change only dates on the pages ask for no build of their own and wait for this one.
 */
export async function requestDailyBuild(
  db: Database,
  builds: SiteBuilds,
  { now = new Date(), servedSince }: { now?: Date; servedSince?: Date } = {},
): Promise<boolean> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  if (servedSince && servedSince > dayAgo) return false;
  const [recent] = await db
    .select({ id: siteBuilds.id })
    .from(siteBuilds)
    .where(gt(siteBuilds.requestedAt, dayAgo))
    .limit(1);
  if (recent) return false;
  await builds.request(DAILY_BUILD_REASON);
  return true;
}
