import { freshnessOf } from '#src/shared/freshness.ts';

/**
 * A pre-rendered page without React (the detail page) says when availability was confirmed as a
 * date; once it runs in the browser, which knows today's date, each note says how long ago and
 * takes its tier's look (FreshnessNote in src/components/warehouse/ListingTrust.tsx).
 */
export function showFreshness(root: ParentNode = document) {
  for (const note of root.querySelectorAll<HTMLElement>('[data-freshness-at]')) {
    const freshness = freshnessOf(note.dataset.freshnessAt!);
    note.dataset.freshness = freshness.tier;
    note.textContent = freshness.label;
  }
}
