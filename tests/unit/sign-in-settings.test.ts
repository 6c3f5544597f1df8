import { describe, expect, it } from 'vitest';
import { describeDevice } from '#src/server/api/session-origin.ts';
import { signInProvidersFrom } from '#src/server/config.ts';

describe('sign-in provider settings', () => {
  it('offers a provider only once its client id is set, at the real provider unless told', () => {
    expect(signInProvidersFrom({})).toEqual({});
    expect(signInProvidersFrom({ MICROSOFT_CLIENT_ID: 'app', MICROSOFT_CLIENT_SECRET: 's' })).toEqual({
      microsoft: { clientId: 'app', clientSecret: 's', discoveryUrl: 'https://login.microsoftonline.com/common/v2.0' },
    });
    expect(
      signInProvidersFrom({
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 's',
        GOOGLE_DISCOVERY_URL: 'http://localhost:9000/',
      }),
    ).toEqual({ google: { clientId: 'g', clientSecret: 's', discoveryUrl: 'http://localhost:9000' } });
  });

  it('stops with a message when a client id has no secret', () => {
    expect(() => signInProvidersFrom({ GOOGLE_CLIENT_ID: 'g' })).toThrow(
      'GOOGLE_CLIENT_ID is set, so GOOGLE_CLIENT_SECRET must be set too.',
    );
  });
});

describe("a session's device", () => {
  it('names the browser and system a person recognises', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe('Safari on macOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(describeDevice('curl/8.5.0')).toBe('Unknown device');
    expect(describeDevice(undefined)).toBeNull();
  });
});
