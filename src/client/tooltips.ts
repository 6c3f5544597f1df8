/**
 * Wires every `[data-tooltip]` region, the static page's (the theme toggle) and the islands' (a
 * card's "+N"), when the pointer or focus first reaches it: the tooltip's code (tooltip.ts) loads
 * then, inside its 700 ms opening delay, rather than with every page (docs/performance.md).
 */
export function startTooltips() {
  const wired = new WeakSet<Element>();
  const wake = (event: Event) => {
    const region = (event.target as Element | null)?.closest?.<HTMLElement>('[data-tooltip]');
    const tip = region?.querySelector<HTMLElement>('[role=tooltip]');
    if (!region || !tip || wired.has(region)) return;
    wired.add(region);
    const hovered = !(event instanceof PointerEvent && event.pointerType === 'touch');
    const reachedAt = performance.now();
    import('./tooltip.ts')
      .then(({ attachTooltip }) => attachTooltip(region, tip, hovered, reachedAt))
      .catch((err) => console.warn('Could not load the tooltips', err));
  };
  document.addEventListener('pointerover', wake, { passive: true });
  document.addEventListener('focusin', wake);
}
