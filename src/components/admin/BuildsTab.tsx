import { useEffect, useState } from 'react';
import type { AdminBuild } from '#src/shared/api/admin.ts';
import { api, read } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { formatDateTime, runAction } from './admin-api.ts';
import { Badge, QueryView, TabHeading, type Tone } from './AdminParts.tsx';

const STATUS: Record<AdminBuild['status'], { label: string; tone: Tone }> = {
  queued: { label: 'Queued', tone: 'warning' },
  running: { label: 'Running', tone: 'brand' },
  done: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};
/** How often the list is read again while a build is queued or running. */
const POLL_MS = 5000;

/** 'Rebuild site' and the last builds, watched until none is left waiting. */
export function BuildsTab() {
  const { query, reload, data } = useApiQuery('builds', () => read(api.admin.builds.$get()), { what: 'the builds' });
  const [busy, setBusy] = useState(false);
  const working = data?.builds.some((b) => b.status === 'queued' || b.status === 'running') ?? false;

  useEffect(() => {
    if (!working) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [working, reload]);

  return (
    <div>
      <TabHeading title="Site builds">
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            const answer = await runAction(() => read(api.admin.builds.$post()), {
              done: 'Rebuild queued',
              failed: 'Could not start a rebuild',
            });
            setBusy(false);
            if (answer) reload();
          }}
        >
          Rebuild site
        </button>
      </TabHeading>
      <p className="mb-4 text-sm text-ink-muted">
        A rebuild publishes listing pages and the sitemap as the database holds them now.
      </p>
      <QueryView query={query} what="the builds" reload={reload}>
        {({ builds }) =>
          builds.length === 0 ? (
            <p className="card p-6 text-center text-ink-muted">No builds yet.</p>
          ) : (
            <ol className="space-y-3">
              {builds.map((b) => (
                <li key={b.id} className="card p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0 text-sm">
                      <p className="font-medium break-words text-ink">{b.reason}</p>
                      <p className="text-xs text-ink-muted">
                        Requested {formatDateTime(b.requestedAt)}
                        {b.requests > 1 && ` · answers ${b.requests} requests`}
                        {b.startedAt && ` · started ${formatDateTime(b.startedAt)}`}
                        {b.finishedAt && ` · finished ${formatDateTime(b.finishedAt)}`}
                      </p>
                    </div>
                    <Badge tone={STATUS[b.status].tone}>{STATUS[b.status].label}</Badge>
                  </div>
                  {b.status === 'failed' && b.logTail && (
                    <details className="mt-2 text-sm">
                      <summary className="cursor-pointer text-brand">Show the end of the log</summary>
                      <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-surface-muted p-3 text-xs whitespace-pre-wrap text-ink">
                        {b.logTail}
                      </pre>
                    </details>
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </div>
  );
}
