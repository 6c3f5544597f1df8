import { useState, useSyncExternalStore } from 'react';
import { api, read } from '#src/client/api.ts';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';
import { localHref, m } from '#src/shared/i18n/messages.ts';

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
      setOutcome({ status: 'failed', message: serverMessage(err, m.alerts_something_went_wrong_please()) });
    }
    setBusy(false);
  }

  return (
    <div className="card mx-auto max-w-lg p-8 text-center" {...hydratedMark(hydrated)}>
      {outcome.status === 'done' ? (
        <div role="status">
          <h2 className="text-xl font-semibold text-ink">{m.alerts_are_unsubscribed()}</h2>
          <p className="mt-2 text-sm text-ink-muted">{m.alerts_we_will_send_no({ name: outcome.name })}</p>
        </div>
      ) : (
        <>
          <h2 className="text-xl font-semibold text-ink">{m.alerts_stop_e_mails_saved()}</h2>
          <p className="mt-2 text-sm text-ink-muted">{m.alerts_will_no_longer_hear()}</p>
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
            {busy ? m.alerts_unsubscribing() : m.alerts_unsubscribe()}
          </button>
        </>
      )}
      <p className="mt-6 text-sm">
        <a href={localHref('/saved-searches')} className="font-medium text-brand underline underline-offset-2">
          {m.alerts_manage_saved_searches()}
        </a>
      </p>
    </div>
  );
}
