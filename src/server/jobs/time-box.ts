/**
 * The time a scheduled run may spend starting new work (docs/decisions/scheduled-jobs.md).
 * Netlify stops a scheduled function at 30 s; a run starts no new piece of work (a chunk of
 * alerts, a batch of mail, a listing's billing) after SCHEDULED_WORK_MS, so the piece in hand can
 * finish and commit before the stop. What is left is taken up by the next run.
 */
const SCHEDULED_WORK_MS = 20_000;

export interface TimeBox {
  /** Whether a new piece of work may start. */
  hasTime(): boolean;
}

/** A time box of `budgetMs` from now. */
export function timeBox(budgetMs: number = SCHEDULED_WORK_MS, clock: () => number = () => performance.now()): TimeBox {
  const end = clock() + budgetMs;
  return { hasTime: () => clock() < end };
}

/** For the local server, whose scheduled runs nothing stops: they go on until their work is done. */
export const UNBOUNDED: TimeBox = { hasTime: () => true };
