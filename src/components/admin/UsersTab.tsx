import { useState } from 'react';
import type { AdminUser } from '#src/shared/api/admin.ts';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import { ADMIN_PAGE_SIZES } from '#src/shared/validation/admin.ts';
import { api, read } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { formatDateTime, runAction, useDebounced } from './admin-api.ts';
import { Badge, Pager, QueryView, SearchBox, TabHeading } from './AdminParts.tsx';
import { ConfirmDialog } from '#src/components/ui/ConfirmDialog.tsx';

function UserRow({ user, self, onChanged }: { user: AdminUser; self: boolean; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<null | 'admin' | 'delete'>(null);
  const run = async (action: () => Promise<unknown>, messages: { done: string; failed: string }) => {
    setBusy(true);
    const done = await runAction(action, messages);
    setBusy(false);
    if (done) onChanged();
    return done;
  };
  return (
    <li className="card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-ink">
            {user.username}
            {self && <span className="font-normal text-ink-muted"> (you)</span>}
          </h3>
          <p className="text-sm break-words text-ink-muted">
            {user.email}
            {user.pendingEmail && ` · changing to ${user.pendingEmail}`}
          </p>
          <p className="text-xs text-ink-muted">
            Joined {formatDateTime(user.createdAt)} · {user.listingCount}{' '}
            {user.listingCount === 1 ? 'listing' : 'listings'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {user.isAdmin && <Badge tone="brand">Admin</Badge>}
          <Badge tone={user.emailVerified ? 'success' : 'warning'}>
            {user.emailVerified ? 'E-mail verified' : 'E-mail not verified'}
          </Badge>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {!user.emailVerified && (
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() =>
              run(() => read(api.admin.users[':id']['verify-email'].$post({ param: { id: user.id } })), {
                done: `${user.email} verified`,
                failed: 'Could not verify',
              })
            }
          >
            Verify e-mail
          </button>
        )}
        <button
          type="button"
          className="btn-secondary"
          disabled={busy || self}
          aria-describedby={self ? `self-${user.id}` : undefined}
          onClick={() => setConfirm('admin')}
        >
          {user.isAdmin ? 'Remove admin' : 'Make admin'}
        </button>
        <button
          type="button"
          className="btn-ghost text-danger"
          disabled={busy || self}
          aria-describedby={self ? `self-${user.id}` : undefined}
          onClick={() => setConfirm('delete')}
        >
          Delete
        </button>
        {self && (
          <p id={`self-${user.id}`} className="w-full text-xs text-ink-muted">
            {ADMIN_MESSAGES.ownAdminFlag} {ADMIN_MESSAGES.deleteSelf}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirm === 'admin'}
        title={user.isAdmin ? `Remove ${user.username}'s admin rights?` : `Make ${user.username} an admin?`}
        description={
          user.isAdmin
            ? `${user.username} can no longer open the dashboard. They are told by e-mail.`
            : `${user.username} can approve, change and delete any listing and account. They are told by e-mail.`
        }
        confirmLabel={user.isAdmin ? 'Remove admin' : 'Make admin'}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          const done = await run(
            () =>
              read(api.admin.users[':id'].admin.$post({ param: { id: user.id }, json: { isAdmin: !user.isAdmin } })),
            {
              done: user.isAdmin ? `${user.username} is no longer an admin` : `${user.username} is now an admin`,
              failed: 'Could not change admin rights',
            },
          );
          if (done) setConfirm(null);
        }}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={`Delete ${user.username}?`}
        description={`The account and its sign-ins are removed for good. Its ${user.listingCount} listings stay online without an owner.`}
        confirmLabel="Delete user"
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (
            await run(() => read(api.admin.users[':id'].$delete({ param: { id: user.id } })), {
              done: `${user.username} deleted`,
              failed: 'Could not delete',
            })
          )
            setConfirm(null);
        }}
      />
    </li>
  );
}

export function UsersTab({ userId }: { userId: string }) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(text.trim());
  const params = new URLSearchParams({ query: search, page: String(page), pageSize: String(ADMIN_PAGE_SIZES.default) });
  const { query, reload } = useApiQuery(
    params.toString(),
    () => read(api.admin.users.$get({ query: Object.fromEntries(params) })),
    { what: 'the users' },
  );
  return (
    <div>
      <TabHeading title="Users" />
      <div className="mb-4">
        <SearchBox
          label="Search by username or e-mail"
          value={text}
          onChange={(v) => {
            setText(v);
            setPage(1);
          }}
        />
      </div>
      <QueryView query={query} what="the users" reload={reload}>
        {(p) => (
          <>
            {p.users.length === 0 ? (
              <p className="card p-6 text-center text-ink-muted">No users match.</p>
            ) : (
              <ul className="space-y-3">
                {p.users.map((u) => (
                  <UserRow
                    key={`${u.id}-${u.isAdmin}-${u.emailVerified}`}
                    user={u}
                    self={u.id === userId}
                    onChanged={reload}
                  />
                ))}
              </ul>
            )}
            <Pager page={p.page} pageSize={p.pageSize} total={p.total} onPage={setPage} noun="users" />
          </>
        )}
      </QueryView>
    </div>
  );
}
