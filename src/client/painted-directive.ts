import type { ClientDirective } from 'astro';

/** The longest an island waits for a paint that does not come (a tab opened in the background). */
const LONGEST_WAIT_MS = 3_000;

/**
 * `client:painted`: hydrates the island once the page's first paint is on screen (its paint
 * timing entry), or after LONGEST_WAIT_MS. The island's code and React are then fetched after the
 * HTML and the stylesheet, rather than sharing a phone's line with them before the first paint
 * (docs/decisions/react-runtime.md, "Hydration waits for the first paint"). A tap before the
 * island is ready is replayed once it is (early-actions.ts).
 */
const painted: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    void load().then((run) => run());
  };
  try {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      hydrate();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // A browser without paint timing: nothing to wait for.
    hydrate();
  }
  setTimeout(hydrate, LONGEST_WAIT_MS);
};

export default painted;
