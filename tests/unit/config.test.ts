import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/server/config.ts';

describe('loadConfig', () => {
  it('builds e-mail links from the configured site URL and defaults to the local port', () => {
    expect(loadConfig({ SITE_URL: 'https://warehouses.example/' }).siteUrl).toBe('https://warehouses.example');
    expect(loadConfig({ PORT: '5000' }).siteUrl).toBe('http://localhost:5000');
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });
});
