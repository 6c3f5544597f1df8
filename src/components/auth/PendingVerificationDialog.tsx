import { useState } from 'react';
import { api, read } from '#src/client/api.ts';
import { showToast, showToastAfterNavigation } from '#src/client/toast.ts';
import { Dialog } from '#src/components/ui/Dialog.tsx';
import { returnUrlParam, withReturnUrl } from '#src/shared/return-url.ts';
import { localHref } from '#src/shared/i18n/messages.ts';

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
        title: 'Email Sent',
        description: `We sent a new verification link to ${email}.`,
        variant: 'success',
      });
      window.location.assign(localHref(withReturnUrl('/check-email', returnUrl)));
    } catch (err) {
      console.warn('Resend verification failed', err);
      showToast({ title: 'Error', description: 'Failed to resend verification email.', variant: 'error' });
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Account Pending Verification">
      <div className="space-y-3 text-sm text-ink-muted">
        <p>
          Your account needs a verified email address before you can log in. We sent a verification link to{' '}
          <strong className="font-semibold break-all text-ink">{email}</strong>.
        </p>
        <p>
          Open the link in that message to activate your account. It expires after 24 hours. Can't find it? Check your
          spam or junk folder, or send it again.
        </p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn-primary" onClick={sendAgain} disabled={sending} aria-busy={sending}>
          {sending ? 'Sending…' : 'Send Again'}
        </button>
      </div>
    </Dialog>
  );
}
