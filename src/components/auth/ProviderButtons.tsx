import { useEffect, useState } from 'react';
import {
  PROVIDER_LABELS,
  PROVIDER_SIGN_IN_ERRORS,
  type ProviderSignInError,
  type SignInProviderName,
} from '#src/shared/api/sign-in-providers.ts';
import { DEFAULT_RETURN_URL, returnUrlFrom, returnUrlParam } from '#src/shared/return-url.ts';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { m } from '#src/shared/i18n/messages.ts';

/** The start of a provider sign-in: a plain link, so it works before the island hydrates. */
export function providerStartUrl(provider: SignInProviderName, query: Record<string, string> = {}) {
  const params = new URLSearchParams(query).toString();
  return `/api/auth/providers/${provider}/start${params ? `?${params}` : ''}`;
}

const isSignInError = (value: string | null): value is ProviderSignInError =>
  value !== null && Object.hasOwn(PROVIDER_SIGN_IN_ERRORS, value);

/**
 * "Continue with Google / Microsoft" on the login and signup pages, for the providers configured
 * when the site was built (docs/decisions/sign-in-providers.md), and the reason a provider
 * sign-in came back here (`?signInError=`).
 */
export function ProviderButtons({ providers }: { providers: SignInProviderName[] }) {
  const [returnUrl, setReturnUrl] = useState(DEFAULT_RETURN_URL);
  const [error, setError] = useState<ProviderSignInError | null>(null);
  useEffect(() => {
    setReturnUrl(returnUrlFrom(window.location.search));
    const reason = new URLSearchParams(window.location.search).get('signInError');
    if (isSignInError(reason)) setError(reason);
  }, []);

  return (
    <IslandRoot className="mb-5 space-y-3">
      {error && (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger">
          {PROVIDER_SIGN_IN_ERRORS[error]}
        </p>
      )}
      {providers.map((provider) => (
        <a
          key={provider}
          href={providerStartUrl(provider, returnUrlParam(returnUrl))}
          className="btn-secondary flex w-full items-center justify-center gap-2 no-underline"
        >
          <ProviderMark provider={provider} />
          {m.auth_continue_with_p({ p: PROVIDER_LABELS[provider] })}
        </a>
      ))}
      <p className="flex items-center gap-3 text-xs text-ink-muted uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {m.auth_or()}
        <span className="h-px flex-1 bg-line" />
      </p>
    </IslandRoot>
  );
}

/** The providers' own marks, drawn inline (no request to their sites). */
export function ProviderMark({ provider }: { provider: SignInProviderName }) {
  if (provider === 'microsoft') {
    return (
      <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
        <path fill="#f25022" d="M0 0h9.5v9.5H0z" />
        <path fill="#7fba00" d="M10.5 0H20v9.5h-9.5z" />
        <path fill="#00a4ef" d="M0 10.5h9.5V20H0z" />
        <path fill="#ffb900" d="M10.5 10.5H20V20h-9.5z" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 48 48" className="h-4 w-4" aria-hidden="true">
      <path
        fill="#4285f4"
        d="M45.1 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8c-.5 2.8-2.1 5.1-4.4 6.7v5.5h7.1c4.2-3.8 6.6-9.5 6.6-16.2z"
      />
      <path
        fill="#34a853"
        d="M24 46c5.9 0 10.9-2 14.5-5.3l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.6-3.8-12.3-9H4.3v5.7C7.9 41.1 15.4 46 24 46z"
      />
      <path
        fill="#fbbc05"
        d="M11.7 28.3c-.4-1.3-.7-2.8-.7-4.3s.3-3 .7-4.3V14H4.3C2.8 17 2 20.4 2 24s.8 7 2.3 10l7.4-5.7z"
      />
      <path
        fill="#ea4335"
        d="M24 10.7c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3C34.9 4.2 29.9 2 24 2 15.4 2 7.9 6.9 4.3 14l7.4 5.7c1.7-5.2 6.6-9 12.3-9z"
      />
    </svg>
  );
}
