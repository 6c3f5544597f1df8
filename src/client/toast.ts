import { atom } from 'nanostores';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'error';
}

/** docs/decisions/interface-behaviour.md: one toast at a time, shown for 5000 ms. */
const TOAST_DURATION_MS = 5000;

export const $toast = atom<Toast | null>(null);
let counter = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(toast: Omit<Toast, 'id'>) {
  clearTimeout(timer);
  const next = { ...toast, id: ++counter };
  $toast.set(next);
  timer = setTimeout(() => dismissToast(next.id), TOAST_DURATION_MS);
}

export function dismissToast(id?: number) {
  if (id === undefined || $toast.get()?.id === id) $toast.set(null);
}

/** A toast to show on the next page, for flows that end in a full page load. */
const PENDING_KEY = 'pending_toast';
export function showToastAfterNavigation(toast: Omit<Toast, 'id'>) {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(toast));
}
export function takePendingToast() {
  const raw = sessionStorage.getItem(PENDING_KEY);
  if (!raw) return;
  sessionStorage.removeItem(PENDING_KEY);
  try {
    showToast(JSON.parse(raw));
  } catch {
    // A malformed entry is simply dropped.
  }
}

/**
 * A toast for the search page to show once its results are in: `found` over results, `none`
 * over none, so a flow ending in a search (the quiz) never announces matches that are not there.
 */
const RESULTS_KEY = 'pending_results_toast';
type ResultsToasts = Record<'found' | 'none', Omit<Toast, 'id'>>;
export function showToastAfterResults(toasts: ResultsToasts) {
  sessionStorage.setItem(RESULTS_KEY, JSON.stringify(toasts));
}
export function takeResultsToast(found: boolean) {
  const raw = sessionStorage.getItem(RESULTS_KEY);
  if (!raw) return;
  sessionStorage.removeItem(RESULTS_KEY);
  try {
    showToast((JSON.parse(raw) as ResultsToasts)[found ? 'found' : 'none']);
  } catch {
    // A malformed entry is simply dropped.
  }
}
