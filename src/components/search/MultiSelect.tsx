import { useEffect, useId, useRef, useState } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { Icon } from '#src/components/ui/Icon.tsx';
import { MULTI_SELECT_BUTTON_CLASS, selectionSummary } from './SearchFormSkeleton.tsx';

export interface MultiSelectProps {
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** How many current results offer each option, shown beside it. */
  counts?: Record<string, number>;
  /** What the button says when nothing is chosen. */
  placeholder: string;
  /** What a reader sees for an option (its label in the page's language). */
  optionLabel?: (option: string) => string;
}

/**
 * A multi-select as a disclosure: a button that opens a group of checkboxes. Native checkboxes
 * keep keyboard and screen reader use plain; Escape or a click outside closes the panel.
 */
export function MultiSelect({
  label,
  options,
  selected,
  onChange,
  counts,
  placeholder,
  optionLabel = (option) => option,
}: MultiSelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const summary = selectionSummary(selected, placeholder, optionLabel);
  const toggle = (option: string) =>
    onChange(
      selected.includes(option)
        ? selected.filter((s) => s !== option)
        : options.filter((o) => o === option || selected.includes(o)),
    );

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        // Presses on the panel focus the panel itself (tabIndex -1), not the page's <main>, so only focus truly leaving closes it.
        if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen((o) => !o)}
        className={MULTI_SELECT_BUTTON_CLASS}
      >
        <span id={`${id}-value`} className={`truncate ${selected.length ? 'text-ink' : 'text-ink-muted'}`}>
          {summary}
        </span>
        <Icon
          name="chevronDown"
          className={`h-4 w-4 shrink-0 text-ink-muted transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={`${id}-panel`}
        role="group"
        aria-labelledby={`${id}-label`}
        hidden={!open}
        tabIndex={-1}
        className="absolute left-0 z-30 mt-1 max-h-80 w-full min-w-64 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg focus:outline-none"
      >
        {/* Drawn when opened: the form mounts on a phone's busy first second, with two of these. */}
        {open &&
          options.map((option) => {
            const count = counts?.[option];
            return (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 text-sm text-ink hover:bg-surface-muted"
              >
                <input
                  type="checkbox"
                  checked={selected.includes(option)}
                  onChange={() => toggle(option)}
                  className="h-4 w-4 shrink-0 accent-[var(--brand)]"
                />
                <span className="flex-1">{optionLabel(option)}</span>
                {count !== undefined && <span className="text-xs text-ink-muted tabular-nums">{count}</span>}
              </label>
            );
          })}
        {open && selected.length > 0 && (
          <button
            type="button"
            onClick={() => onChange([])}
            className="mt-1 w-full rounded-md border-t border-line px-2.5 py-2 text-left text-sm font-medium text-brand hover:bg-surface-muted"
          >
            {m.search_clear_selection()}
          </button>
        )}
      </div>
    </div>
  );
}
