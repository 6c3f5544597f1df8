import { useState, useSyncExternalStore } from 'react';
import { api, read } from '#src/client/api.ts';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';

const subscribeNever = () => () => {};

type Outcome = { status: 'asking' } | { status: 'done'; name: string } | { status: 'failed'; message: string };

/**
 * /unsubscribe?token=…: opening the link changes nothing (mail scanners open links); the button
 * stops the saved search's e-mails, by the token alone, without a session.
 */
export function UnsubscribePage() {
  const hydrated = useHydrated();
  const token = useSyncExternalStore(
    subscribeNever,
    () => new URLSearchParams(window.location.search).get('token') ?? '',
    () => '',
  );
  const [outcome, setOutcome] = useState<Outcome>({ status: 'asking' });
  const [busy, setBusy] = useState(false);

  async function unsubscribe() {
    setBusy(true);
    try {
      const answer = await read(api.alerts.unsubscribe.$post({ query: { token } }));
      setOutcome({ status: 'done', name: answer.name });
    } catch (err) {
      setOutcome({ status: 'failed', message: serverMessage(err, 'Something went wrong. Please try again.') });
    }
    setBusy(false);
  }

  return (
    <div className="card mx-auto max-w-lg p-8 text-center" {...hydratedMark(hydrated)}>
      {outcome.status === 'done' ? (
        <div role="status">
          <h2 className="text-xl font-semibold text-ink">You are unsubscribed</h2>
          <p className="mt-2 text-sm text-ink-muted">
            We will send no more e-mails for “{outcome.name}”. The search stays saved; you can turn its alerts on again
            in Saved Searches.
          </p>
        </div>
      ) : (
        <>
          <h2 className="text-xl font-semibold text-ink">Stop the e-mails for this saved search?</h2>
          <p className="mt-2 text-sm text-ink-muted">You will no longer hear about new listings that match it.</p>
          {outcome.status === 'failed' && (
            <p role="alert" className="mt-4 text-sm text-danger">
              {outcome.message}
            </p>
          )}
          <button
            type="button"
            className="btn-primary mt-6"
            onClick={unsubscribe}
            disabled={!hydrated || busy || !token}
          >
            {busy ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
        </>
      )}
      <p className="mt-6 text-sm">
        <a href="/saved-searches" className="font-medium text-brand underline underline-offset-2">
          Manage saved searches
        </a>
      </p>
    </div>
  );
}
