import { useState } from 'react';
import { Dialog } from '#src/components/ui/Dialog.tsx';
import { Field } from '#src/components/ui/Field.tsx';
import { ADMIN_VALIDATION } from '#src/shared/validation/admin.ts';
import { FormButtons } from './AdminParts.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import { IslandForm } from '#src/components/ui/IslandForm.tsx';

/**
 * A reason the owner reads: required for a decline or a pause (`requiredMessage` says so when it
 * is missing), optional for a rejected name.
 */
export function ReasonDialog({
  open,
  title,
  description,
  requiredMessage,
  confirmLabel,
  onSend,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  requiredMessage?: string;
  confirmLabel: string;
  onSend: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <IslandForm
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const text = reason.trim();
          if (requiredMessage && !text) return setError(requiredMessage);
          if (text.length > 500) return setError(ADMIN_VALIDATION.reasonTooLong);
          setBusy(true);
          const sent = await onSend(text);
          setBusy(false);
          if (sent) setReason('');
        }}
      >
        <Field
          label={requiredMessage ? m.admin_reason() : m.admin_reason_optional()}
          error={error}
          hint={m.admin_owner_reads()}
        >
          <textarea
            className="field-input"
            rows={4}
            maxLength={500}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(undefined);
            }}
          />
        </Field>
        <div className="mt-4">
          <FormButtons label={confirmLabel} busy={busy} onCancel={onClose} />
        </div>
      </IslandForm>
    </Dialog>
  );
}
