import { useState } from 'react';
import type { AuditEntityType } from '#src/shared/api/admin.ts';
import type { AuditChange, AuditEntry } from '#src/client/answers.ts';
import { ADMIN_PAGE_SIZES } from '#src/shared/validation/admin.ts';
import { api, read } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { formatDateTime } from './admin-api.ts';
import { Pager, QueryView, SelectBox, TabHeading } from './AdminParts.tsx';
import { m } from '#src/shared/i18n/messages.ts';

const TYPES = [
  {
    value: '',
    get label() {
      return m.admin_everything();
    },
  },
  {
    value: 'listing',
    get label() {
      return m.admin_listings();
    },
  },
  {
    value: 'user',
    get label() {
      return m.admin_users();
    },
  },
  {
    value: 'contact_inquiry',
    get label() {
      return m.admin_contact_inquiries();
    },
  },
  {
    value: 'quote_request',
    get label() {
      return m.stats_quote_requests();
    },
  },
  {
    value: 'site',
    get label() {
      return m.admin_site_builds();
    },
  },
] as const satisfies readonly { value: AuditEntityType | ''; label: string }[];

/** A listing or a person the log is narrowed to, by id; the name is what the admin clicked. */
interface Narrowed {
  id: string;
  name: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as the admin reads it: a person or listing by name beside its id, a moment in the page's time format. */
function show(value: unknown, names: Record<string, string>): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'string') return JSON.stringify(value);
  const name = names[value];
  if (name) return `${name} (${value})`;
  return ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : value;
}

function Changes({ changes, names }: { changes: Record<string, AuditChange>; names: Record<string, string> }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return null;
  return (
    <dl className="mt-2 space-y-1 text-xs">
      {fields.map(([field, change]) => (
        <div key={field} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-ink-muted">{field}</dt>
          <dd className="min-w-0 break-words text-ink">
            <del className="text-ink-muted">{show(change.before, names)}</del> →{' '}
            <ins className="no-underline">{show(change.after, names)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A name that narrows the log to its listing or person when clicked. */
function NameFilter({ name, onPick }: { name: string; onPick: () => void }) {
  return (
    <button
      type="button"
      className="font-semibold text-brand underline-offset-2 hover:underline"
      aria-label={m.admin_show_only_name({ name })}
      onClick={onPick}
    >
      {name}
    </button>
  );
}

function Entry({
  entry: e,
  onListing,
  onPerson,
}: {
  entry: AuditEntry;
  onListing: (n: Narrowed) => void;
  onPerson: (n: Narrowed) => void;
}) {
  const name = e.entityName ?? e.entityId;
  const narrow = e.entityType === 'listing' ? onListing : e.entityType === 'user' ? onPerson : null;
  return (
    <li className="card p-4">
      <p className="text-sm text-ink">
        {e.actorId ? (
          <NameFilter name={e.actorName} onPick={() => onPerson({ id: e.actorId!, name: e.actorName })} />
        ) : (
          <strong>{e.actorName}</strong>
        )}{' '}
        · <code className="text-brand">{e.action}</code> · <span className="text-ink-muted">{e.entityType}</span>{' '}
        {narrow ? <NameFilter name={name} onPick={() => narrow({ id: e.entityId, name })} /> : <strong>{name}</strong>}
      </p>
      <p className="text-xs break-all text-ink-muted">
        {m.admin_date_time_entity_type({
          date_time: formatDateTime(e.createdAt),
          entity_type: e.entityType,
          entity_id: e.entityId,
        })}
        {e.actorId && m.admin_by_actor_id({ actor_id: e.actorId })}
      </p>
      <Changes changes={e.changes} names={e.names} />
    </li>
  );
}

/** What is narrowed, with the way back to every entry. */
function NarrowedTo({ what, item, onClear }: { what: string; item: Narrowed; onClear: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
      <span>
        {what}: <strong>{item.name}</strong>
      </span>
      <button
        type="button"
        className="btn-ghost"
        onClick={onClear}
        aria-label={m.admin_show_every_lower_case({ to_lower_case: what.toLowerCase() })}
      >
        {m.quote_clear()}
      </button>
    </p>
  );
}

/**
 * Every change an admin made, and every change of a listing's status or owner, newest first.
 * A listing's or a person's name narrows the log to them.
 */
export function AuditTab() {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<(typeof TYPES)[number]['value']>('');
  const [listing, setListing] = useState<Narrowed | null>(null);
  const [person, setPerson] = useState<Narrowed | null>(null);
  const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZES.default) });
  if (type) params.set('entityType', type);
  if (listing) params.set('listingId', listing.id);
  if (person) params.set('userId', person.id);
  const { query, reload } = useApiQuery(
    params.toString(),
    () => read(api.admin.audit.$get({ query: Object.fromEntries(params) })),
    { what: m.admin_audit_log() },
  );
  const narrow = (set: (n: Narrowed | null) => void) => (n: Narrowed | null) => {
    set(n);
    setPage(1);
  };
  return (
    <div>
      <TabHeading title={m.admin_audit_log_2()}>
        <SelectBox
          label={m.admin_show_changes()}
          value={type}
          options={TYPES}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
        />
      </TabHeading>
      <div className="mb-4 space-y-1">
        <p className="text-sm text-ink-muted">{m.admin_pick_listing_s_or()}</p>
        {listing && <NarrowedTo what={m.leads_listing()} item={listing} onClear={() => narrow(setListing)(null)} />}
        {person && <NarrowedTo what={m.admin_person()} item={person} onClear={() => narrow(setPerson)(null)} />}
      </div>
      <QueryView query={query} what={m.admin_audit_log()} reload={reload}>
        {(p) => (
          <>
            {p.entries.length === 0 ? (
              <p className="card p-6 text-center text-ink-muted">{m.admin_no_changes_recorded()}</p>
            ) : (
              <ol className="space-y-3">
                {p.entries.map((e) => (
                  <Entry key={e.id} entry={e} onListing={narrow(setListing)} onPerson={narrow(setPerson)} />
                ))}
              </ol>
            )}
            <Pager page={p.page} pageSize={p.pageSize} total={p.total} onPage={setPage} noun={m.admin_noun_entries()} />
          </>
        )}
      </QueryView>
    </div>
  );
}
