import { useState } from 'react';
import { api, read, readSignedIn } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { PROVIDER_LABELS } from '#src/shared/api/sign-in-providers.ts';
import type { AccountSession } from '#src/shared/api/sessions.ts';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { ProfileSection } from './ProfileSection.tsx';

const lastSeen = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

const methodLabel = (method: AccountSession['method']) =>
  method === 'password' ? 'password' : PROVIDER_LABELS[method];

/** The account's signed-in browsers, and ending any or all of the others. */
export function SessionsSection({ userId }: { userId: string }) {
  const { query, reload } = useApiQuery(userId, () => readSignedIn(api.sessions.$get()), { what: 'the sessions' });
  const [busy, setBusy] = useState<string | null>(null);

  async function end(what: string, call: () => Promise<{ ended: number }>) {
    setBusy(what);
    try {
      const { ended } = await call();
      showToast({
        title: 'Signed out',
        description: ended === 1 ? 'That session has ended.' : `${ended} sessions have ended.`,
        variant: 'success',
      });
      reload();
    } catch (err) {
      showToast({ title: 'Error', description: serverMessage(err, 'Please try again.'), variant: 'error' });
    } finally {
      setBusy(null);
    }
  }

  const sessions = query.status === 'ready' ? query.data.sessions : [];
  const others = sessions.filter((s) => !s.current);

  return (
    <div id="sessions" className="scroll-mt-24">
      <ProfileSection
        title="Where you're signed in"
        description="End a session you do not recognise, or all but this one."
      >
        {query.status === 'loading' && <Spinner label="Loading sessions…" />}
        {query.status === 'error' && <LoadFailed what="your sessions" />}
        {query.status === 'ready' && (
          <div className="space-y-4">
            <ul className="divide-y divide-line" aria-label="Sessions">
              {sessions.map((session) => (
                <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-ink">
                      {session.device ?? 'Unknown device'}
                      {session.current && (
                        <span className="ml-2 rounded-full bg-brand-soft px-2 py-0.5 text-xs text-brand">
                          This device
                        </span>
                      )}
                    </p>
                    <p className="text-ink-muted">
                      {[
                        session.place,
                        `signed in with ${methodLabel(session.method)}`,
                        `last seen ${lastSeen.format(new Date(session.lastUsedAt))}`,
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
                      aria-label={`End the session on ${session.device ?? 'an unknown device'}`}
                      onClick={() =>
                        end(session.id, () => read(api.sessions[':id'].$delete({ param: { id: session.id } })))
                      }
                    >
                      End
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
                End all other sessions
              </button>
            )}
          </div>
        )}
      </ProfileSection>
    </div>
  );
}
