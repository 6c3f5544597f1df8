import { useId, type MouseEvent } from 'react';
import { $compared, addToCompare, isCompareFull, removeFromCompare } from '#src/client/compare.ts';
import { MAX_COMPARE_LISTINGS } from '#src/shared/compare.ts';
import { hydratedMark, useHydrated, useIslandStore } from '#src/components/ui/hydration.ts';
import { m } from '#src/shared/i18n/messages.ts';

interface CompareButtonProps {
  warehouseId: string;
  warehouseName: string;
  className?: string;
}

/**
 * Adds a listing to the compare tray (src/client/compare.ts) or takes it out again. On a full
 * tray it is disabled and says why.
 */
export function CompareButton({ warehouseId, warehouseName, className = '' }: CompareButtonProps) {
  const hydrated = useHydrated();
  const reasonId = useId();
  const compared = useIslandStore($compared);
  const chosen = compared.some((l) => l.id === warehouseId);
  const full = !chosen && isCompareFull(compared);

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // On a card: this click is for the button, not the card's link.
    event.preventDefault();
    event.stopPropagation();
    if (chosen) return removeFromCompare(warehouseId);
    addToCompare({ id: warehouseId, name: warehouseName });
    // The tray's code loads only once something is chosen, so pages nobody compares from stay light.
    void import('#src/client/compare-tray.ts').then((tray) => tray.startCompareTray());
  }

  return (
    <div className={`relative z-[2] ${className}`} {...hydratedMark(hydrated)}>
      <button
        type="button"
        className="btn-secondary px-3 py-1.5 aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:text-brand"
        onClick={onClick}
        disabled={!hydrated || full}
        aria-pressed={chosen}
        aria-describedby={full ? reasonId : undefined}
        data-compare-button
      >
        <span aria-hidden="true">{chosen ? '✓' : '+'}</span>
        {m.compare_compare()}
        <span className="sr-only"> {warehouseName}</span>
      </button>
      {full && (
        <p id={reasonId} className="mt-1 text-xs text-ink-muted">
          {/* Why adding is refused once the tray is full, shown under the button it disables. */}
          {m.compare_full_reason({ max: MAX_COMPARE_LISTINGS })}
        </p>
      )}
    </div>
  );
}
