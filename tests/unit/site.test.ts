import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_URL, returnUrlFrom, returnUrlOf, withReturnUrl } from '#src/shared/return-url.ts';
import { pagePath, siteOrigin } from '#src/shared/site.ts';

describe('siteOrigin', () => {
  it('prefers SITE_URL, then the URL Netlify sets, then this machine on PORT', () => {
    expect(siteOrigin({ SITE_URL: 'https://warehouses.example/', URL: 'https://x.netlify.app' })).toBe(
      'https://warehouses.example',
    );
    expect(siteOrigin({ URL: 'https://x.netlify.app' })).toBe('https://x.netlify.app');
    expect(siteOrigin({ PORT: '5000' })).toBe('http://localhost:5000');
    expect(siteOrigin({})).toBe('http://localhost:4321');
  });
});

describe('login-return links', () => {
  it('take the page the visitor is on and bring them back to it', () => {
    const here = returnUrlOf({ pathname: '/search', search: '?query=Toronto' });
    expect(withReturnUrl('/login', here)).toBe('/login?returnUrl=%2Fsearch%3Fquery%3DToronto');
    expect(returnUrlFrom(`?returnUrl=${encodeURIComponent(here)}`)).toBe(here);
  });

  it('read a missing or foreign returnUrl as the home page', () => {
    expect(returnUrlFrom('')).toBe(DEFAULT_RETURN_URL);
    expect(returnUrlFrom('?returnUrl=https%3A%2F%2Fevil.example')).toBe(DEFAULT_RETURN_URL);
  });
});

describe('pagePath', () => {
  it('gives every form of a page the one URL the sitemap and canonical link use', () => {
    expect(pagePath('/search.html')).toBe('/search');
    expect(pagePath('/search/')).toBe('/search');
    expect(pagePath('/search')).toBe('/search');
    expect(pagePath('/warehouse/5b0c7a8e.html')).toBe('/warehouse/5b0c7a8e');
    expect(pagePath('/index.html')).toBe('/');
    expect(pagePath('/')).toBe('/');
  });
});
