import { useState } from 'react';
import type { InboxKind } from '#src/shared/api/admin.ts';
import type { InboxDelivery, InboxItem, QuoteInboxItem } from '#src/client/answers.ts';
import type { LeadStatus } from '#src/shared/catalog.ts';
import { ADMIN_PAGE_SIZES } from '#src/shared/validation/admin.ts';
import { api, read } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { formatDateTime, runAction } from './admin-api.ts';
import { useDebounced } from '#src/components/ui/use-debounced.ts';
import { Badge, Pager, QueryView, SearchBox, SelectBox, type Tone } from './AdminParts.tsx';
import { spaceUnitLabel } from '#src/shared/i18n/labels/space-units.ts';
import { termLabel } from '#src/shared/i18n/labels/terms.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { leadStatusLabel } from '#src/shared/i18n/labels/lead-statuses.ts';
import { inquiryTypeLabel } from '#src/shared/i18n/labels/inquiry-types.ts';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { storageRequirementLabel } from '#src/shared/i18n/labels/storage-requirements.ts';
const KINDS: { id: InboxKind; label: string }[] = [
  {
    id: 'contact',
    get label() {
      return m.admin_contact_inquiries();
    },
  },
  {
    id: 'quote',
    get label() {
      return m.stats_quote_requests();
    },
  },
];
const HANDLED_OPTIONS = [
  {
    value: 'all',
    get label() {
      return m.admin_all_messages();
    },
  },
  {
    value: 'no',
    get label() {
      return m.admin_not_handled();
    },
  },
  {
    value: 'yes',
    get label() {
      return m.admin_handled();
    },
  },
] as const;

const DELIVERY: Record<InboxDelivery['status'], { label: string; tone: Tone }> = {
  pending: {
    get label() {
      return m.admin_e_mail_queued();
    },
    tone: 'warning',
  },
  sent: {
    get label() {
      return m.admin_e_mail_sent();
    },
    tone: 'success',
  },
  failed: {
    get label() {
      return m.admin_e_mail_failed();
    },
    tone: 'danger',
  },
  unknown: {
    get label() {
      return m.admin_e_mail_no_record();
    },
    tone: 'neutral',
  },
};

/** The owner's progress with a quote request, as their lead inbox shows it. */
const LEAD_TONE: Record<LeadStatus, Tone> = { new: 'warning', contacted: 'neutral', won: 'success', lost: 'danger' };

/** The listing a quote request was for, as it was named then; a deleted listing keeps its name here. */
const listingLabel = (listing: QuoteInboxItem['warehouse']) =>
  listing ? [listing.name, listing.city].filter(Boolean).join(', ') : m.admin_listing_deleted_before_names();

function Message({ item, onChanged }: { item: InboxItem; onChanged: (item: InboxItem) => void }) {
  const [busy, setBusy] = useState(false);
  const delivery = DELIVERY[item.delivery.status];
  const who = item.kind === 'contact' ? `${item.firstName} ${item.lastName}` : item.name;
  return (
    <article className="card p-4" aria-label={`${who}, ${formatDateTime(item.createdAt)}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-ink">
            {who}
            {item.company && <span className="font-normal text-ink-muted"> · {item.company}</span>}
          </h3>
          <p className="text-sm break-words text-ink-muted">
            <a href={`mailto:${item.email}`} className="text-brand underline">
              {item.email}
            </a>{' '}
            · {item.phone} · {formatDateTime(item.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={delivery.tone}>{delivery.label}</Badge>
          {item.kind === 'quote' && (
            <Badge tone={LEAD_TONE[item.leadStatus]}>{m.admin_lead_p({ p: leadStatusLabel(item.leadStatus) })}</Badge>
          )}
          {item.handledAt && <Badge tone="success">{m.admin_handled()}</Badge>}
        </div>
      </div>
      <p className="mt-2 text-sm text-ink">
        {item.kind === 'contact'
          ? `${inquiryTypeLabel(item.inquiryType)}${item.storageRequirements.length ? ` · ${item.storageRequirements.map(storageRequirementLabel).join(', ')}` : ''}`
          : `${listingLabel(item.warehouse)} · ${item.spaceNeeded} ${spaceUnitLabel(item.spaceUnit)} ${m.admin_from_date({ date: item.startDate })} · ${termLabel(item.storageTerm)}${item.servicesNeeded.length ? ` · ${item.servicesNeeded.map(serviceLabel).join(', ')}` : ''}`}
      </p>
      {/* The sender's own words, in whatever language they wrote: lang="" says it is not known. */}
      <p className="mt-2 text-sm whitespace-pre-line text-ink-muted" lang="">
        {item.message}
      </p>
      {item.delivery.status === 'failed' && item.delivery.lastError && (
        <p className="mt-2 text-xs text-danger">
          {m.admin_after_attempts_attempts_last({
            attempts: item.delivery.attempts,
            last_error: item.delivery.lastError,
          })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <label className="flex items-center gap-2 text-ink">
          <input
            type="checkbox"
            checked={item.handledAt !== null}
            disabled={busy}
            onChange={async (e) => {
              const handled = e.currentTarget.checked;
              setBusy(true);
              const answer = await runAction(
                () =>
                  read(
                    api.admin.inbox[':kind'][':id'].handled.$post({
                      param: { kind: item.kind, id: item.id },
                      json: { handled },
                    }),
                  ),
                {
                  done: handled ? m.admin_marked_as_handled() : m.admin_marked_as_not_handled(),
                  failed: m.admin_could_not_change(),
                },
              );
              setBusy(false);
              if (answer) onChanged(answer.item);
            }}
          />
          {m.admin_handled()}
        </label>
        {item.handledAt && (
          <span className="text-xs text-ink-muted">
            {formatDateTime(item.handledAt)}
            {item.handledBy && m.admin_by_username({ username: item.handledBy.username })}
          </span>
        )}
      </div>
    </article>
  );
}

/** Contact inquiries and quote requests, newest first, with CSV export of what the filters show. */
export function InboxTab() {
  const [kind, setKind] = useState<InboxKind>('contact');
  const [text, setText] = useState('');
  const [handled, setHandled] = useState<(typeof HANDLED_OPTIONS)[number]['value']>('all');
  const [page, setPage] = useState(1);
  const [edits, setEdits] = useState<Record<string, InboxItem>>({});
  const search = useDebounced(text.trim());
  const filters = new URLSearchParams({ kind, query: search, handled });
  const pageQuery = { ...Object.fromEntries(filters), page: String(page), pageSize: String(ADMIN_PAGE_SIZES.default) };
  const { query, reload } = useApiQuery(
    new URLSearchParams(pageQuery).toString(),
    () => read(api.admin.inbox.$get({ query: pageQuery })),
    { what: m.admin_inbox_2() },
  );
  const resetPage = () => {
    setPage(1);
    setEdits({});
  };

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="inline-flex rounded-lg border border-line p-1" role="group" aria-label={m.admin_kind_message()}>
          {KINDS.map((k) => (
            <button
              key={k.id}
              type="button"
              aria-pressed={kind === k.id}
              onClick={() => {
                setKind(k.id);
                resetPage();
              }}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-ink-muted aria-pressed:bg-brand aria-pressed:text-on-brand"
            >
              {k.label}
            </button>
          ))}
        </div>
        <a href={`/api/admin/inbox/export.csv?${filters}`} download className="btn-secondary no-underline">
          {m.admin_export_csv()}
        </a>
      </div>
      <h2 className="sr-only">{KINDS.find((k) => k.id === kind)!.label}</h2>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          label={m.admin_search_by_name_e()}
          value={text}
          onChange={(v) => {
            setText(v);
            resetPage();
          }}
        />
        <SelectBox
          label={m.admin_show()}
          value={handled}
          options={HANDLED_OPTIONS}
          onChange={(v) => {
            setHandled(v);
            resetPage();
          }}
        />
      </div>
      <QueryView query={query} what={m.admin_inbox_2()} reload={reload}>
        {(p) => (
          <>
            {p.items.length === 0 ? (
              <p className="card p-6 text-center text-ink-muted">{m.admin_no_messages_match()}</p>
            ) : (
              <ul className="space-y-3">
                {p.items.map((item) => (
                  <li key={item.id}>
                    <Message
                      item={edits[item.id] ?? item}
                      onChanged={(next) => setEdits((e) => ({ ...e, [next.id]: next }))}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pager
              page={p.page}
              pageSize={p.pageSize}
              total={p.total}
              onPage={setPage}
              noun={m.admin_noun_messages()}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
