import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError, api, read } from '#src/client/api.ts';
import { setSignedIn } from '#src/client/session.ts';
import { showToastAfterNavigation } from '#src/client/toast.ts';
import { DEFAULT_RETURN_URL, returnUrlFrom, withReturnUrl } from '#src/shared/return-url.ts';
import { secondFactorCodeRequest, type SecondFactorCodeRequest } from '#src/shared/validation/sign-in.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';

/**
 * The second step of signing in for an account with two-step sign-in: the code from the
 * authenticator app, or a recovery code (docs/decisions/second-factor.md).
 */
export function SecondFactorForm() {
  const hydrated = useHydrated();
  const [returnUrl, setReturnUrl] = useState(DEFAULT_RETURN_URL);
  const [expired, setExpired] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SecondFactorCodeRequest>({ resolver: zodResolver(secondFactorCodeRequest), defaultValues: { code: '' } });

  useEffect(() => setReturnUrl(returnUrlFrom(window.location.search)), []);

  async function onSubmit(values: SecondFactorCodeRequest) {
    try {
      const answer = await read(api['second-factor'].verify.$post({ json: values }));
      setSignedIn(answer.user);
      const left = answer.recoveryCodesLeft;
      showToastAfterNavigation({
        title: 'Welcome back!',
        description:
          left === null
            ? `You are logged in as ${answer.user.username}.`
            : `You used a recovery code: ${left} left. Set up your app again from your profile if you lost it.`,
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
        setError('code', { message: serverMessage(err, 'The code could not be checked. Please try again.') });
      }
    }
  }

  if (expired) {
    return (
      <div role="alert" className="space-y-4 text-center" {...hydratedMark(hydrated)}>
        <p className="text-ink">Your sign-in has expired. Please log in again.</p>
        <a href={withReturnUrl('/login', returnUrl)} className="btn-primary no-underline">
          Log In
        </a>
      </div>
    );
  }

  return (
    <form {...hydratedMark(hydrated)} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <Field
        label="Sign-in code"
        error={errors.code?.message}
        hint="The 6-digit code your authenticator app shows now, or one of your recovery codes."
      >
        <input
          type="text"
          className="field-input tracking-widest"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          {...register('code')}
        />
      </Field>
      <button
        type="submit"
        className="btn-primary w-full"
        disabled={!hydrated || isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? 'Checking…' : 'Verify'}
      </button>
      <p className="text-center text-sm text-ink-muted">
        <a
          href={withReturnUrl('/login', returnUrl)}
          className="font-medium text-brand underline-offset-2 hover:underline"
        >
          Start again
        </a>
      </p>
    </form>
  );
}
