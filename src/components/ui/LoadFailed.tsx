/** A signed-in page whose data did not load: says what is missing and offers to reload. */
export function LoadFailed({ what }: { what: string }) {
  return (
    <div className="card mx-auto max-w-lg p-8 text-center" role="alert">
      <p className="text-ink">We could not load {what}.</p>
      <button type="button" className="btn-secondary mt-4" onClick={() => window.location.reload()}>
        Try Again
      </button>
    </div>
  );
}
