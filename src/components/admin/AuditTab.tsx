import { useState } from 'react';
import type { AuditChange, AuditEntityType } from '#src/shared/api/admin.ts';
import { ADMIN_PAGE_SIZES } from '#src/shared/validation/admin.ts';
import { api, read } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { formatDateTime } from './admin-api.ts';
import { Pager, QueryView, SelectBox, TabHeading } from './AdminParts.tsx';

const TYPES = [
  { value: '', label: 'Everything' },
  { value: 'listing', label: 'Listings' },
  { value: 'user', label: 'Users' },
  { value: 'contact_inquiry', label: 'Contact inquiries' },
  { value: 'quote_request', label: 'Quote requests' },
  { value: 'site', label: 'Site builds' },
] as const satisfies readonly { value: AuditEntityType | ''; label: string }[];

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

function Changes({ changes }: { changes: Record<string, AuditChange> }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return null;
  return (
    <dl className="mt-2 space-y-1 text-xs">
      {fields.map(([field, change]) => (
        <div key={field} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-ink-muted">{field}</dt>
          <dd className="min-w-0 break-words text-ink">
            <del className="text-ink-muted">{show(change.before)}</del> →{' '}
            <ins className="no-underline">{show(change.after)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every change an admin made, newest first. */
export function AuditTab() {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<(typeof TYPES)[number]['value']>('');
  const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZES.default) });
  if (type) params.set('entityType', type);
  const { query, reload } = useApiQuery(
    params.toString(),
    () => read(api.admin.audit.$get({ query: Object.fromEntries(params) })),
    { what: 'the audit log' },
  );
  return (
    <div>
      <TabHeading title="Audit log">
        <SelectBox
          label="Show changes to"
          value={type}
          options={TYPES}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
        />
      </TabHeading>
      <QueryView query={query} what="the audit log" reload={reload}>
        {(p) => (
          <>
            {p.entries.length === 0 ? (
              <p className="card p-6 text-center text-ink-muted">No changes recorded.</p>
            ) : (
              <ol className="space-y-3">
                {p.entries.map((e) => (
                  <li key={e.id} className="card p-4">
                    <p className="text-sm text-ink">
                      <strong>{e.actorName}</strong> · <code className="text-brand">{e.action}</code> ·{' '}
                      <span className="text-ink-muted">
                        {e.entityType} {e.entityId}
                      </span>
                    </p>
                    <p className="text-xs text-ink-muted">{formatDateTime(e.createdAt)}</p>
                    <Changes changes={e.changes} />
                  </li>
                ))}
              </ol>
            )}
            <Pager page={p.page} pageSize={p.pageSize} total={p.total} onPage={setPage} noun="entries" />
          </>
        )}
      </QueryView>
    </div>
  );
}
