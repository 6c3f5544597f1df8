import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/server/config.ts';

describe('rebuild settings', () => {
  it('rebuilds locally by default, five seconds after the last change, and calls no build hook until one is set', () => {
    expect(loadConfig({})).toMatchObject({ localRebuilds: true, rebuildQuietMs: 5000, buildHookUrl: undefined });
    expect(
      loadConfig({
        SITE_REBUILDS: 'off',
        SITE_REBUILD_QUIET_MS: '1000',
        NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/abc',
      }),
    ).toMatchObject({
      localRebuilds: false,
      rebuildQuietMs: 1000,
      buildHookUrl: 'https://api.netlify.com/build_hooks/abc',
    });
  });

  it('stops with a message on a value it does not understand', () => {
    expect(() => loadConfig({ SITE_REBUILDS: 'no' })).toThrow('SITE_REBUILDS must be on or off, not no.');
    expect(() => loadConfig({ SITE_REBUILD_QUIET_MS: '5s' })).toThrow(
      'SITE_REBUILD_QUIET_MS must be a whole number of milliseconds, not 5s.',
    );
  });
});
