import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { useState } from 'react';
import { api, read } from '#src/client/api.ts';
import { showToast, showToastAfterNavigation } from '#src/client/toast.ts';
import { Dialog } from '#src/components/ui/Dialog.tsx';
import { returnUrlParam, withReturnUrl } from '#src/shared/return-url.ts';
import { localHref } from '#src/shared/i18n/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';

interface PendingVerificationDialogProps {
  open: boolean;
  email: string;
  /** Where the visitor was going: the new link carries it on, as the first one did. */
  returnUrl: string;
  onClose: () => void;
}

/** Shown after signup and when an unverified account tries to log in: offers to send the link again. */
export function PendingVerificationDialog({ open, email, returnUrl, onClose }: PendingVerificationDialogProps) {
  const [sending, setSending] = useState(false);

  async function sendAgain() {
    setSending(true);
    try {
      await read(api.auth['resend-verification'].$post({ json: { email, ...returnUrlParam(returnUrl) } }));
      showToastAfterNavigation({
        title: m.auth_email_sent(),
        description: m.auth_we_sent_new_verification({ email }),
        variant: 'success',
      });
      window.location.assign(localHref(withReturnUrl('/check-email', returnUrl)));
    } catch (err) {
      console.warn('Resend verification failed', err);
      showToast({ title: m.common_error(), description: m.auth_failed_resend_verification_email(), variant: 'error' });
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={m.auth_account_pending_verification()}>
      <div className="space-y-3 text-sm text-ink-muted">
        <p>
          <ParaglideMessage
            message={m.auth_account_needs_verified_email}
            inputs={{ email }}
            markup={{
              email: ({ children }) => <strong className="font-semibold break-all text-ink">{children}</strong>,
            }}
          />
        </p>
        <p>{m.auth_open_link_that_message()}</p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onClose}>
          {m.profile_cancel()}
        </button>
        <button type="button" className="btn-primary" onClick={sendAgain} disabled={sending} aria-busy={sending}>
          {sending ? m.common_sending() : m.auth_send_again()}
        </button>
      </div>
    </Dialog>
  );
}
