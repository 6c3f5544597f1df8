import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  PROVIDER_LABELS,
  PROVIDER_MESSAGES,
  type ProviderIntent,
  type ProviderSignInError,
  type SignInProviderName,
} from '#src/shared/api/sign-in-providers.ts';
import { AUTH_MESSAGES } from '#src/shared/api/accounts.ts';
import { localeOfPath, localizedPath } from '#src/shared/i18n/locale.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { withReturnUrl, type AccountScreen } from '#src/shared/return-url.ts';
import {
  providerCallbackQuery,
  providerName,
  providerSignupRequest,
  providerStartQuery,
} from '#src/shared/validation/sign-in.ts';
import { findUserById, toSessionUser } from '#src/server/auth/accounts.ts';
import { recordAccountEvent } from '#src/server/auth/account-events.ts';
import { startLoginSession } from '#src/server/auth/login.ts';
import { authorizationRequest, redeemAuthorizationCode, type ProviderIdentity } from '#src/server/auth/oidc.ts';
import {
  accountForProviderSignIn,
  completeProviderSignup,
  isLinkedTo,
  linkedProviders,
  linkProvider,
  pendingProviderSignup,
  unlinkProvider,
} from '#src/server/auth/provider-accounts.ts';
import { markReauthenticated } from '#src/server/auth/sessions.ts';
import type { SignInProviderConfig } from '#src/server/config.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireSession, requireUser, signedIn } from '#src/server/api/guards.ts';
import { ApiError, validated } from '#src/server/api/http.ts';
import { clientIp, rateLimited } from '#src/server/api/rate-limit.ts';
import { refusalError, type RefusalAnswer } from '#src/server/api/refusals.ts';
import { sessionToken, setSessionCookie } from '#src/server/api/session-cookie.ts';
import { sessionOrigin } from '#src/server/api/session-origin.ts';

/** The state, nonce and PKCE verifier live this long: the time to choose an account at the provider. */
const FLOW_SECONDS = 10 * 60;
/** A first sign-in's username choice waits this long (provider-accounts.ts keeps the same). */
const SIGNUP_SECONDS = 15 * 60;
const COOKIE_PATH = '/api/auth/providers';
const FLOW_COOKIES = ['oidc_state', 'oidc_nonce', 'oidc_verifier', 'oidc_flow'] as const;
const SIGNUP_COOKIE = 'oidc_signup';

interface Flow {
  provider: SignInProviderName;
  intent: ProviderIntent;
  returnUrl: string;
  startedAt: number;
}

const redirectUri = (c: Context<AppEnv>, provider: SignInProviderName) =>
  `${c.var.config.siteUrl}${COOKIE_PATH}/${provider}/callback`;

function providerConfig(c: Context<AppEnv>, provider: SignInProviderName): SignInProviderConfig {
  const config = c.var.config.signInProviders[provider];
  if (!config) throw new ApiError(404, m.api_provider_not_set_up({ provider: PROVIDER_LABELS[provider] }));
  return config;
}

function providerParam(c: Context<AppEnv>): SignInProviderName {
  const parsed = providerName.safeParse(c.req.param('provider'));
  if (!parsed.success) throw new ApiError(404, m.api_no_such_provider());
  return parsed.data;
}

/** Short-lived, HttpOnly, sent only to these routes; Lax, so the provider's redirect back (a top-level GET) carries them. */
function setFlowCookie(c: Context<AppEnv>, name: string, value: string, maxAge: number) {
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.config.production,
    path: COOKIE_PATH,
    maxAge,
  });
}

function clearFlowCookies(c: Context<AppEnv>) {
  for (const name of FLOW_COOKIES) deleteCookie(c, name, { path: COOKIE_PATH, secure: c.var.config.production });
}

/** The flow the browser's cookies describe, if they are all there, match `state` and are recent. */
function flowFrom(c: Context<AppEnv>, provider: SignInProviderName, state: string | undefined) {
  const [savedState, nonce, codeVerifier, flowJson] = FLOW_COOKIES.map((name) => getCookie(c, name));
  if (!state || !savedState || !nonce || !codeVerifier || !flowJson || state !== savedState) return null;
  let flow: Flow;
  try {
    flow = JSON.parse(flowJson) as Flow;
  } catch {
    return null;
  }
  if (flow.provider !== provider || Date.now() - flow.startedAt > FLOW_SECONDS * 1000) return null;
  return { flow, nonce, codeVerifier };
}

/** An account screen on the way to returnUrl, in returnUrl's language (the page the visitor started from). */
const accountScreen = (screen: AccountScreen, returnUrl: string) =>
  localizedPath(withReturnUrl(screen, returnUrl), localeOfPath(returnUrl));

function loginWithError(error: ProviderSignInError, returnUrl: string) {
  const login = accountScreen('/login', returnUrl);
  return `${login}${login.includes('?') ? '&' : '?'}signInError=${error}`;
}
const profileWith = (query: string, section = '#sign-in-methods') => `/profile?${query}${section}`;

const UNLINK_REFUSALS = {
  not_linked: [404, () => PROVIDER_MESSAGES.notLinked],
  last_way_in: [409, () => PROVIDER_MESSAGES.lastWayIn],
} as const satisfies Record<string, RefusalAnswer>;

const SIGNUP_REFUSALS = {
  expired: [410, () => PROVIDER_MESSAGES.signupExpired],
  username_taken: [409, () => AUTH_MESSAGES.usernameTaken, 'username'],
  email_taken: [409, () => PROVIDER_MESSAGES.emailTaken],
  linked_elsewhere: [409, () => PROVIDER_MESSAGES.signupExpired],
} as const satisfies Record<string, RefusalAnswer>;

/**
 * /api/auth/providers: "Continue with Google / Microsoft" (docs/decisions/sign-in-providers.md).
 * `start` sends the browser to the provider; `callback` is where it comes back, and ends in a
 * session like a password login, a linked provider, a re-sign-in, or a username to pick.
 */
export const signInProviderRoutes = new Hono<AppEnv>()
  .get('/linked', signedIn, async (c) => {
    const user = await findUserById(c.var.db, requireUser(c).id);
    return c.json({
      linked: await linkedProviders(c.var.db, requireUser(c).id),
      available: Object.keys(c.var.config.signInProviders) as SignInProviderName[],
      hasPassword: Boolean(user?.password),
    });
  })
  .get('/signup', async (c) => {
    const token = getCookie(c, SIGNUP_COOKIE);
    const pending = token ? await pendingProviderSignup(c.var.db, token) : undefined;
    if (!pending) throw new ApiError(410, PROVIDER_MESSAGES.signupExpired);
    return c.json(pending);
  })
  .post(
    '/signup',
    rateLimited((c) => RATE_LIMITS.signupAttemptsPerIp(clientIp(c))),
    validated('json', providerSignupRequest),
    async (c) => {
      const token = getCookie(c, SIGNUP_COOKIE);
      if (!token) throw new ApiError(410, PROVIDER_MESSAGES.signupExpired);
      const signup = await completeProviderSignup(c.var.db, token, c.req.valid('json').username);
      if (!signup.ok) throw refusalError(SIGNUP_REFUSALS, signup);
      deleteCookie(c, SIGNUP_COOKIE, { path: COOKIE_PATH, secure: c.var.config.production });
      const [identity] = await linkedProviders(c.var.db, signup.user.id);
      const method = identity?.provider ?? 'google';
      setSessionCookie(
        c,
        c.var.config,
        await startLoginSession(c.var.db, signup.user, sessionToken(c), sessionOrigin(c, method)),
      );
      await recordAccountEvent(c.var.db, signup.user, 'sign_in', { method });
      return c.json({ user: toSessionUser(signup.user) }, 201);
    },
  )
  .delete('/:provider', signedIn, async (c) => {
    const provider = providerParam(c);
    const unlink = await unlinkProvider(c.var.db, requireUser(c), provider);
    if (!unlink.ok) throw refusalError(UNLINK_REFUSALS, unlink);
    return c.json({ message: PROVIDER_MESSAGES.unlinked(PROVIDER_LABELS[provider]) });
  })
  .get(
    '/:provider/start',
    rateLimited((c) => RATE_LIMITS.providerSignInPerIp(clientIp(c))),
    validated('query', providerStartQuery),
    async (c) => {
      const provider = providerParam(c);
      const config = providerConfig(c, provider);
      const { intent, returnUrl } = c.req.valid('query');
      if (intent !== 'sign_in') requireUser(c);
      let request;
      try {
        request = await authorizationRequest(config, redirectUri(c, provider), { forceLogin: intent === 'reauth' });
      } catch {
        return c.redirect(
          intent === 'sign_in' ? loginWithError('unavailable', returnUrl) : profileWith('providerError=unavailable'),
        );
      }
      const flow: Flow = { provider, intent, returnUrl, startedAt: Date.now() };
      setFlowCookie(c, 'oidc_state', request.state, FLOW_SECONDS);
      setFlowCookie(c, 'oidc_nonce', request.nonce, FLOW_SECONDS);
      setFlowCookie(c, 'oidc_verifier', request.codeVerifier, FLOW_SECONDS);
      setFlowCookie(c, 'oidc_flow', JSON.stringify(flow), FLOW_SECONDS);
      return c.redirect(request.url.toString());
    },
  )
  .get(
    '/:provider/callback',
    rateLimited((c) => RATE_LIMITS.providerSignInPerIp(clientIp(c))),
    validated('query', providerCallbackQuery),
    async (c) => {
      const provider = providerParam(c);
      const config = providerConfig(c, provider);
      const { code, state, error } = c.req.valid('query');
      const saved = flowFrom(c, provider, state);
      // Spent whatever happens: a state, nonce and verifier serve one return only.
      clearFlowCookies(c);
      if (!saved) return c.redirect(loginWithError('expired', '/'));
      const { flow, nonce, codeVerifier } = saved;
      const fail = (reason: ProviderSignInError) =>
        c.redirect(
          flow.intent === 'sign_in' ? loginWithError(reason, flow.returnUrl) : profileWith(`providerError=${reason}`),
        );
      if (error || !code) return fail('refused');
      const signIn = await redeemAuthorizationCode(provider, config, redirectUri(c, provider), {
        code,
        codeVerifier,
        nonce,
      });
      if (!signIn.ok) {
        return fail(
          signIn.reason === 'code_refused' ? 'expired' : signIn.reason === 'token_invalid' ? 'refused' : 'unavailable',
        );
      }
      if (flow.intent === 'link') return linkFromProfile(c, signIn.identity);
      if (flow.intent === 'reauth') return reauthenticate(c, signIn.identity);
      return signInWith(c, signIn.identity, flow.returnUrl);
    },
  );

async function linkFromProfile(c: Context<AppEnv>, identity: ProviderIdentity) {
  const link = await linkProvider(c.var.db, requireUser(c), identity);
  if (!link.ok)
    return c.redirect(
      profileWith(`providerError=${link.reason === 'linked_elsewhere' ? 'linked_elsewhere' : 'refused'}`),
    );
  return c.redirect(profileWith(`linked=${identity.provider}`));
}

async function reauthenticate(c: Context<AppEnv>, identity: ProviderIdentity) {
  const user = requireUser(c);
  if (!(await isLinkedTo(c.var.db, user.id, identity))) {
    return c.redirect(profileWith('providerError=reauth_mismatch', '#two-step-sign-in'));
  }
  await markReauthenticated(c.var.db, requireSession(c).id);
  return c.redirect(profileWith('reauthenticated=1', '#two-step-sign-in'));
}

async function signInWith(c: Context<AppEnv>, identity: ProviderIdentity, returnUrl: string) {
  const account = await accountForProviderSignIn(c.var.db, identity);
  if (account.kind === 'link_required' || account.kind === 'no_email') {
    return c.redirect(loginWithError(account.kind, returnUrl));
  }
  if (account.kind === 'pending') {
    setFlowCookie(c, SIGNUP_COOKIE, account.token, SIGNUP_SECONDS);
    return c.redirect(accountScreen('/choose-username', returnUrl));
  }
  const session = await startLoginSession(c.var.db, account.user, sessionToken(c), sessionOrigin(c, identity.provider));
  setSessionCookie(c, c.var.config, session);
  if (session.awaitingSecondFactor) return c.redirect(accountScreen('/sign-in-code', returnUrl));
  await recordAccountEvent(c.var.db, account.user, 'sign_in', { method: identity.provider });
  return c.redirect(returnUrl);
}
