import { useEffect, useState } from 'react';
import { api, read, readSignedIn } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import {
  PROVIDER_LABELS,
  PROVIDER_SIGN_IN_ERRORS,
  type ProviderSignInError,
  type SignInProviderName,
} from '#src/shared/api/sign-in-providers.ts';
import { ProviderMark, providerStartUrl } from '#src/components/auth/ProviderButtons.tsx';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { m } from '#src/shared/i18n/messages.ts';

/** What a provider round trip from this section came back with (`?linked=` or `?providerError=`), said once as a toast. */
function useProviderReturnNotice() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const linked = params.get('linked') as SignInProviderName | null;
    const error = params.get('providerError') as ProviderSignInError | null;
    if (linked && Object.hasOwn(PROVIDER_LABELS, linked)) {
      showToast({
        title: m.profile_linked(),
        description: m.profile_can_now_sign_with({ p: PROVIDER_LABELS[linked] }),
        variant: 'success',
      });
    } else if (error && Object.hasOwn(PROVIDER_SIGN_IN_ERRORS, error)) {
      showToast({ title: m.profile_not_linked(), description: PROVIDER_SIGN_IN_ERRORS[error], variant: 'error' });
    }
  }, []);
}

/** The profile's Google and Microsoft links: link, unlink, never the last way to sign in. */
export function SignInMethodsSection({ userId }: { userId: string }) {
  useProviderReturnNotice();
  const { query, reload } = useApiQuery(userId, () => readSignedIn(api.auth.providers.linked.$get()), {
    what: m.profile_linked_providers(),
  });
  const [busy, setBusy] = useState<SignInProviderName | null>(null);

  if (query.status === 'ready' && query.data.available.length === 0 && query.data.linked.length === 0) return null;

  async function unlink(provider: SignInProviderName) {
    setBusy(provider);
    try {
      const answer = await read(api.auth.providers[':provider'].$delete({ param: { provider } }));
      showToast({ title: m.profile_unlinked(), description: answer.message, variant: 'success' });
      reload();
    } catch (err) {
      showToast({
        title: m.profile_not_unlinked(),
        description: serverMessage(err, m.profile_please_try_again()),
        variant: 'error',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div id="sign-in-methods" className="scroll-mt-24">
      <ProfileSection title={m.profile_sign_methods()} description={m.profile_sign_with_google_or()}>
        {query.status === 'loading' && <Spinner label={m.profile_loading_sign_methods()} />}
        {query.status === 'error' && <LoadFailed what={m.profile_sign_methods_2()} />}
        {query.status === 'ready' && (
          <ul className="divide-y divide-line">
            <li className="flex items-center justify-between gap-4 py-3">
              <span className="text-sm text-ink">{m.profile_password()}</span>
              <span className="text-sm text-ink-muted">
                {query.data.hasPassword ? m.profile_set() : m.profile_not_set_use_forgot()}
              </span>
            </li>
            {(['google', 'microsoft'] as const)
              .filter(
                (provider) =>
                  query.data.available.includes(provider) || query.data.linked.some((l) => l.provider === provider),
              )
              .map((provider) => {
                const linked = query.data.linked.find((l) => l.provider === provider);
                const label = PROVIDER_LABELS[provider];
                return (
                  <li key={provider} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <span className="flex items-center gap-2 text-sm text-ink">
                      <ProviderMark provider={provider} />
                      {label}
                      {linked && <span className="text-ink-muted">· {linked.email ?? 'linked'}</span>}
                    </span>
                    {linked ? (
                      <button
                        type="button"
                        className="btn-secondary"
                        disabled={busy !== null}
                        aria-busy={busy === provider}
                        onClick={() => unlink(provider)}
                      >
                        {m.profile_unlink_label({ label })}
                      </button>
                    ) : (
                      <a href={providerStartUrl(provider, { intent: 'link' })} className="btn-secondary no-underline">
                        {m.profile_link_label({ label })}
                      </a>
                    )}
                  </li>
                );
              })}
          </ul>
        )}
      </ProfileSection>
    </div>
  );
}
