import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useReturnUrl } from './use-return-url.ts';
import { useForm } from 'react-hook-form';
import { ApiRequestError, api, read } from '#src/client/api.ts';
import { setSignedIn } from '#src/client/session.ts';
import { showToastAfterNavigation } from '#src/client/toast.ts';
import { withReturnUrl } from '#src/shared/return-url.ts';
import { secondFactorCodeRequest, type SecondFactorCodeRequest } from '#src/shared/validation/sign-in.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';
import { localHref, m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

/**
 * The second step of signing in for an account with two-step sign-in: the code from the
 * authenticator app, or a recovery code (docs/decisions/second-factor.md).
 */
export function SecondFactorForm() {
  const hydrated = useHydrated();
  const returnUrl = useReturnUrl();
  const [expired, setExpired] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SecondFactorCodeRequest>({ resolver: zodResolver(secondFactorCodeRequest), defaultValues: { code: '' } });

  async function onSubmit(values: SecondFactorCodeRequest) {
    try {
      const answer = await read(api['second-factor'].verify.$post({ json: values }));
      setSignedIn(answer.user);
      const left = answer.recoveryCodesLeft;
      showToastAfterNavigation({
        title: m.auth_welcome_back(),
        description:
          left === null
            ? m.auth_are_logged_as_username({ username: answer.user.username })
            : m.auth_used_recovery_code_left({ left }),
        variant: 'success',
      });
      window.location.assign(returnUrl);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) {
        setExpired(true);
        return;
      }
      applyServerFieldErrors(err, setError, ['code']);
      if (!(err instanceof ApiRequestError && err.body?.errors)) {
        setError('code', { message: serverMessage(err, m.auth_code_could_not_checked()) });
      }
    }
  }

  if (expired) {
    return (
      <div role="alert" className="space-y-4 text-center" {...hydratedMark(hydrated)}>
        <p className="text-ink">{m.auth_sign_has_expired_please_2()}</p>
        <a href={localHref(withReturnUrl('/login', returnUrl))} className="btn-primary no-underline">
          {m.shell_log_in()}
        </a>
      </div>
    );
  }

  return (
    <IslandForm {...hydratedMark(hydrated)} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <Field label={m.auth_sign_code()} error={errors.code?.message} hint={m.auth_6_digit_code_authenticator()}>
        <input
          type="text"
          className="field-input tracking-widest"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          {...register('code')}
        />
      </Field>
      <SubmitButton className="btn-primary w-full" busy={isSubmitting}>
        {isSubmitting ? m.profile_checking() : m.auth_verify()}
      </SubmitButton>
      <p className="text-center text-sm text-ink-muted">
        <a
          href={localHref(withReturnUrl('/login', returnUrl))}
          className="font-medium text-brand underline-offset-2 hover:underline"
        >
          {m.auth_start_again()}
        </a>
      </p>
    </IslandForm>
  );
}
