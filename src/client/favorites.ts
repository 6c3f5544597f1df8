import { atom } from 'nanostores';
import { ApiRequestError, api, read, readSignedIn } from './api.ts';
import type { SessionUser } from '#src/client/answers.ts';
import { FAVORITE_TO_SAVE_PARAM } from '#src/shared/return-url.ts';
import { $session } from './session.ts';
import { showToast } from './toast.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * The signed-in user's favorite warehouse ids, loaded once per page with GET /api/favorites/ids,
 * so a page of cards makes one request instead of one per card.
 */
export const $favoriteIds = atom<ReadonlySet<string>>(new Set());
/** 'ready' once the ids of the current user are known (always 'idle' for a visitor). */
export const $favoritesStatus = atom<'idle' | 'loading' | 'ready'>('idle');

let loadedFor: string | null = null;
let watching = false;

async function loadFor(user: SessionUser) {
  loadedFor = user.id;
  $favoritesStatus.set('loading');
  try {
    const answer = await readSignedIn(api.favorites.ids.$get());
    if (loadedFor !== user.id) return;
    $favoriteIds.set(new Set(answer?.warehouseIds ?? []));
  } catch (err) {
    // docs/decisions/interface-behaviour.md: favorite-check failures are only logged; hearts then show as not saved.
    console.warn('Could not load favorites', err);
  }
  if (loadedFor === user.id) $favoritesStatus.set('ready');
}

/** Called by every heart on mount; only the first call does anything. */
export function watchFavoriteIds() {
  if (watching) return;
  watching = true;
  $session.subscribe((state) => {
    if (state.status === 'authenticated') {
      if (loadedFor !== state.user.id) void loadFor(state.user);
    } else if (state.status === 'anonymous') {
      loadedFor = null;
      $favoriteIds.set(new Set());
      $favoritesStatus.set('idle');
    }
  });
}

function withId(id: string, present: boolean) {
  const next = new Set($favoriteIds.get());
  if (present) next.add(id);
  else next.delete(id);
  $favoriteIds.set(next);
}

/** Adds or removes one favorite for the signed-in user and confirms it with a toast. */
export async function toggleFavorite(user: SessionUser, warehouse: { id: string; name: string }): Promise<void> {
  const wasFavorite = $favoriteIds.get().has(warehouse.id);
  try {
    if (wasFavorite) {
      await read(
        api.favorites[':warehouseId'].$delete({ param: { warehouseId: warehouse.id }, json: { userId: user.id } }),
      );
    } else {
      await read(api.favorites.$post({ json: { userId: user.id, warehouseId: warehouse.id, userEmail: user.email } }));
    }
  } catch (err) {
    const fallback = m.fav_toast_failed();
    showToast({
      title: m.common_error(),
      description: err instanceof ApiRequestError ? err.serverMessage(fallback) : fallback,
      variant: 'error',
    });
    return;
  }
  withId(warehouse.id, !wasFavorite);
  showToast(
    wasFavorite
      ? { title: m.fav_toast_removed(), description: m.fav_toast_removed_text({ warehouse: warehouse.name }) }
      : {
          title: m.fav_toast_added(),
          description: m.fav_toast_added_text({ warehouse: warehouse.name }),
          variant: 'success',
        },
  );
}

/**
 * The heart a visitor tapped before logging in, named by the page's URL (withFavoriteToSave): true
 * once, for that listing's heart, which then saves it. The mark leaves the URL at once, so a
 * reload or a second heart for the same listing does not save it again.
 */
export function claimFavoriteToSave(warehouseId: string): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(FAVORITE_TO_SAVE_PARAM) !== warehouseId) return false;
  url.searchParams.delete(FAVORITE_TO_SAVE_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return true;
}

/** Saves the favorite chosen before logging in and says so; one saved meanwhile is only confirmed. */
export async function saveFavoriteAfterLogin(user: SessionUser, warehouse: { id: string; name: string }) {
  if (!$favoriteIds.get().has(warehouse.id)) return toggleFavorite(user, warehouse);
  showToast({
    title: m.fav_toast_added(),
    description: m.fav_toast_already_saved({ warehouse: warehouse.name }),
    variant: 'success',
  });
}

/**
 * Card clicks are ignored while the "Save Your Favorites" prompt is open and for 300 ms after it
 * closes (docs/decisions/interface-behaviour.md): the click that dismisses the prompt must not also open the
 * warehouse behind it. Warehouse cards call isCardClickSuppressed() before navigating.
 */
export const CARD_CLICK_SUPPRESSION_MS = 300;
const $authPromptOpen = atom(false);
let suppressedUntil = 0;

export function setAuthPromptOpen(open: boolean) {
  if (!open && $authPromptOpen.get()) suppressedUntil = Date.now() + CARD_CLICK_SUPPRESSION_MS;
  $authPromptOpen.set(open);
}

export function isCardClickSuppressed(): boolean {
  return $authPromptOpen.get() || Date.now() < suppressedUntil;
}
