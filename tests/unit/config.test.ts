import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/server/config.ts';

describe('loadConfig', () => {
  it('builds e-mail links from the configured site URL and defaults to the local port', () => {
    expect(loadConfig({ SITE_URL: 'https://warehouses.example/' }).siteUrl).toBe('https://warehouses.example');
    expect(loadConfig({ PORT: '5000' }).siteUrl).toBe('http://localhost:5000');
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });
});

describe('the search rate limit setting', () => {
  it('allows 120 searches a minute per address unless set to another number or off', () => {
    expect(loadConfig({}).searchesPerMinute).toBe(120);
    expect(loadConfig({ SEARCH_RATE_LIMIT: '600' }).searchesPerMinute).toBe(600);
    expect(loadConfig({ SEARCH_RATE_LIMIT: 'off' }).searchesPerMinute).toBeNull();
  });

  it('stops with a message on a value it does not understand', () => {
    expect(() => loadConfig({ SEARCH_RATE_LIMIT: '0' })).toThrow(
      'SEARCH_RATE_LIMIT must be off or a whole number above 0, not 0.',
    );
  });
});
