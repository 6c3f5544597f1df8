import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { AUTH_MESSAGES } from '#src/shared/api/accounts.ts';
import { DEFAULT_RETURN_URL, returnUrlFrom, returnUrlParam, withReturnUrl } from '#src/shared/return-url.ts';
import { OtherAccountScreen } from './OtherAccountScreen.tsx';
import { forgotPasswordRequest } from '#src/shared/validation/auth.ts';
import type { z } from 'zod';
import { Field } from '#src/components/ui/Field.tsx';
import { Icon } from '#src/components/ui/Icon.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { localHref } from '#src/shared/i18n/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

export function ForgotPasswordForm() {
  return (
    <IslandRoot>
      <ForgotPasswordFormScreens />
    </IslandRoot>
  );
}

function ForgotPasswordFormScreens() {
  const [sent, setSent] = useState(false);
  const [returnUrl, setReturnUrl] = useState(DEFAULT_RETURN_URL);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof forgotPasswordRequest>>({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });

  useEffect(() => setReturnUrl(returnUrlFrom(window.location.search)), []);

  async function onSubmit(values: z.input<typeof forgotPasswordRequest>) {
    try {
      await read(
        api.auth['forgot-password'].$post({ json: { email: values.email.trim(), ...returnUrlParam(returnUrl) } }),
      );
      setSent(true);
    } catch (err) {
      applyServerFieldErrors(err, setError, ['email']);
      showToast({
        title: m.common_error(),
        description: serverMessage(err, m.auth_failed_send_reset_email()),
        variant: 'error',
      });
    }
  }

  if (sent) {
    return (
      <div className="space-y-4 text-center" role="status">
        <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-success-soft text-success">
          <Icon name="mail" className="h-6 w-6" />
        </div>
        <p className="font-medium text-ink">{AUTH_MESSAGES.forgotSent}</p>
        <p className="text-sm text-ink-muted">{m.auth_link_works_once_expires()}</p>
        <a href={localHref(withReturnUrl('/login', returnUrl))} className="btn-secondary no-underline">
          {m.auth_back_login()}
        </a>
      </div>
    );
  }

  return (
    <IslandForm noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <Field label={m.common_email()} error={errors.email?.message}>
        <input type="email" className="field-input" autoComplete="email" spellCheck={false} {...register('email')} />
      </Field>
      <SubmitButton className="btn-primary w-full" busy={isSubmitting}>
        {isSubmitting ? m.common_sending() : m.auth_send_reset_link()}
      </SubmitButton>
      <OtherAccountScreen message={m.auth_remembered_back_login} screen="/login" returnUrl={returnUrl} />
    </IslandForm>
  );
}
