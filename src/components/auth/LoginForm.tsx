import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useReturnUrl } from './use-return-url.ts';
import { useForm } from 'react-hook-form';
import { ApiRequestError, api, read } from '#src/client/api.ts';
import { setSignedIn } from '#src/client/session.ts';
import { AUTH_MESSAGES, EMAIL_NOT_VERIFIED } from '#src/shared/api/accounts.ts';
import type { SessionUser } from '#src/client/answers.ts';
import { showToast, showToastAfterNavigation } from '#src/client/toast.ts';
import { loginRequest, type LoginRequest } from '#src/shared/validation/auth.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { PasswordInput } from '#src/components/ui/PasswordInput.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import { PendingVerificationDialog } from './PendingVerificationDialog.tsx';
import { withReturnUrl } from '#src/shared/return-url.ts';
import { OtherAccountScreen } from './OtherAccountScreen.tsx';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';
import { localHref } from '#src/shared/i18n/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

/** Logs in and goes back to returnUrl with a full page load, so every island sees the session. */
export function LoginForm() {
  const hydrated = useHydrated();
  const returnUrl = useReturnUrl();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { usernameOrEmail: '', password: '' },
  });

  async function onSubmit(values: LoginRequest) {
    let answer: { user?: SessionUser; secondFactorRequired?: true };
    try {
      answer = await read(api.auth.login.$post({ json: values }));
    } catch (err) {
      const body = err instanceof ApiRequestError ? err.body : null;
      if (
        err instanceof ApiRequestError &&
        err.status === 403 &&
        body?.code === EMAIL_NOT_VERIFIED &&
        typeof body.email === 'string'
      ) {
        setUnverifiedEmail(body.email);
        return;
      }
      applyServerFieldErrors(err, setError, ['usernameOrEmail', 'password']);
      showToast({
        title: m.auth_login_failed(),
        description: serverMessage(err, AUTH_MESSAGES.invalidCredentials),
        variant: 'error',
      });
      return;
    }
    if (answer?.secondFactorRequired) {
      window.location.assign(localHref(withReturnUrl('/sign-in-code', returnUrl)));
      return;
    }
    if (!answer?.user) {
      showToast({
        title: m.auth_login_error(),
        description: m.auth_unexpected_response_from_server(),
        variant: 'error',
      });
      return;
    }
    setSignedIn(answer.user);
    showToastAfterNavigation({
      title: m.auth_welcome_back(),
      description: m.auth_are_logged_as_username({ username: answer.user.username }),
      variant: 'success',
    });
    window.location.assign(returnUrl);
  }

  return (
    <>
      <IslandForm {...hydratedMark(hydrated)} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <Field label={m.auth_username_or_email()} error={errors.usernameOrEmail?.message}>
          <input
            type="text"
            className="field-input"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...register('usernameOrEmail')}
          />
        </Field>
        <div>
          <Field label={m.profile_password()} error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </Field>
          <p className="mt-2 text-right text-sm">
            <a
              href={localHref(withReturnUrl('/forgot-password', returnUrl))}
              className="font-medium text-brand underline-offset-2 hover:underline"
            >
              {m.auth_forgot_password()}
            </a>
          </p>
        </div>
        <SubmitButton className="btn-primary w-full" busy={isSubmitting}>
          {isSubmitting ? m.auth_logging() : m.shell_log_in()}
        </SubmitButton>
        <OtherAccountScreen message={m.auth_new_here_signup} screen="/signup" returnUrl={returnUrl} />
      </IslandForm>
      <PendingVerificationDialog
        open={unverifiedEmail !== null}
        email={unverifiedEmail ?? ''}
        returnUrl={returnUrl}
        onClose={() => setUnverifiedEmail(null)}
      />
    </>
  );
}
