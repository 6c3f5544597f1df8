import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { DEFAULT_RETURN_URL, returnUrlOf, withFavoriteToSave, withReturnUrl } from '#src/shared/return-url.ts';
import { Dialog } from '#src/components/ui/Dialog.tsx';
import { localHref, m } from '#src/shared/i18n/messages.ts';

interface AuthPromptDialogProps {
  open: boolean;
  onClose: () => void;
  /** The listing whose heart was tapped: saved once the visitor has logged in or signed up from here. */
  warehouseId: string;
}

/**
 * m.fav_prompt_title(): what a visitor gets from a heart. It is rendered into <body> so that a
 * click inside it never reaches the card (often a link) the heart sits on.
 */
export function AuthPromptDialog({ open, onClose, warehouseId }: AuthPromptDialogProps) {
  const [returnUrl, setReturnUrl] = useState(DEFAULT_RETURN_URL);
  useEffect(() => {
    if (open) setReturnUrl(withFavoriteToSave(returnUrlOf(window.location), warehouseId));
  }, [open, warehouseId]);
  if (typeof document === 'undefined') return null;
  // React still bubbles portal events to the card's handlers; they stop here.
  return createPortal(
    <div onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <Dialog open={open} onClose={onClose} title={m.fav_prompt_title()} description={m.fav_prompt_text()}>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={onClose}>
            {m.common_maybe_later()}
          </button>
          <a href={localHref(withReturnUrl('/signup', returnUrl))} className="btn-secondary no-underline">
            {m.shell_sign_up()}
          </a>
          <a href={localHref(withReturnUrl('/login', returnUrl))} className="btn-primary no-underline">
            {m.shell_log_in()}
          </a>
        </div>
      </Dialog>
    </div>,
    document.body,
  );
}
