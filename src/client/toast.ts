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
