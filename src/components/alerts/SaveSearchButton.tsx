import { lazy, Suspense, useState } from 'react';
import { $session } from '#src/client/session.ts';
import { returnUrlOf, withReturnUrl } from '#src/shared/return-url.ts';
import type { SearchCriteria } from '#src/shared/search-url.ts';
import { useIslandStore } from '#src/components/ui/hydration.ts';
import { localHref, m } from '#src/shared/i18n/messages.ts';

// The dialog (and its form code) loads when it is first opened, not with the results.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog.tsx').then((m) => ({ default: m.SaveSearchDialog })));

/** "Save this search" on /search: signed in, a dialog for a name and how often to hear; otherwise to the login. */
export function SaveSearchButton({ criteria }: { criteria: SearchCriteria }) {
  const session = useIslandStore($session);
  const [open, setOpen] = useState(false);

  function onClick() {
    if (!session.user) {
      window.location.assign(localHref(withReturnUrl('/login', returnUrlOf(window.location))));
      return;
    }
    setOpen(true);
  }

  return (
    <>
      <button type="button" className="btn-secondary px-3 py-1.5" onClick={onClick}>
        {m.alerts_save_search()}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog criteria={criteria} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
