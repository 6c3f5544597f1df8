import { m } from '#src/shared/i18n/messages.ts';
/** A signed-in page whose data did not load: says what is missing and offers to reload. */
export function LoadFailed({ what }: { what: string }) {
  return (
    <div className="card mx-auto max-w-lg p-8 text-center" role="alert">
      <p className="text-ink">{m.ui_could_not_load({ what })}</p>
      <button type="button" className="btn-secondary mt-4" onClick={() => window.location.reload()}>
        {m.ui_try_again()}
      </button>
    </div>
  );
}
