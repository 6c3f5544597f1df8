import { useState, type ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * A yes/no question before something that cannot be undone: Cancel, and a red button that runs
 * `onConfirm` and shows `busyLabel` while it runs. It cannot be dismissed halfway through.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel = confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const close = () => !busy && onClose();
  return (
    <Dialog open={open} onClose={close} title={title} description={description}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={close}>
          {m.profile_cancel()}
        </button>
        <button
          type="button"
          className="btn-danger"
          disabled={busy}
          aria-busy={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
