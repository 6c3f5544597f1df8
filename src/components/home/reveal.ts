/** docs/decisions/interface-behaviour.md: the home page's entrance animation staggers at most 6 steps. */
const STAGGER_CAP = 6;
const STAGGER_STEP_MS = 70;

/** The inline style that delays an item's entrance by its place in a row, capped. */
export const revealDelay = (index: number) => `--reveal-delay: ${Math.min(index, STAGGER_CAP) * STAGGER_STEP_MS}ms`;
