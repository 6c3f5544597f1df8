import type { Database } from '#db/client.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { listBuilds } from '#src/server/rebuilds/site-builds.ts';
import type { AdminBuild } from '#src/server/answers/admin.ts';
import { recordAudit, type Actor } from '#src/server/audit/audit.ts';

const BUILDS_SHOWN = 20;

/** The last builds, newest request first, with a failed build's log tail. */
export async function recentBuilds(db: Database): Promise<AdminBuild[]> {
  const rows = await listBuilds(db, BUILDS_SHOWN);
  return rows.map((b) => ({
    id: b.id,
    status: b.status as AdminBuild['status'],
    reason: b.reason,
    requests: b.requests,
    requestedBy: b.requestedBy,
    requestedAt: b.requestedAt.toISOString(),
    startedAt: b.startedAt?.toISOString() ?? null,
    finishedAt: b.finishedAt?.toISOString() ?? null,
    logTail: b.logTail,
  }));
}

/**
 * The dashboard's 'Rebuild site': queued like any listing change's rebuild (joining one already
 * queued), and recorded in the audit log once it is queued.
 */
export async function requestRebuild(deps: AppDeps, actor: Actor): Promise<AdminBuild[]> {
  await deps.siteBuilds.request(`Rebuild requested by ${actor.username}`, actor.id);
  await recordAudit(deps.db, actor, {
    action: 'site.rebuild',
    entityType: 'site',
    entityId: 'site',
    entityName: null,
    changes: {},
  });
  return recentBuilds(deps.db);
}
