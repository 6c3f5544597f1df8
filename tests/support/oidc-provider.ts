import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';
import { MICROSOFT_PERSONAL_TENANT } from '#src/server/auth/oidc.ts';
import type { SignInProvider, SignInProviderConfig } from '#src/server/config.ts';

/** The person the mock provider signs in next: the ID token's claims (sub, email, email_verified, tid …). */
export type MockPerson = Record<string, unknown>;

/**
 * A local stand-in for Google or for Microsoft's `/common` endpoint, built on oauth2-mock-server:
 * a real authorization code flow (PKCE checked) and RS256 ID tokens from its own /jwks. For
 * Microsoft the discovery document names the issuer as `…/{tenantid}/v2.0` and each token's
 * `iss` is that filled with its `tid`, as Entra does. Codes are refused when used twice.
 */
export interface MockProvider {
  kind: SignInProvider;
  origin: string;
  /** What the app's configuration needs to use this provider. */
  config: SignInProviderConfig;
  /** The next sign-ins' person (claims merged into the ID token). */
  person: MockPerson;
  /** A change to the next ID token only, after its claims are set (a wrong audience, nonce …). */
  tamperNextToken(change: (payload: Record<string, unknown>) => void): void;
  /** The token endpoint refuses the next code as expired. */
  expireNextCode(): void;
  close(): Promise<void>;
}

export const MOCK_CLIENT_SECRET = 'mock-client-secret';

let subjects = 0;

/** A person with an address the provider vouches for, unless told otherwise. */
export function mockPerson(kind: SignInProvider, email: string, claims: MockPerson = {}): MockPerson {
  subjects += 1;
  const base: MockPerson =
    kind === 'google'
      ? { sub: `google-${subjects}-${Date.now()}`, email, email_verified: true, name: 'Pat Example' }
      : { sub: `ms-${subjects}-${Date.now()}`, email, tid: MICROSOFT_PERSONAL_TENANT, name: 'Pat Example' };
  return { ...base, ...claims };
}

/**
 * Starts the stand-in on `port` (any free one unless told). `POST /person` with the claims as
 * JSON sets the next sign-ins' person from another process (the browser tests' server runs it).
 */
export async function startMockProvider(
  kind: SignInProvider,
  clientId = `${kind}-client-id`,
  port = 0,
): Promise<MockProvider> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  const usedCodes = new Set<string>();
  let tamper: ((payload: Record<string, unknown>) => void) | null = null;
  let expireNext = false;

  const server: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/person') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        provider.person = JSON.parse(body) as MockPerson;
        res.end('{}');
      });
      return;
    }
    if (kind === 'microsoft' && req.url === '/.well-known/openid-configuration') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          issuer: `${origin}/{tenantid}/v2.0`,
          authorization_endpoint: `${origin}/authorize`,
          token_endpoint: `${origin}/token`,
          jwks_uri: `${origin}/jwks`,
        }),
      );
      return;
    }
    service.requestHandler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  issuer.url = origin;

  const provider: MockProvider = {
    kind,
    origin,
    config: { clientId, clientSecret: MOCK_CLIENT_SECRET, discoveryUrl: origin },
    person: mockPerson(kind, 'someone@example.com'),
    tamperNextToken: (change) => (tamper = change),
    expireNextCode: () => (expireNext = true),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    // The ID token is the one with an audience; the access token of a code grant has none.
    if (token.payload.aud === undefined) return;
    Object.assign(token.payload, provider.person);
    if (kind === 'microsoft' && typeof token.payload.tid === 'string') {
      token.payload.iss = `${origin}/${token.payload.tid}/v2.0`;
    }
    tamper?.(token.payload);
    tamper = null;
  });
  service.on('beforeResponse', (response: { statusCode: number; body: unknown }, req: { body?: { code?: string } }) => {
    const code = req.body?.code;
    if (!code) return;
    if (usedCodes.has(code) || expireNext) {
      expireNext = false;
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'The code has expired or was already used.' };
    }
    usedCodes.add(code);
  });
  return provider;
}
