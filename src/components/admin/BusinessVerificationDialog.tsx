import { useState } from 'react';
import { Dialog } from '#src/components/ui/Dialog.tsx';
import { Field } from '#src/components/ui/Field.tsx';
import { IslandForm } from '#src/components/ui/IslandForm.tsx';
import { BUSINESS_VERIFICATION_METHODS, type BusinessVerificationMethod } from '#src/shared/catalog.ts';
import { businessVerificationBody } from '#src/shared/validation/admin.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { FormButtons } from './AdminParts.tsx';

export const VERIFICATION_METHOD_LABELS: Record<BusinessVerificationMethod, () => string> = {
  domain_email: m.admin_verification_method_domain_email,
  phone_call: m.admin_verification_method_phone_call,
  documents: m.admin_verification_method_documents,
};

/**
 * Records an admin's check of an owner's business: how it was checked (required) and a note. The
 * form parses with the API's own schema, so it says what the server would refuse.
 */
export function BusinessVerificationDialog({
  open,
  username,
  onSend,
  onClose,
}: {
  open: boolean;
  username: string;
  onSend: (input: { method: BusinessVerificationMethod; note?: string }) => Promise<boolean>;
  onClose: () => void;
}) {
  const [method, setMethod] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ method?: string; note?: string }>({});
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={m.admin_verify_business_title({ username })}
      description={m.admin_verify_business_description()}
    >
      <IslandForm
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const parsed = businessVerificationBody.safeParse({ method, note });
          if (!parsed.success) {
            const byField: { method?: string; note?: string } = {};
            for (const issue of parsed.error.issues) byField[issue.path[0] as 'method' | 'note'] ??= issue.message;
            return setErrors(byField);
          }
          setBusy(true);
          const sent = await onSend({ method: parsed.data.method, note: parsed.data.note ?? undefined });
          setBusy(false);
          if (sent) {
            setMethod('');
            setNote('');
          }
        }}
      >
        <Field label={m.admin_verification_method()} error={errors.method}>
          <select
            className="field-input"
            value={method}
            onChange={(e) => {
              setMethod(e.currentTarget.value);
              setErrors((was) => ({ ...was, method: undefined }));
            }}
          >
            <option value="" />
            {BUSINESS_VERIFICATION_METHODS.map((value) => (
              <option key={value} value={value}>
                {VERIFICATION_METHOD_LABELS[value]()}
              </option>
            ))}
          </select>
        </Field>
        <div className="mt-3">
          <Field label={m.admin_verification_note()} error={errors.note}>
            <textarea
              className="field-input"
              rows={3}
              value={note}
              onChange={(e) => {
                setNote(e.currentTarget.value);
                setErrors((was) => ({ ...was, note: undefined }));
              }}
            />
          </Field>
        </div>
        <div className="mt-4">
          <FormButtons label={m.admin_verify_business()} busy={busy} onCancel={onClose} />
        </div>
      </IslandForm>
    </Dialog>
  );
}
