import { useEffect, useState } from 'react';
import type { AdminBuild } from '#src/client/answers.ts';
import { api, read } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { formatDateTime, runAction } from './admin-api.ts';
import { Badge, QueryView, TabHeading, type Tone } from './AdminParts.tsx';
import { m } from '#src/shared/i18n/messages.ts';

const STATUS: Record<AdminBuild['status'], { label: string; tone: Tone }> = {
  queued: {
    get label() {
      return m.admin_queued();
    },
    tone: 'warning',
  },
  running: {
    get label() {
      return m.admin_running();
    },
    tone: 'brand',
  },
  done: {
    get label() {
      return m.admin_done();
    },
    tone: 'success',
  },
  failed: {
    get label() {
      return m.admin_failed();
    },
    tone: 'danger',
  },
};
/** How often the list is read again while a build is queued or running. */
const POLL_MS = 5000;

/** 'Rebuild site' and the last builds, watched until none is left waiting. */
export function BuildsTab() {
  const { query, reload, data } = useApiQuery('builds', () => read(api.admin.builds.$get()), {
    what: m.admin_builds(),
  });
  const [busy, setBusy] = useState(false);
  const working = data?.builds.some((b) => b.status === 'queued' || b.status === 'running') ?? false;

  useEffect(() => {
    if (!working) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [working, reload]);

  return (
    <div>
      <TabHeading title={m.admin_site_builds()}>
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            const answer = await runAction(() => read(api.admin.builds.$post()), {
              done: m.admin_rebuild_queued(),
              failed: m.admin_could_not_start_rebuild(),
            });
            setBusy(false);
            if (answer) reload();
          }}
        >
          {m.admin_rebuild_site()}
        </button>
      </TabHeading>
      <p className="mb-4 text-sm text-ink-muted">{m.admin_rebuild_publishes_listing_pages()}</p>
      <QueryView query={query} what={m.admin_builds()} reload={reload}>
        {({ builds }) =>
          builds.length === 0 ? (
            <p className="card p-6 text-center text-ink-muted">{m.admin_no_builds_yet()}</p>
          ) : (
            <ol className="space-y-3">
              {builds.map((b) => (
                <li key={b.id} className="card p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0 text-sm">
                      <p className="font-medium break-words text-ink">{b.reason}</p>
                      <p className="text-xs text-ink-muted">
                        {m.admin_requested_date_time({ date_time: formatDateTime(b.requestedAt) })}
                        {b.requests > 1 && m.admin_answers_requests_requests({ requests: b.requests })}
                        {b.startedAt && m.admin_started_date_time({ date_time: formatDateTime(b.startedAt) })}
                        {b.finishedAt && m.admin_finished_date_time({ date_time: formatDateTime(b.finishedAt) })}
                      </p>
                    </div>
                    <Badge tone={STATUS[b.status].tone}>{STATUS[b.status].label}</Badge>
                  </div>
                  {b.status === 'failed' && b.logTail && (
                    <details className="mt-2 text-sm">
                      <summary className="cursor-pointer text-brand">{m.admin_show_end_log()}</summary>
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
