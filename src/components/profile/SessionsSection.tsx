import { useState } from 'react';
import { api, read, readSignedIn } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { PROVIDER_LABELS } from '#src/shared/api/sign-in-providers.ts';
import type { AccountSession } from '#src/client/answers.ts';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { formatDateTime } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';

const methodLabel = (method: AccountSession['method']) =>
  method === 'password' ? m.profile_method_password() : PROVIDER_LABELS[method];

/** The account's signed-in browsers, and ending any or all of the others. */
export function SessionsSection({ userId }: { userId: string }) {
  const { query, reload } = useApiQuery(userId, () => readSignedIn(api.sessions.$get()), {
    what: m.profile_sessions(),
  });
  const [busy, setBusy] = useState<string | null>(null);

  async function end(what: string, call: () => Promise<{ ended: number }>) {
    setBusy(what);
    try {
      const { ended } = await call();
      showToast({
        title: m.profile_signed_out(),
        description: ended === 1 ? m.profile_that_session_has_ended() : m.profile_ended_sessions_have_ended({ ended }),
        variant: 'success',
      });
      reload();
    } catch (err) {
      showToast({
        title: m.common_error(),
        description: serverMessage(err, m.profile_please_try_again()),
        variant: 'error',
      });
    } finally {
      setBusy(null);
    }
  }

  const sessions = query.status === 'ready' ? query.data.sessions : [];
  const others = sessions.filter((s) => !s.current);

  return (
    <div id="sessions" className="scroll-mt-24">
      <ProfileSection title={m.profile_where_re_signed()} description={m.profile_end_session_do_not()}>
        {query.status === 'loading' && <Spinner label={m.profile_loading_sessions()} />}
        {query.status === 'error' && <LoadFailed what={m.profile_sessions_2()} />}
        {query.status === 'ready' && (
          <div className="space-y-4">
            <ul className="divide-y divide-line" aria-label={m.profile_sessions_3()}>
              {sessions.map((session) => (
                <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-ink">
                      {session.device ?? m.profile_unknown_device()}
                      {session.current && (
                        <span className="ml-2 rounded-full bg-brand-soft px-2 py-0.5 text-xs text-brand">
                          {m.profile_device()}
                        </span>
                      )}
                    </p>
                    <p className="text-ink-muted">
                      {[
                        session.place,
                        m.profile_signed_with_method_label({ method_label: methodLabel(session.method) }),
                        m.profile_last_seen_p({ p: formatDateTime(session.lastUsedAt) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  {!session.current && (
                    <button
                      type="button"
                      className="btn-secondary"
                      disabled={busy !== null}
                      aria-busy={busy === session.id}
                      aria-label={m.profile_end_session_p({ p: session.device ?? m.profile_an_unknown_device() })}
                      onClick={() =>
                        end(session.id, () => read(api.sessions[':id'].$delete({ param: { id: session.id } })))
                      }
                    >
                      {m.profile_end()}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {others.length > 1 && (
              <button
                type="button"
                className="btn-secondary"
                disabled={busy !== null}
                aria-busy={busy === 'others'}
                onClick={() => end('others', () => read(api.sessions['end-others'].$post()))}
              >
                {m.profile_end_all_other_sessions()}
              </button>
            )}
          </div>
        )}
      </ProfileSection>
    </div>
  );
}
