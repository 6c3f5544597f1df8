import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_CLICK_SUPPRESSION_MS, isCardClickSuppressed, setAuthPromptOpen } from '#src/client/favorites.ts';
import { returnUrlOf, safeReturnUrl, withReturnUrl } from '#src/shared/return-url.ts';

describe('safeReturnUrl', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeReturnUrl('/favorites')).toBe('/favorites');
    expect(safeReturnUrl('/search?query=Toronto&distance=30')).toBe('/search?query=Toronto&distance=30');
  });

  it('falls back to / for anything that could leave the site or is missing', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'favorites',
      '/\nfoo',
    ]) {
      expect(safeReturnUrl(raw), String(raw)).toBe('/');
    }
  });

  it('never returns to an account screen', () => {
    expect(safeReturnUrl('/login?returnUrl=%2Ffavorites')).toBe('/');
    expect(safeReturnUrl('/signup')).toBe('/');
    expect(safeReturnUrl('/loginhelp')).toBe('/loginhelp');
  });

  it('builds login and signup links that carry it', () => {
    expect(withReturnUrl('/login', '/')).toBe('/login');
    expect(withReturnUrl('/signup', '/search?query=Toronto')).toBe('/signup?returnUrl=%2Fsearch%3Fquery%3DToronto');
  });

  it('carries it on through every account screen, so a Log In link there still leads to where the visitor was going', () => {
    for (const pathname of [
      '/login',
      '/signup',
      '/check-email',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
    ]) {
      expect(returnUrlOf({ pathname, search: '?token=abc&returnUrl=%2Flist-warehouse' }), pathname).toBe(
        '/list-warehouse',
      );
      expect(returnUrlOf({ pathname, search: '' }), pathname).toBe('/');
    }
    expect(returnUrlOf({ pathname: '/search', search: '?query=Toronto' })).toBe('/search?query=Toronto');
  });
});

describe('card click suppression around the favorites prompt', () => {
  afterEach(() => vi.useRealTimers());

  it('holds while the prompt is open and for 300 ms after it closes', () => {
    vi.useFakeTimers();
    expect(isCardClickSuppressed()).toBe(false);
    setAuthPromptOpen(true);
    vi.advanceTimersByTime(5000);
    expect(isCardClickSuppressed()).toBe(true);
    setAuthPromptOpen(false);
    expect(CARD_CLICK_SUPPRESSION_MS).toBe(300);
    vi.advanceTimersByTime(299);
    expect(isCardClickSuppressed()).toBe(true);
    vi.advanceTimersByTime(2);
    expect(isCardClickSuppressed()).toBe(false);
  });
});
