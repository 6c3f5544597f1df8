import { useEffect, useState } from 'react';
import { ApiRequestError, api, read } from '#src/client/api.ts';
import { AUTH_MESSAGES } from '#src/shared/api/accounts.ts';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { DEFAULT_RETURN_URL, returnUrlFrom, withReturnUrl } from '#src/shared/return-url.ts';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { localHref } from '#src/shared/i18n/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** docs/decisions/interface-behaviour.md: the success screen moves on to the login page after 3 seconds. */
const REDIRECT_AFTER_MS = 3000;

type VerifyState =
  { status: 'loading' } | { status: 'success'; message: string } | { status: 'error'; message: string };

/** A verification link without its token: nothing to send. */
class MissingToken extends Error {}

/**
 * The link works once, so each token is sent once per page, however often the island's effect
 * runs (React runs it twice in development).
 */
const verifications = new Map<string, ReturnType<typeof sendVerification>>();

function sendVerification(token: string) {
  return read(api.auth['verify-email'].$get({ query: { token } }));
}

/** Verifies the address the page's link carries (read from the address, so only in the browser). */
function verifyLink() {
  const token = new URLSearchParams(window.location.search).get('token')?.trim();
  if (!token) return Promise.reject(new MissingToken('The link has no token'));
  let sent = verifications.get(token);
  if (!sent) verifications.set(token, (sent = sendVerification(token)));
  return sent;
}

function failureMessage(err: unknown): string {
  if (err instanceof MissingToken) return AUTH_MESSAGES.tokenMissing;
  if (err instanceof ApiRequestError) return err.serverMessage(m.auth_email_verification_failed());
  return m.auth_error_occurred_during_verification();
}

export function VerifyEmail() {
  return (
    <IslandRoot>
      <VerifyEmailScreens />
    </IslandRoot>
  );
}

function VerifyEmailScreens() {
  const { query } = useApiQuery('verification', verifyLink, { what: 'the e-mail verification' });
  // Where the visitor was going when they signed up, carried by the e-mailed link.
  const [returnUrl, setReturnUrl] = useState(DEFAULT_RETURN_URL);

  useEffect(() => {
    setReturnUrl(returnUrlFrom(window.location.search));
  }, []);

  useEffect(() => {
    if (query.status !== 'ready') return;
    const afterLogin = localHref(withReturnUrl('/login', returnUrlFrom(window.location.search)));
    const timer = setTimeout(() => window.location.assign(afterLogin), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [query.status]);

  const state: VerifyState =
    query.status === 'ready'
      ? { status: 'success', message: query.data.message ?? m.auth_email_address_verified_can() }
      : query.status === 'error'
        ? { status: 'error', message: failureMessage(query.error) }
        : query;

  if (state.status === 'loading') return <Spinner label={m.auth_verifying_email()} />;

  const success = state.status === 'success';
  return (
    <div className="space-y-4 text-center" role={success ? 'status' : 'alert'}>
      <div
        className={`mx-auto flex h-12 w-12 items-center justify-center rounded-full ${success ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'}`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          {success ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : <path d="M6 6l12 12M18 6 6 18" />}
        </svg>
      </div>
      <h2 className="text-xl font-semibold text-ink">
        {success ? m.auth_email_verified() : m.auth_verification_failed()}
      </h2>
      <p className="text-sm text-ink-muted">{state.message}</p>
      {success ? (
        <>
          <p className="text-sm text-ink-muted">{m.auth_taking_login_page_few()}</p>
          <a href={localHref(withReturnUrl('/login', returnUrl))} className="btn-primary no-underline">
            {m.auth_log_now()}
          </a>
        </>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <a href={localHref(withReturnUrl('/login', returnUrl))} className="btn-primary no-underline">
            {m.auth_go_login()}
          </a>
          <a href={localHref(withReturnUrl('/signup', returnUrl))} className="btn-secondary no-underline">
            {m.auth_sign_up_again()}
          </a>
        </div>
      )}
    </div>
  );
}
