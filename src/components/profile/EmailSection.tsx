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
import type { ProfileUser } from '#src/shared/api/accounts.ts';
import type { OnProfile } from './profile.ts';
import { ProfileSection } from './ProfileSection.tsx';

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
        title: 'Confirm your new email',
        description: answer.message ?? 'We sent a confirmation link to your new address.',
        variant: 'success',
      });
    } catch (err) {
      applyServerFieldErrors(err, setError, ['newEmail', 'currentPassword']);
      showToast({
        title: 'Error',
        description: serverMessage(err, 'Failed to change your email. Please try again.'),
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
        title: 'Email change cancelled',
        description: answer.message ?? `You keep using ${answer.user.email}.`,
      });
    } catch (err) {
      showToast({
        title: 'Error',
        description: serverMessage(err, 'Failed to cancel the email change.'),
        variant: 'error',
      });
    }
    setCancelling(false);
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink-muted">Current email:</span>
        <span className="font-medium break-all text-ink">{profile.email}</span>
        {profile.emailVerified && <span className="badge bg-success-soft text-success">Verified</span>}
      </div>
      {profile.pendingEmail && (
        <div className="rounded-lg border border-line bg-brand-soft p-4 text-sm text-ink" role="status">
          <p>
            Waiting for confirmation: <strong className="break-all">{profile.pendingEmail}</strong>. Open the link we
            sent there to finish the change; until then, keep using your current address to log in.
          </p>
          <button
            type="button"
            className="btn-secondary mt-3"
            onClick={cancelChange}
            disabled={cancelling}
            aria-busy={cancelling}
          >
            Cancel Email Change
          </button>
        </div>
      )}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <Field label="New email" error={errors.newEmail?.message}>
          <input
            type="email"
            className="field-input"
            autoComplete="email"
            spellCheck={false}
            {...register('newEmail')}
          />
        </Field>
        <Field
          label="Current password"
          error={errors.currentPassword?.message}
          hint="We ask for it so nobody else can move your account to another address."
        >
          <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <button type="submit" className="btn-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Change Email'}
        </button>
      </form>
    </div>
  );
}

export function EmailSection({ profile, onProfile }: { profile: ProfileUser; onProfile: OnProfile }) {
  return (
    <ProfileSection
      title="Email address"
      description="Where we send account messages. A new address must be confirmed before it replaces the current one."
    >
      <EmailForm profile={profile} onProfile={onProfile} />
    </ProfileSection>
  );
}
