import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { DEFAULT_RETURN_URL, returnUrlOf, withFavoriteToSave, withReturnUrl } from '#src/shared/return-url.ts';
import { Dialog } from '#src/components/ui/Dialog.tsx';

interface AuthPromptDialogProps {
  open: boolean;
  onClose: () => void;
  /** The listing whose heart was tapped: saved once the visitor has logged in or signed up from here. */
  warehouseId: string;
}

/**
 * "Save Your Favorites": what a visitor gets from a heart. It is rendered into <body> so that a
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
      <Dialog
        open={open}
        onClose={onClose}
        title="Save Your Favorites"
        description="Sign up or log in to save warehouses to your favorites and access them anytime."
      >
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={onClose}>
            Maybe Later
          </button>
          <a href={withReturnUrl('/signup', returnUrl)} className="btn-secondary no-underline">
            Sign Up
          </a>
          <a href={withReturnUrl('/login', returnUrl)} className="btn-primary no-underline">
            Log In
          </a>
        </div>
      </Dialog>
    </div>,
    document.body,
  );
}
