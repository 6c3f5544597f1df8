import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import {
  $favoriteIds,
  $favoritesStatus,
  claimFavoriteToSave,
  saveFavoriteAfterLogin,
  setAuthPromptOpen,
  toggleFavorite,
  watchFavoriteIds,
} from '#src/client/favorites.ts';
import { $session } from '#src/client/session.ts';
import { Icon } from '#src/components/ui/Icon.tsx';
import { useIslandStore } from '#src/components/ui/hydration.ts';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';

// Loaded when a signed-out visitor taps a heart: most never do, and every card carries the heart.
const AuthPromptDialog = lazy(() =>
  import('./AuthPromptDialog.tsx').then((module) => ({ default: module.AuthPromptDialog })),
);

/** The look when the caller gives none (e.g. beside the title of a detail page). */
const STANDALONE_LOOK =
  'h-11 w-11 rounded-full border border-line bg-surface text-ink shadow-sm hover:bg-surface-muted';

interface FavoriteButtonProps {
  warehouseId: string;
  warehouseName: string;
  className?: string;
}

/**
 * The heart on a warehouse card. A visitor gets the "Save Your Favorites" prompt; a signed-in
 * user adds or removes the favorite. Cards should check isCardClickSuppressed() from
 * src/client/favorites.ts before opening the detail page.
 */
export function FavoriteButton({ warehouseId, warehouseName, className = STANDALONE_LOOK }: FavoriteButtonProps) {
  const hydrated = useHydrated();
  const session = useIslandStore($session);
  const favoriteIds = useIslandStore($favoriteIds);
  const [promptOpen, setPromptOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const favoritesStatus = useIslandStore($favoritesStatus);
  const saved = favoriteIds.has(warehouseId);

  useEffect(watchFavoriteIds, []);
  // Back from logging in or signing up through this heart's prompt: save what was tapped.
  useEffect(() => {
    if (!session.user || favoritesStatus !== 'ready' || !claimFavoriteToSave(warehouseId)) return;
    void saveFavoriteAfterLogin(session.user, { id: warehouseId, name: warehouseName });
  }, [session.user, favoritesStatus, warehouseId, warehouseName]);

  function openPrompt(open: boolean) {
    setPromptOpen(open);
    setAuthPromptOpen(open);
  }

  async function onClick(e: MouseEvent<HTMLButtonElement>) {
    // The heart sits on a clickable card: this click is only for the heart.
    e.preventDefault();
    e.stopPropagation();
    if (busy) return;
    if (!session.user) return openPrompt(true);
    setBusy(true);
    await toggleFavorite(session.user, { id: warehouseId, name: warehouseName });
    setBusy(false);
  }

  return (
    <>
      <button
        {...hydratedMark(hydrated)}
        type="button"
        onClick={onClick}
        className={`inline-flex items-center justify-center transition-colors ${saved ? 'text-rose-600! dark:text-rose-400!' : ''} ${className}`}
        // The name says what a press does, so no aria-pressed: "Remove … from favorites, pressed" would say it twice.
        aria-label={
          saved ? m.fav_remove_label({ warehouse: warehouseName }) : m.fav_save_label({ warehouse: warehouseName })
        }
        aria-busy={busy}
        data-favorite-button
      >
        <Icon name="heart" filled={saved} className={`h-5 w-5 ${busy ? 'animate-pulse' : ''}`} />
      </button>
      {promptOpen && (
        <Suspense fallback={null}>
          <AuthPromptDialog open={promptOpen} onClose={() => openPrompt(false)} warehouseId={warehouseId} />
        </Suspense>
      )}
    </>
  );
}
