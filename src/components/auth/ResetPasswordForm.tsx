import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import {
  INVALID_RESET_LINK,
  resetPasswordForm,
  type ResetPasswordForm as ResetValues,
} from '#src/shared/validation/auth.ts';
import { DEFAULT_RETURN_URL, returnUrlFrom, withReturnUrl } from '#src/shared/return-url.ts';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { localHref } from '#src/shared/i18n/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

/** docs/decisions/interface-behaviour.md: back to login 2 seconds after a successful reset. */
const REDIRECT_AFTER_MS = 2000;

export function ResetPasswordForm() {
  return (
    <IslandRoot>
      <ResetPasswordFormScreens />
    </IslandRoot>
  );
}

function ResetPasswordFormScreens() {
  /** undefined while the page has not read its URL yet. */
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [done, setDone] = useState(false);
  /** Where the visitor was going when they asked for the link, carried by it. */
  const [returnUrl, setReturnUrl] = useState(DEFAULT_RETURN_URL);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get('token')?.trim() || null);
    setReturnUrl(returnUrlFrom(window.location.search));
  }, []);

  async function onSubmit(values: ResetValues) {
    try {
      const answer = await read(
        api.auth['reset-password'].$post({ json: { token: token ?? '', newPassword: values.newPassword } }),
      );
      setDone(true);
      showToast({
        title: m.auth_password_reset_successful(),
        description: answer?.message ?? m.auth_can_now_log_with(),
        variant: 'success',
      });
      setTimeout(() => window.location.assign(localHref(withReturnUrl('/login', returnUrl))), REDIRECT_AFTER_MS);
    } catch (err) {
      applyServerFieldErrors(err, setError, ['newPassword']);
      showToast({
        title: m.auth_reset_failed(),
        description: serverMessage(err, m.auth_failed_reset_password_link()),
        variant: 'error',
      });
    }
  }

  if (token === undefined) return <Spinner />;

  if (token === null) {
    return (
      <div className="space-y-4 text-center">
        <h2 className="text-xl font-semibold text-ink">{m.auth_invalid_link()}</h2>
        <p className="text-sm text-ink-muted">{INVALID_RESET_LINK()}</p>
        <a href={localHref(withReturnUrl('/forgot-password', returnUrl))} className="btn-primary no-underline">
          {m.auth_request_new_link()}
        </a>
      </div>
    );
  }

  if (done) {
    return (
      <div className="space-y-3 text-center" role="status">
        <p className="font-medium text-ink">{m.auth_password_has_been_reset()}</p>
        <p className="text-sm text-ink-muted">{m.auth_taking_login_page()}</p>
        <a href={localHref(withReturnUrl('/login', returnUrl))} className="btn-primary no-underline">
          {m.auth_log_now()}
        </a>
      </div>
    );
  }

  return (
    <IslandForm noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <NewPasswordFields
        value={newPassword}
        passwordError={errors.newPassword?.message}
        confirmError={errors.confirmPassword?.message}
        passwordInput={register('newPassword')}
        confirmInput={register('confirmPassword')}
      />
      <SubmitButton className="btn-primary w-full" busy={isSubmitting}>
        {isSubmitting ? m.profile_saving() : m.auth_reset_password()}
      </SubmitButton>
    </IslandForm>
  );
}
