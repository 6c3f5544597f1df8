import { useState } from 'react';
import type { AdminUser } from '#src/client/answers.ts';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import { ADMIN_PAGE_SIZES } from '#src/shared/validation/admin.ts';
import { api, read } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { formatDateTime, runAction } from './admin-api.ts';
import { useDebounced } from '#src/components/ui/use-debounced.ts';
import { Badge, Pager, QueryView, SearchBox, TabHeading } from './AdminParts.tsx';
import { ConfirmDialog } from '#src/components/ui/ConfirmDialog.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import { BusinessVerificationDialog, VERIFICATION_METHOD_LABELS } from './BusinessVerificationDialog.tsx';

function UserRow({ user, self, onChanged }: { user: AdminUser; self: boolean; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<null | 'admin' | 'delete' | 'verify' | 'withdraw'>(null);
  const verification = user.businessVerification;
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
            {self && <span className="font-normal text-ink-muted"> {m.admin_text()}</span>}
          </h3>
          <p className="text-sm break-words text-ink-muted">
            {user.email}
            {user.pendingEmail && m.admin_changing_pending_email({ pending_email: user.pendingEmail })}
          </p>
          <p className="text-xs text-ink-muted">
            {user.listingCount === 1
              ? m.admin_joined_one_listing({ date: formatDateTime(user.createdAt) })
              : m.admin_joined_listings({ date: formatDateTime(user.createdAt), count: user.listingCount })}
          </p>
          {verification && (
            <p className="text-xs text-ink-muted" data-business-verification>
              {m.admin_verified_by({
                name: verification.verifiedByName,
                date: formatDateTime(verification.verifiedAt),
                method: VERIFICATION_METHOD_LABELS[verification.method](),
              })}
              {verification.note && ` (${verification.note})`}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {user.isAdmin && <Badge tone="brand">{m.shell_nav_admin()}</Badge>}
          <Badge tone={user.emailVerified ? 'success' : 'warning'}>
            {user.emailVerified ? m.admin_e_mail_verified() : m.admin_e_mail_not_verified()}
          </Badge>
          {verification ? (
            <Badge tone="success">{m.admin_business_verified()}</Badge>
          ) : (
            <Badge tone="neutral">{m.admin_business_not_verified()}</Badge>
          )}
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
                done: m.admin_email_verified({ email: user.email }),
                failed: m.admin_could_not_verify(),
              })
            }
          >
            {m.admin_verify_e_mail()}
          </button>
        )}
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={() => setConfirm(verification ? 'withdraw' : 'verify')}
        >
          {verification ? m.admin_withdraw_verification() : m.admin_verify_business()}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy || self}
          aria-describedby={self ? `self-${user.id}` : undefined}
          onClick={() => setConfirm('admin')}
        >
          {user.isAdmin ? m.admin_remove_admin() : m.admin_make_admin()}
        </button>
        <button
          type="button"
          className="btn-ghost text-danger"
          disabled={busy || self}
          aria-describedby={self ? `self-${user.id}` : undefined}
          onClick={() => setConfirm('delete')}
        >
          {m.alerts_delete()}
        </button>
        {self && (
          <p id={`self-${user.id}`} className="w-full text-xs text-ink-muted">
            {ADMIN_MESSAGES.ownAdminFlag} {ADMIN_MESSAGES.deleteSelf}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirm === 'admin'}
        title={
          user.isAdmin
            ? m.admin_remove_username_s_admin({ username: user.username })
            : m.admin_make_username_admin({ username: user.username })
        }
        description={
          user.isAdmin
            ? m.admin_username_can_no_longer({ username: user.username })
            : m.admin_username_can_approve_change({ username: user.username })
        }
        confirmLabel={user.isAdmin ? m.admin_remove_admin() : m.admin_make_admin()}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          const done = await run(
            () =>
              read(api.admin.users[':id'].admin.$post({ param: { id: user.id }, json: { isAdmin: !user.isAdmin } })),
            {
              done: user.isAdmin
                ? m.admin_username_no_longer_admin({ username: user.username })
                : m.admin_username_now_admin({ username: user.username }),
              failed: m.admin_could_not_change_admin(),
            },
          );
          if (done) setConfirm(null);
        }}
      />
      <BusinessVerificationDialog
        open={confirm === 'verify'}
        username={user.username}
        onClose={() => setConfirm(null)}
        onSend={async (json) => {
          const done = await run(
            () => read(api.admin.users[':id']['business-verification'].$post({ param: { id: user.id }, json })),
            {
              done: m.admin_business_verified_done({ username: user.username }),
              failed: m.admin_could_not_verify_business(),
            },
          );
          if (done) setConfirm(null);
          return Boolean(done);
        }}
      />
      <ConfirmDialog
        open={confirm === 'withdraw'}
        title={m.admin_withdraw_title({ username: user.username })}
        description={m.admin_withdraw_description({ username: user.username })}
        confirmLabel={m.admin_withdraw_verification()}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (
            await run(() => read(api.admin.users[':id']['business-verification'].$delete({ param: { id: user.id } })), {
              done: m.admin_verification_withdrawn({ username: user.username }),
              failed: m.admin_could_not_withdraw_verification(),
            })
          )
            setConfirm(null);
        }}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={m.admin_delete_username({ username: user.username })}
        description={m.admin_account_its_sign_ins({ listing_count: user.listingCount })}
        confirmLabel={m.admin_delete_user()}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (
            await run(() => read(api.admin.users[':id'].$delete({ param: { id: user.id } })), {
              done: m.admin_username_deleted({ username: user.username }),
              failed: m.admin_could_not_delete(),
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
    { what: m.admin_users_2() },
  );
  return (
    <div>
      <TabHeading title={m.admin_users()} />
      <div className="mb-4">
        <SearchBox
          label={m.admin_search_by_username_or()}
          value={text}
          onChange={(v) => {
            setText(v);
            setPage(1);
          }}
        />
      </div>
      <QueryView query={query} what={m.admin_users_2()} reload={reload}>
        {(p) => (
          <>
            {p.users.length === 0 ? (
              <p className="card p-6 text-center text-ink-muted">{m.admin_no_users_match()}</p>
            ) : (
              <ul className="space-y-3">
                {p.users.map((u) => (
                  <UserRow
                    key={`${u.id}-${u.isAdmin}-${u.emailVerified}-${u.businessVerification?.verifiedAt}`}
                    user={u}
                    self={u.id === userId}
                    onChanged={reload}
                  />
                ))}
              </ul>
            )}
            <Pager page={p.page} pageSize={p.pageSize} total={p.total} onPage={setPage} noun={m.admin_noun_users()} />
          </>
        )}
      </QueryView>
    </div>
  );
}
