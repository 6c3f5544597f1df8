/**
 * The key Astro reads on a component to know its renderer (`__astro_tag_component__` in
 * astro/runtime/server sets the same one). A component without it is first handed to each
 * renderer's `check`, and @astrojs/preact's check renders the whole component to see whether it
 * is Preact's: every listing page rendered its detail body and islands twice, a fifth of a
 * 10,000-listing build (README, "npm run bench:build"). Each render also took an island number,
 * so the page's islands now count from 0 (and the ids Preact's useId makes from them change
 * with them); the browser reads the number from the page, so hydration still matches. A name
 * Astro does not know falls back to the check.
 */
const RENDERER = Symbol.for('astro:renderer');

/** Marks components as Preact's, so Astro renders each once. Safe to call on every render. */
export function renderWithPreact(...components: ((props: never) => unknown)[]): void {
  for (const component of components) {
    if (!Object.hasOwn(component, RENDERER)) Object.defineProperty(component, RENDERER, { value: '@astrojs/preact' });
  }
}
