import {
  CodeChallengeMethod,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
} from 'arctic';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { SignInProvider, SignInProviderConfig } from '#src/server/config.ts';

/**
 * OpenID Connect sign-in with Google and Microsoft: the authorization code flow with PKCE, state
 * and nonce, and the ID token checked here with jose (docs/decisions/sign-in-providers.md).
 * Nothing here knows about accounts or HTTP; the route keeps state, nonce and verifier in cookies.
 */

/** Microsoft's tenant of personal accounts (outlook.com, hotmail.com): their addresses are Microsoft's own. */
export const MICROSOFT_PERSONAL_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

/** Google names its issuer with and without the scheme (its OpenID Connect guide, "Validating an ID token"). */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

interface ProviderEndpoints {
  discovery: Discovery;
  keys: ReturnType<typeof createRemoteJWKSet>;
}

/** One discovery document and key set per provider and process; jose refreshes the keys when a token names an unknown one. */
const endpointsByUrl = new Map<string, Promise<ProviderEndpoints>>();

async function endpointsOf(config: SignInProviderConfig): Promise<ProviderEndpoints> {
  let endpoints = endpointsByUrl.get(config.discoveryUrl);
  if (!endpoints) {
    endpoints = fetchDiscovery(config.discoveryUrl);
    endpointsByUrl.set(config.discoveryUrl, endpoints);
    // A failed fetch is not kept: the next sign-in asks again.
    endpoints.catch(() => endpointsByUrl.delete(config.discoveryUrl));
  }
  return endpoints;
}

async function fetchDiscovery(url: string): Promise<ProviderEndpoints> {
  const res = await fetch(`${url}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`OpenID discovery at ${url} answered ${res.status}`);
  const discovery = (await res.json()) as Discovery;
  return { discovery, keys: createRemoteJWKSet(new URL(discovery.jwks_uri)) };
}

/** What the route keeps in short-lived cookies between sending the person away and their return. */
export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationRequest(
  config: SignInProviderConfig,
  redirectUri: string,
  options: { forceLogin?: boolean } = {},
): Promise<AuthorizationRequest> {
  const { discovery } = await endpointsOf(config);
  const state = generateState();
  const nonce = generateState();
  const codeVerifier = generateCodeVerifier();
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  const url = client.createAuthorizationURLWithPKCE(
    discovery.authorization_endpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    ['openid', 'email', 'profile'],
  );
  url.searchParams.set('nonce', nonce);
  // Re-signing in to confirm a change must really ask, not reuse the provider's own session.
  url.searchParams.set('prompt', options.forceLogin ? 'login' : 'select_account');
  return { url, state, nonce, codeVerifier };
}

/** The person the provider vouches for, from a verified ID token. */
export interface ProviderIdentity {
  provider: SignInProvider;
  subject: string;
  email: string | null;
  /** Whether the provider itself says the address belongs to this person (docs/decisions/sign-in-providers.md). */
  emailVouched: boolean;
  name: string | null;
}

type ProviderSignInFailure =
  /** The provider refused the code: expired, already used, or not issued to us. */
  | 'code_refused'
  /** The ID token failed a check: signature, issuer, audience, expiry or nonce. */
  | 'token_invalid'
  /** The provider could not be reached or answered nonsense. */
  | 'provider_unavailable';

export type ProviderSignIn = { ok: true; identity: ProviderIdentity } | { ok: false; reason: ProviderSignInFailure };

/** Exchanges the code (with its PKCE verifier) and checks the ID token it comes with. */
export async function redeemAuthorizationCode(
  provider: SignInProvider,
  config: SignInProviderConfig,
  redirectUri: string,
  input: { code: string; codeVerifier: string; nonce: string },
): Promise<ProviderSignIn> {
  let endpoints: ProviderEndpoints;
  let idToken: string;
  try {
    endpoints = await endpointsOf(config);
    const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
    const tokens = await client.validateAuthorizationCode(
      endpoints.discovery.token_endpoint,
      input.code,
      input.codeVerifier,
    );
    idToken = tokens.idToken();
  } catch (err) {
    // An OAuth error (invalid_grant: expired, used, not ours) or another 4xx refusal of the code.
    const refused =
      err instanceof OAuth2RequestError ||
      (err instanceof UnexpectedErrorResponseBodyError && err.status >= 400 && err.status < 500);
    if (refused) return { ok: false, reason: 'code_refused' };
    return { ok: false, reason: 'provider_unavailable' };
  }
  const claims = await verifiedClaims(provider, config, endpoints, idToken, input.nonce);
  if (!claims) return { ok: false, reason: 'token_invalid' };
  return { ok: true, identity: identityFrom(provider, claims) };
}

/** Five minutes of clock difference between us and the provider, as is usual for ID tokens. */
const CLOCK_TOLERANCE_SECONDS = 300;

async function verifiedClaims(
  provider: SignInProvider,
  config: SignInProviderConfig,
  { discovery, keys }: ProviderEndpoints,
  idToken: string,
  nonce: string,
): Promise<JWTPayload | null> {
  try {
    // Signature, audience and expiry (exp required); the issuer is checked below, as Microsoft's depends on the token.
    const { payload } = await jwtVerify(idToken, keys, {
      audience: config.clientId,
      requiredClaims: ['exp', 'iat', 'sub', 'iss'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (payload.nonce !== nonce) return null;
    if (!expectedIssuers(provider, discovery.issuer, payload).includes(payload.iss!)) return null;
    return payload;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

/**
 * Microsoft's common endpoint names its issuer `https://login.microsoftonline.com/{tenantid}/v2.0`:
 * a token is Microsoft's only when its `iss` is that template filled with the token's own `tid`
 * (Microsoft identity platform, "Validate the issuer"). Google's issuer is fixed.
 */
function expectedIssuers(provider: SignInProvider, issuer: string, payload: JWTPayload): string[] {
  if (provider === 'microsoft' && issuer.includes('{tenantid}')) {
    const tenant = payload.tid;
    return typeof tenant === 'string' && tenant ? [issuer.replace('{tenantid}', tenant)] : [];
  }
  if (provider === 'google' && GOOGLE_ISSUERS.includes(issuer)) return GOOGLE_ISSUERS;
  return [issuer];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Google vouches for an address with `email_verified`. Microsoft does with `xms_edov` (the
 * tenant's domain owner verified it), and always for its personal-account tenant; a work
 * account's `email` alone is whatever its tenant's admin typed.
 */
function identityFrom(provider: SignInProvider, claims: JWTPayload): ProviderIdentity {
  const email = text(claims.email)?.toLowerCase() ?? null;
  const emailVouched =
    provider === 'google'
      ? claims.email_verified === true
      : claims.xms_edov === true || claims.xms_edov === 1 || claims.tid === MICROSOFT_PERSONAL_TENANT;
  return {
    provider,
    subject: claims.sub!,
    email,
    emailVouched: Boolean(email) && emailVouched,
    name: text(claims.name),
  };
}
