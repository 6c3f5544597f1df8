/**
 * The key Astro reads on a component to know its renderer (`__astro_tag_component__` in
 * astro/runtime/server sets the same one). A component without it is first handed to each
 * renderer's `check`, and @astrojs/react's check renders the whole component to see whether it
 * returns React elements: every listing page would render its detail body and islands twice
 * (docs/performance.md, "Build"). A name Astro does not know falls back to the check.
 */
const RENDERER = Symbol.for('astro:renderer');

/** Marks components as React's, so Astro renders each once. Safe to call on every render. */
export function renderWithReact(...components: ((props: never) => unknown)[]): void {
  for (const component of components) {
    if (!Object.hasOwn(component, RENDERER)) Object.defineProperty(component, RENDERER, { value: '@astrojs/react' });
  }
}
