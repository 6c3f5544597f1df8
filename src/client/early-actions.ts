import { inlineCall } from '#src/shared/inline-script.ts';

/**
 * An island drawn with the page (`client:load`) shows its buttons and forms before its code has
 * run: on a slow phone for a second or more. A tap on a button then reached no code and was lost,
 * and a form submitted itself natively, as a GET of the page with every named field in the URL
 * (the contact form's name, e-mail and message among them), reloading the page without what was
 * typed. This inline script, on every page before any island, holds both and replays them once
 * the island has hydrated (Astro then removes its `ssr` attribute and sends `astro:hydrate`).
 * A form with an `action` is built to work without its code (the home hero's search) and is
 * left to submit natively.
 */
function replayEarlyActions() {
  /** Replays `action` once the island around `target` has hydrated; false when it already has. */
  const afterHydration = (target: Element, action: () => void) => {
    const island = target.closest('astro-island[ssr]');
    if (!island) return false;
    // The next task: the island's own handlers are attached by then, whatever order listeners run in.
    island.addEventListener('astro:hydrate', () => setTimeout(action), { once: true });
    return true;
  };
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      if (button instanceof HTMLButtonElement) afterHydration(button, () => button.click());
    },
    { capture: true },
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      if (afterHydration(form, () => form.requestSubmit())) event.preventDefault();
    },
    { capture: true },
  );
}

/** The inline script of every page (src/layouts/BaseLayout.astro). */
export const earlyActionsScript = () => inlineCall(replayEarlyActions);
