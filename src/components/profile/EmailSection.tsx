import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { changeEmailRequest } from '#src/shared/validation/auth.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { PasswordInput } from '#src/components/ui/PasswordInput.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import type { ProfileUser } from '#src/client/answers.ts';
import type { OnProfile } from './profile.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

function EmailForm({ profile, onProfile }: { profile: ProfileUser; onProfile: OnProfile }) {
  type Values = z.input<typeof changeEmailRequest>;
  const [cancelling, setCancelling] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(changeEmailRequest),
    defaultValues: { newEmail: '', currentPassword: '' },
  });

  async function onSubmit(values: Values) {
    try {
      const answer = await read(
        api.profile.email.$post({
          json: { newEmail: values.newEmail.trim(), currentPassword: values.currentPassword },
        }),
      );
      onProfile(answer.user);
      reset();
      showToast({
        title: m.profile_confirm_new_email(),
        description: answer.message ?? m.profile_we_sent_confirmation_link(),
        variant: 'success',
      });
    } catch (err) {
      applyServerFieldErrors(err, setError, ['newEmail', 'currentPassword']);
      showToast({
        title: m.common_error(),
        description: serverMessage(err, m.profile_failed_change_email_please()),
        variant: 'error',
      });
    }
  }

  async function cancelChange() {
    setCancelling(true);
    try {
      const answer = await read(api.profile.email.$delete());
      onProfile(answer.user);
      showToast({
        title: m.profile_email_change_cancelled(),
        description: answer.message ?? m.profile_keep_using_email({ email: answer.user.email }),
      });
    } catch (err) {
      showToast({
        title: m.common_error(),
        description: serverMessage(err, m.profile_failed_cancel_email_change()),
        variant: 'error',
      });
    }
    setCancelling(false);
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink-muted">{m.profile_current_email()}</span>
        <span className="font-medium break-all text-ink">{profile.email}</span>
        {profile.emailVerified && <span className="badge bg-success-soft text-success">{m.profile_verified()}</span>}
      </div>
      {profile.pendingEmail && (
        <div className="rounded-lg border border-line bg-brand-soft p-4 text-sm text-ink" role="status">
          <p>
            <ParaglideMessage
              message={m.profile_pending_email_open_link}
              inputs={{ email: profile.pendingEmail }}
              markup={{ email: ({ children }) => <strong className="break-all">{children}</strong> }}
            />
          </p>
          <button
            type="button"
            className="btn-secondary mt-3"
            onClick={cancelChange}
            disabled={cancelling}
            aria-busy={cancelling}
          >
            {m.profile_cancel_email_change()}
          </button>
        </div>
      )}
      <IslandForm noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <Field label={m.profile_new_email()} error={errors.newEmail?.message}>
          <input
            type="email"
            className="field-input"
            autoComplete="email"
            spellCheck={false}
            {...register('newEmail')}
          />
        </Field>
        <Field
          label={m.profile_current_password()}
          error={errors.currentPassword?.message}
          hint={m.profile_we_ask_so_nobody()}
        >
          <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <SubmitButton className="btn-primary" busy={isSubmitting}>
          {isSubmitting ? m.common_sending() : m.profile_change_email()}
        </SubmitButton>
      </IslandForm>
    </div>
  );
}

export function EmailSection({ profile, onProfile }: { profile: ProfileUser; onProfile: OnProfile }) {
  return (
    <ProfileSection title={m.profile_email_address()} description={m.profile_where_we_send_account()}>
      <EmailForm profile={profile} onProfile={onProfile} />
    </ProfileSection>
  );
}
