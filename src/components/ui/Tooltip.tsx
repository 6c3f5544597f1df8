import { useId, type ReactNode } from 'react';

interface TooltipProps {
  text: string;
  /** Renders the trigger, which must be focusable and name the tooltip in aria-describedby. */
  children: (tooltipId: string) => ReactNode;
}

/**
 * A short text on hover and focus, with the shared delays and keys of src/client/tooltip.ts: the
 * shell wires every `data-tooltip` region of the page (src/client/tooltips.ts).
 */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId();
  return (
    <span className="inline-flex" data-tooltip>
      {children(id)}
      <span id={id} role="tooltip" popover="manual" className="tooltip">
        {text}
      </span>
    </span>
  );
}
