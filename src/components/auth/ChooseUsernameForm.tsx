import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useReturnUrl } from './use-return-url.ts';
import { useForm } from 'react-hook-form';
import { ApiRequestError, api, read } from '#src/client/api.ts';
import { setSignedIn } from '#src/client/session.ts';
import { showToastAfterNavigation } from '#src/client/toast.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import { PROVIDER_LABELS } from '#src/shared/api/sign-in-providers.ts';
import type { PendingProviderSignup } from '#src/client/answers.ts';
import { withReturnUrl } from '#src/shared/return-url.ts';
import { providerSignupRequest, type ProviderSignupRequest } from '#src/shared/validation/sign-in.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import { UsernameField } from './UsernameField.tsx';
import { localHref, m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

/** A first sign-in with Google or Microsoft: the person picks the username of their new account. */
export function ChooseUsernameForm() {
  return (
    <IslandRoot>
      <ChooseUsernameScreens />
    </IslandRoot>
  );
}

function ChooseUsernameScreens() {
  const returnUrl = useReturnUrl();
  const { query } = useApiQuery('signup', () => read(api.auth.providers.signup.$get()), {
    what: m.auth_pending_sign_up(),
  });

  if (query.status === 'loading') return <Spinner label={m.profile_loading()} />;
  if (query.status === 'error') {
    return (
      <div role="alert" className="space-y-4 text-center">
        <p className="text-ink">{serverMessage(query.error, m.auth_sign_has_expired_please())}</p>
        <a href={localHref(withReturnUrl('/login', returnUrl))} className="btn-primary no-underline">
          {m.shell_log_in()}
        </a>
      </div>
    );
  }
  return <UsernameForm pending={query.data} returnUrl={returnUrl} />;
}

function UsernameForm({ pending, returnUrl }: { pending: PendingProviderSignup; returnUrl: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProviderSignupRequest>({
    resolver: zodResolver(providerSignupRequest),
    defaultValues: { username: pending.suggestedUsername },
  });
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(values: ProviderSignupRequest) {
    setFailure(null);
    try {
      const answer = await read(api.auth.providers.signup.$post({ json: values }));
      setSignedIn(answer.user);
      showToastAfterNavigation({
        title: m.auth_welcome_site_name({ site_name: SITE_NAME }),
        description: m.auth_account_ready(),
        variant: 'success',
      });
      window.location.assign(returnUrl);
    } catch (err) {
      applyServerFieldErrors(err, setError, ['username']);
      if (!(err instanceof ApiRequestError && err.body?.errors)) {
        setFailure(serverMessage(err, m.auth_account_could_not_created()));
      }
    }
  }

  return (
    <IslandForm noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <p className="text-sm text-ink-muted">
        <ParaglideMessage
          message={m.auth_signed_with_p_choose_username}
          inputs={{ p: PROVIDER_LABELS[pending.provider], email: pending.email }}
          markup={{ email: ({ children }) => <strong className="text-ink">{children}</strong> }}
        />
      </p>
      <UsernameField registration={register('username')} error={errors.username?.message} />
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      <SubmitButton className="btn-primary w-full" busy={isSubmitting}>
        {isSubmitting ? m.auth_creating() : m.auth_create_account()}
      </SubmitButton>
    </IslandForm>
  );
}
