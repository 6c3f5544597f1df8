import { lazy, Suspense, useState } from 'react';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';
import { m } from '#src/shared/i18n/messages.ts';

// The quiz is most of the home page's own JavaScript and only needed once asked for.
const loadQuiz = () => import('./WarehouseQuiz.tsx');
const WarehouseQuiz = lazy(() => loadQuiz().then((m) => ({ default: m.WarehouseQuiz })));

/** The m.quiz_launch() button and the dialog it opens. */
export function QuizLauncher({ className = 'btn-secondary' }: { className?: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        {...hydratedMark(hydrated)}
        type="button"
        className={className}
        onPointerEnter={() => void loadQuiz()}
        onFocus={() => void loadQuiz()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
          <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 12.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm0-9a3 3 0 0 1 1.2 5.8c-.3.1-.4.3-.4.5v.7a.8.8 0 0 1-1.6 0v-.7c0-.9.6-1.7 1.4-2A1.4 1.4 0 1 0 8.6 8a.8.8 0 0 1-1.6 0 3 3 0 0 1 3-2.5Z" />
        </svg>
        {m.quiz_launch()}
      </button>
      {wanted && (
        <Suspense>
          <WarehouseQuiz open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
