import { HYDRATED_ATTRIBUTE } from '#src/shared/island-ready.ts';
import { inlineCall } from '#src/shared/inline-script.ts';

/**
 * What happens before an island runs. An island drawn with the page shows its buttons and forms
 * before React owns them: on a slow phone for a second or more, and React hydrates inside a
 * transition, so even after Astro's `astro:hydrate` part of an island may still be plain HTML. A
 * tap there reaches no code, and a form would submit itself natively, as a GET of the page with
 * every named field (e-mail and phone among them) in the address.
 *
 * This inline script, on every page before any island, is the one answer:
 * - a form without an `action` never submits natively, whatever the timing: its islands send it;
 * - a tap or a submit inside an island that has not said it is ready is held, and replayed once
 *   it has. An island says so by rendering the `data-hydrated` mark (`useHydrated`,
 *   src/components/ui/hydration.ts), which React writes only after it has hydrated it.
 * A form with an `action` is built to work without its code (the home hero's search) and is left
 * to submit natively.
 */
function replayEarlyActions(hydratedAttribute: string) {
  /** The island around `target` while it is not ready yet, else null. */
  const unreadyIsland = (target: Element) => {
    const island = target.closest('astro-island');
    return island && !island.querySelector(`[${hydratedAttribute}]`) ? island : null;
  };
  /** Runs `action` in the task after the island around `target` says it is ready. */
  const whenReady = (island: Element, target: Element, action: () => void) => {
    const observer = new MutationObserver(() => {
      if (unreadyIsland(target)) return;
      observer.disconnect();
      setTimeout(action);
    });
    observer.observe(island, { subtree: true, attributes: true, attributeFilter: [hydratedAttribute] });
  };
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      const island = button && unreadyIsland(button);
      if (!(button instanceof HTMLButtonElement) || !island) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      whenReady(island, button, () => button.click());
    },
    { capture: true },
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      event.preventDefault();
      const island = unreadyIsland(form);
      if (!island) return;
      event.stopImmediatePropagation();
      whenReady(island, form, () => form.requestSubmit());
    },
    { capture: true },
  );
}

/** The inline script of every page (src/layouts/BaseLayout.astro). */
export const earlyActionsScript = () => inlineCall(replayEarlyActions, HYDRATED_ATTRIBUTE);
