import { useEffect, useState } from 'react';
import { DEFAULT_RETURN_URL, returnUrlOf, withReturnUrl } from '#src/shared/return-url.ts';
import { localHref } from '#src/shared/i18n/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** What a signed-out visitor sees on a members-only page: log in or sign up and come back here. */
export function SignInRequired({ title, text }: { title: string; text: string }) {
  const [returnUrl, setReturnUrl] = useState(DEFAULT_RETURN_URL);
  useEffect(() => setReturnUrl(returnUrlOf(window.location)), []);
  return (
    <div className="card mx-auto max-w-lg p-8 text-center">
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand">
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </div>
      <h2 className="mt-4 text-xl font-semibold text-ink">{title}</h2>
      <p className="mt-2 text-sm text-ink-muted">{text}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <a href={localHref(withReturnUrl('/login', returnUrl))} className="btn-primary no-underline">
          {m.shell_log_in()}
        </a>
        <a href={localHref(withReturnUrl('/signup', returnUrl))} className="btn-secondary no-underline">
          {m.shell_sign_up()}
        </a>
      </div>
    </div>
  );
}
