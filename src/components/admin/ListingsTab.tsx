import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { useState } from 'react';
import { showToast } from '#src/client/toast.ts';
import { Dialog } from '#src/components/ui/Dialog.tsx';
import type { AdminListing } from '#src/client/answers.ts';
import { WAREHOUSE_STATUSES, type WarehouseStatus } from '#src/shared/catalog.ts';
import { ADMIN_PAGE_SIZES } from '#src/shared/validation/admin.ts';
import { api, read } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { formatDateTime } from './admin-api.ts';
import { useDebounced } from '#src/components/ui/use-debounced.ts';
import { Badge, Pager, QueryView, SearchBox, SelectBox, StatusBadge, TabHeading } from './AdminParts.tsx';
import { ClaimLink } from './ClaimLink.tsx';
import { ListingCard } from './ListingCard.tsx';
import { ListingForm } from '#src/components/listing/ListingForm.tsx';
import { ListingPlanLine } from '#src/components/listing/ListingPlanLine.tsx';
import { statusLabel } from '#src/shared/i18n/labels/statuses.ts';
import { subscriptionPlanLabel } from '#src/shared/i18n/labels/plans.ts';
import { m } from '#src/shared/i18n/messages.ts';

const STATUS_OPTIONS = [
  {
    value: 'all',
    get label() {
      return m.admin_all_statuses();
    },
  },
  ...WAREHOUSE_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
] as const satisfies readonly { value: 'all' | WarehouseStatus; label: string }[];

const SORT_OPTIONS = [
  {
    value: 'created-desc',
    get label() {
      return m.admin_newest_first();
    },
  },
  {
    value: 'created-asc',
    get label() {
      return m.admin_oldest_first();
    },
  },
  {
    value: 'updated-desc',
    get label() {
      return m.admin_recently_changed();
    },
  },
  {
    value: 'name-asc',
    get label() {
      return m.admin_name_z();
    },
  },
  {
    value: 'name-desc',
    get label() {
      return m.admin_name_z_2();
    },
  },
] as const;

/** Loads one listing in full for the dialog that manages it. */
function ManageListing({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { query, reload } = useApiQuery(id, () => read(api.admin.listings[':id'].$get({ param: { id } })), {
    what: m.admin_listing(),
  });
  return (
    <QueryView query={query} what={m.admin_listing()} reload={reload}>
      {({ listing }) => (
        <ListingCard
          listing={listing}
          headingLevel="h3"
          onChanged={onChanged}
          onGone={() => {
            onChanged();
            onClose();
          }}
        />
      )}
    </QueryView>
  );
}

function NewListing({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const [created, setCreated] = useState<AdminListing | null>(null);
  if (created) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-ink">
          <ParaglideMessage
            message={m.admin_listed_without_owner_send}
            inputs={{ name: created.name }}
            markup={{ name: ({ children }) => <strong>{children}</strong> }}
          />
        </p>
        {created.claimUrl && <ClaimLink url={created.claimUrl} />}
        <div className="flex justify-end">
          <button type="button" className="btn-primary" onClick={onClose}>
            {m.admin_done()}
          </button>
        </div>
      </div>
    );
  }
  // The owners' own form, sent to the admin API: the listing is unowned, live at once, with its claim link.
  return (
    <ListingForm
      listing={null}
      admin={{
        save: async (input) => {
          const answer = await read(api.admin.listings.$post({ json: input }));
          showToast({ title: m.admin_listing_created(), variant: 'success' });
          setCreated(answer.listing);
          onCreated();
        },
      }}
    />
  );
}

/** Every listing, searched, filtered, sorted and paged by the server. */
export function ListingsTab() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<(typeof STATUS_OPTIONS)[number]['value']>('all');
  const [sort, setSort] = useState<(typeof SORT_OPTIONS)[number]['value']>('created-desc');
  const [page, setPage] = useState(1);
  const [managing, setManaging] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const search = useDebounced(text.trim());
  const [sortBy, order] = sort.split('-');
  const params = new URLSearchParams({
    query: search,
    status,
    sort: sortBy!,
    order: order!,
    page: String(page),
    pageSize: String(ADMIN_PAGE_SIZES.default),
  });
  const { query, reload } = useApiQuery(
    params.toString(),
    () => read(api.admin.listings.$get({ query: Object.fromEntries(params) })),
    { what: m.compare_listings() },
  );

  return (
    <div>
      <TabHeading title={m.admin_listings()}>
        <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
          {m.admin_new_listing()}
        </button>
      </TabHeading>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          label={m.admin_search_by_name_city()}
          value={text}
          onChange={(v) => {
            setText(v);
            setPage(1);
          }}
        />
        <SelectBox
          label={m.leads_status()}
          value={status}
          options={STATUS_OPTIONS}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        <SelectBox label={m.admin_sort()} value={sort} options={SORT_OPTIONS} onChange={setSort} />
      </div>
      <QueryView query={query} what={m.compare_listings()} reload={reload}>
        {(p) => (
          <>
            <div className="card relative overflow-x-auto">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <thead className="bg-surface-muted text-ink-muted">
                  <tr>
                    {[
                      m.leads_listing(),
                      m.leads_status(),
                      m.search_owner(),
                      m.admin_subscription(),
                      m.admin_created(),
                    ].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-medium">
                        {h}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2 font-medium">
                      <span className="sr-only">{m.listing_actions()}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {p.listings.map((l) => (
                    <tr key={l.id} className="border-t border-line align-top">
                      <td className="min-w-56 px-3 py-2">
                        <span className="font-medium text-ink">{l.name}</span>
                        {l.pendingName && (
                          <span className="block text-xs text-ink-muted">
                            {m.admin_new_name_pending_name({ pending_name: l.pendingName })}
                          </span>
                        )}
                        <span className="block text-xs text-ink-muted">
                          {l.city}, {l.stateProvince}
                        </span>
                      </td>
                      <td className="px-3 py-2">
                        <StatusBadge status={l.status} pausedBy={l.pausedBy} />
                      </td>
                      <td className="px-3 py-2 text-ink">{l.owner?.username ?? <Badge>{m.admin_unowned()}</Badge>}</td>
                      <td className="px-3 py-2 text-ink">
                        {l.subscriptionPlan && (
                          <span className="block text-xs text-ink-muted">
                            {subscriptionPlanLabel(l.subscriptionPlan)}
                          </span>
                        )}
                        <ListingPlanLine listing={l} />
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap text-ink-muted">{formatDateTime(l.createdAt)}</td>
                      <td className="px-3 py-2 text-right">
                        <button type="button" className="btn-secondary py-1.5" onClick={() => setManaging(l.id)}>
                          {m.admin_manage()}
                          <span className="sr-only"> {l.name}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {p.listings.length === 0 && (
                <p className="p-6 text-center text-ink-muted">{m.admin_no_listings_match()}</p>
              )}
            </div>
            <Pager
              page={p.page}
              pageSize={p.pageSize}
              total={p.total}
              onPage={setPage}
              noun={m.admin_noun_listings()}
            />
          </>
        )}
      </QueryView>
      <Dialog
        open={managing !== null}
        onClose={() => setManaging(null)}
        title={m.admin_manage_listing()}
        size="max-w-3xl"
      >
        {managing && <ManageListing id={managing} onClose={() => setManaging(null)} onChanged={reload} />}
      </Dialog>
      <Dialog open={creating} onClose={() => setCreating(false)} title={m.admin_new_unowned_listing()} size="max-w-3xl">
        {creating && <NewListing onClose={() => setCreating(false)} onCreated={reload} />}
      </Dialog>
    </div>
  );
}
