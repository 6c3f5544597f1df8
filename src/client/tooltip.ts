/** docs/decisions/interface-behaviour.md: a tooltip opens after 700 ms of hover or focus… */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** …and at once on a neighbour's trigger while one is open or closed less than 300 ms ago. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Time to move the pointer from the trigger onto the tooltip, which must stay open (WCAG 1.4.13). */
const HIDE_GRACE_MS = 100;
/** Space between the trigger and the tooltip, and the tooltip and the viewport's edge. */
const GAP_PX = 6;

/** The timing rule on its own, so it can be tested without a page. */
export class TooltipTiming {
  private open = false;
  private lastClosedAt = Number.NEGATIVE_INFINITY;

  delayBeforeOpen(now: number): number {
    return this.open || now - this.lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
  }

  opened() {
    this.open = true;
  }

  closed(now: number) {
    this.open = false;
    this.lastClosedAt = now;
  }
}

const timing = new TooltipTiming();
/** Hides the tooltip on screen, so at most one is shown. */
let hideShown: (() => void) | null = null;

/** Above the trigger, or below when there is no room; kept inside the viewport. */
function place(anchor: HTMLElement, tip: HTMLElement) {
  const a = anchor.getBoundingClientRect();
  const t = tip.getBoundingClientRect();
  const left = Math.min(Math.max(GAP_PX, a.left + a.width / 2 - t.width / 2), window.innerWidth - t.width - GAP_PX);
  const above = a.top - t.height - GAP_PX;
  tip.style.left = `${Math.max(GAP_PX, left)}px`;
  tip.style.top = `${above >= GAP_PX ? above : a.bottom + GAP_PX}px`;
}

/**
 * Shows `tip` (a `role="tooltip"` element with `popover="manual"`, inside `region`) while the
 * pointer is over `region` or focus is inside it; Escape, scrolling or leaving hides it. The
 * popover sits in the top layer, so no overflow or stacking context of the page clips it.
 * Attached when the pointer or focus first reaches the region (src/client/tooltips.ts, at
 * `reachedAt`), so the delay counts from then if they are still there; `hovered` is false when a
 * touch brought them.
 */
export function attachTooltip(region: HTMLElement, tip: HTMLElement, hovered: boolean, reachedAt: number) {
  if (typeof tip.showPopover !== 'function') return;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const anchor = (region.firstElementChild as HTMLElement | null) ?? region;

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') hide();
  };
  function show() {
    // An island may have removed it while the delay ran.
    if (!tip.isConnected) return;
    if (hideShown && hideShown !== hide) hideShown();
    tip.showPopover();
    place(anchor, tip);
    timing.opened();
    hideShown = hide;
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, { capture: true, passive: true, once: true });
  }
  function hide() {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    if (hideShown !== hide) return;
    hideShown = null;
    // Removed meanwhile, it was hidden with it.
    if (tip.isConnected) tip.hidePopover();
    timing.closed(performance.now());
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('scroll', hide, { capture: true });
  }
  function requestShow(since = performance.now()) {
    clearTimeout(hideTimer);
    if (hideShown === hide) return;
    clearTimeout(showTimer);
    const now = performance.now();
    const delay = timing.delayBeforeOpen(now) - (now - since);
    if (delay <= 0) show();
    else showTimer = setTimeout(show, delay);
  }
  function requestHide() {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    hideTimer = setTimeout(hide, HIDE_GRACE_MS);
  }

  // A tap is not a hover: on touch screens the tooltip comes with focus only.
  const onEnter = (e: PointerEvent) => e.pointerType !== 'touch' && requestShow();
  const onLeave = (e: PointerEvent) => e.pointerType !== 'touch' && requestHide();
  const onFocusOut = (e: FocusEvent) => {
    if (!region.contains(e.relatedTarget as Node | null)) hide();
  };
  region.addEventListener('pointerenter', onEnter);
  region.addEventListener('pointerleave', onLeave);
  region.addEventListener('focusin', () => requestShow());
  region.addEventListener('focusout', onFocusOut);
  if (region.matches(':focus-within') || (hovered && region.matches(':hover'))) requestShow(reachedAt);
}
