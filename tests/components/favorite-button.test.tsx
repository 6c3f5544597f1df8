// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $favoriteIds } from '#src/client/favorites.ts';
import { FavoriteButton } from '#src/components/favorites/FavoriteButton.tsx';

const ID = '00000000-0000-4000-8000-0000000000aa';

afterEach(() => {
  cleanup();
  $favoriteIds.set(new Set());
  window.history.replaceState(null, '', '/');
});

describe('FavoriteButton', () => {
  it.each([
    { path: '/search', save: 'Save Quay Storage to favorites', remove: 'Remove Quay Storage from favorites' },
    {
      path: '/fr/search',
      save: 'Enregistrer Quay Storage dans vos favoris',
      remove: 'Retirer Quay Storage de vos favoris',
    },
  ])('on $path, names what a press does: save, then remove once saved', ({ path, save, remove }) => {
    window.history.replaceState(null, '', path);
    render(<FavoriteButton warehouseId={ID} warehouseName="Quay Storage" />);
    expect(screen.getByRole('button', { name: save })).toBeTruthy();
    act(() => $favoriteIds.set(new Set([ID])));
    expect(screen.getByRole('button', { name: remove })).toBeTruthy();
    expect(screen.queryByRole('button', { name: save })).toBeNull();
  });
});
