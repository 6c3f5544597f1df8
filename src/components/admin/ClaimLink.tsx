import { useId, useState } from 'react';
import { showToast } from '#src/client/toast.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** Copies with the Clipboard API, or by selecting the text where that is refused (http, old browsers). */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    // The older way still works where the Clipboard API is missing or refused.
    return document.execCommand('copy');
  }
}

/** An unowned listing's claim link, to send to the warehouse's operator. */
export function ClaimLink({ url, onRegenerate }: { url: string; onRegenerate?: () => Promise<unknown> }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <div className="rounded-lg border border-line bg-surface-muted p-3">
      <label htmlFor={id} className="field-label">
        {m.admin_claim_link()}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={url}
          className="field-input font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="btn-secondary"
          onClick={async () => {
            const copied = await copyText(url, document.getElementById(id) as HTMLInputElement | null);
            showToast(
              copied
                ? { title: m.admin_claim_link_copied(), variant: 'success' }
                : { title: m.admin_could_not_copy(), description: m.admin_select_link_copy_by(), variant: 'error' },
            );
          }}
        >
          {m.admin_copy()}
        </button>
        {onRegenerate && (
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await onRegenerate();
              setBusy(false);
            }}
          >
            {m.admin_new_link()}
          </button>
        )}
      </div>
      <p className="mt-1 text-xs text-ink-muted">{m.admin_whoever_opens_while_signed()}</p>
    </div>
  );
}
