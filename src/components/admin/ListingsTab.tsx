import { useState } from 'react';
import { showToast } from '#src/client/toast.ts';
import { Dialog } from '#src/components/ui/Dialog.tsx';
import type { AdminListing } from '#src/shared/api/admin.ts';
import { WAREHOUSE_STATUSES, type WarehouseStatus } from '#src/shared/catalog.ts';
import { ADMIN_PAGE_SIZES } from '#src/shared/validation/admin.ts';
import { api, read } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { formatDateTime, useDebounced } from './admin-api.ts';
import { Badge, Pager, QueryView, SearchBox, SelectBox, StatusBadge, TabHeading } from './AdminParts.tsx';
import { ClaimLink } from './ClaimLink.tsx';
import { ListingCard } from './ListingCard.tsx';
import { ListingForm } from '#src/components/listing/ListingForm.tsx';
import { statusLabel, subscriptionPlanLabel } from '#src/shared/i18n/value-labels.ts';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...WAREHOUSE_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
] as const satisfies readonly { value: 'all' | WarehouseStatus; label: string }[];

const SORT_OPTIONS = [
  { value: 'created-desc', label: 'Newest first' },
  { value: 'created-asc', label: 'Oldest first' },
  { value: 'updated-desc', label: 'Recently changed' },
  { value: 'name-asc', label: 'Name A–Z' },
  { value: 'name-desc', label: 'Name Z–A' },
] as const;

/** Loads one listing in full for the dialog that manages it. */
function ManageListing({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { query, reload } = useApiQuery(id, () => read(api.admin.listings[':id'].$get({ param: { id } })), {
    what: 'the listing',
  });
  return (
    <QueryView query={query} what="the listing" reload={reload}>
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
          <strong>{created.name}</strong> is listed without an owner. Send this link to its operator so they can claim
          it.
        </p>
        {created.claimUrl && <ClaimLink url={created.claimUrl} />}
        <div className="flex justify-end">
          <button type="button" className="btn-primary" onClick={onClose}>
            Done
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
          showToast({ title: 'Listing created', variant: 'success' });
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
    { what: 'the listings' },
  );

  return (
    <div>
      <TabHeading title="Listings">
        <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
          New listing
        </button>
      </TabHeading>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          label="Search by name, city or owner"
          value={text}
          onChange={(v) => {
            setText(v);
            setPage(1);
          }}
        />
        <SelectBox
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        <SelectBox label="Sort" value={sort} options={SORT_OPTIONS} onChange={setSort} />
      </div>
      <QueryView query={query} what="the listings" reload={reload}>
        {(p) => (
          <>
            <div className="card relative overflow-x-auto">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <thead className="bg-surface-muted text-ink-muted">
                  <tr>
                    {['Listing', 'Status', 'Owner', 'Subscription', 'Created'].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-medium">
                        {h}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2 font-medium">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {p.listings.map((l) => (
                    <tr key={l.id} className="border-t border-line align-top">
                      <td className="min-w-56 px-3 py-2">
                        <span className="font-medium text-ink">{l.name}</span>
                        {l.pendingName && (
                          <span className="block text-xs text-ink-muted">New name: {l.pendingName}</span>
                        )}
                        <span className="block text-xs text-ink-muted">
                          {l.city}, {l.stateProvince}
                        </span>
                      </td>
                      <td className="px-3 py-2">
                        <StatusBadge status={l.status} pausedBy={l.pausedBy} />
                      </td>
                      <td className="px-3 py-2 text-ink">{l.owner?.username ?? <Badge>Unowned</Badge>}</td>
                      <td className="px-3 py-2 text-ink">
                        {l.isPaid
                          ? `Paid${l.subscriptionPlan ? ` · ${subscriptionPlanLabel(l.subscriptionPlan)}` : ''}`
                          : 'Free'}
                        {l.subscriptionExpiryDate && (
                          <span className="block text-xs text-ink-muted">until {l.subscriptionExpiryDate}</span>
                        )}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap text-ink-muted">{formatDateTime(l.createdAt)}</td>
                      <td className="px-3 py-2 text-right">
                        <button type="button" className="btn-secondary py-1.5" onClick={() => setManaging(l.id)}>
                          Manage<span className="sr-only"> {l.name}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {p.listings.length === 0 && <p className="p-6 text-center text-ink-muted">No listings match.</p>}
            </div>
            <Pager page={p.page} pageSize={p.pageSize} total={p.total} onPage={setPage} noun="listings" />
          </>
        )}
      </QueryView>
      <Dialog open={managing !== null} onClose={() => setManaging(null)} title="Manage listing" size="max-w-3xl">
        {managing && <ManageListing id={managing} onClose={() => setManaging(null)} onChanged={reload} />}
      </Dialog>
      <Dialog open={creating} onClose={() => setCreating(false)} title="New unowned listing" size="max-w-3xl">
        {creating && <NewListing onClose={() => setCreating(false)} onCreated={reload} />}
      </Dialog>
    </div>
  );
}
