import type { APIRequestContext } from '@playwright/test';
import { MOCK_CLIENT_SECRET, type MockPerson } from '#tests/support/oidc-provider.ts';

const e2ePort = Number(process.env.E2E_PORT || 4399);

/** The stand-ins for Google and Microsoft the e2e server starts, on the two ports after its own. */
export const MOCK_PROVIDERS = {
  google: { clientId: 'e2e-google-client', port: e2ePort + 1 },
  microsoft: { clientId: 'e2e-microsoft-client', port: e2ePort + 2 },
} as const;

const mockProviderOrigin = (kind: keyof typeof MOCK_PROVIDERS) => `http://localhost:${MOCK_PROVIDERS[kind].port}`;

/** The configuration that points the app at them (README, Configuration). */
export function mockProviderEnv(): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: MOCK_PROVIDERS.google.clientId,
    GOOGLE_CLIENT_SECRET: MOCK_CLIENT_SECRET,
    GOOGLE_DISCOVERY_URL: mockProviderOrigin('google'),
    MICROSOFT_CLIENT_ID: MOCK_PROVIDERS.microsoft.clientId,
    MICROSOFT_CLIENT_SECRET: MOCK_CLIENT_SECRET,
    MICROSOFT_DISCOVERY_URL: mockProviderOrigin('microsoft'),
  };
}

/** Who the stand-in signs in next. */
export async function setMockPerson(request: APIRequestContext, kind: keyof typeof MOCK_PROVIDERS, person: MockPerson) {
  await request.post(`${mockProviderOrigin(kind)}/person`, { data: person });
}
