import { useEffect, useId, useRef, type ReactNode } from 'react';
import { attachTooltip } from '#src/client/tooltip.ts';

interface TooltipProps {
  text: string;
  /** Renders the trigger, which must be focusable and name the tooltip in aria-describedby. */
  children: (tooltipId: string) => ReactNode;
}

/** A short text on hover and focus, with the shared delays and keys of src/client/tooltip.ts. */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId();
  const region = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  useEffect(() => attachTooltip(region.current!, tip.current!), []);
  return (
    <span ref={region} className="inline-flex">
      {children(id)}
      <span ref={tip} id={id} role="tooltip" popover="manual" className="tooltip">
        {text}
      </span>
    </span>
  );
}
