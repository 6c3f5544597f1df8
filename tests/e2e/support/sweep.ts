import type { TestDetails } from '@playwright/test';

/**
 * A check repeated over many pages or forms. The default lane runs it on its samples: enough to
 * keep the check itself working, and the pages most at risk. The full lane, which CI runs, runs it
 * on every item: the others carry @full, so nothing is dropped (docs/testing.md, "Lanes").
 */
export function sweep<Item>(items: readonly Item[], samples: readonly Item[]): [Item, TestDetails][] {
  for (const sample of samples) {
    if (!items.includes(sample)) throw new Error(`The sweep's sample ${String(sample)} is not one of its items.`);
  }
  return items.map((item) => [item, samples.includes(item) ? {} : { tag: '@full' }]);
}
