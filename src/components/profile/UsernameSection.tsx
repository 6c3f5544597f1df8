import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { updateUsernameRequest } from '#src/shared/validation/auth.ts';
import { UsernameField } from '#src/components/auth/UsernameField.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import type { ProfileUser } from '#src/client/answers.ts';
import { keepSessionInStep, type OnProfile } from './profile.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

function UsernameForm({ profile, onProfile }: { profile: ProfileUser; onProfile: OnProfile }) {
  type Values = z.input<typeof updateUsernameRequest>;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({ resolver: zodResolver(updateUsernameRequest), defaultValues: { username: profile.username } });

  async function onSubmit(values: Values) {
    try {
      const answer = await read(api.profile.username.$patch({ json: { username: values.username.trim() } }));
      onProfile(answer.user);
      keepSessionInStep(answer.user);
      reset({ username: answer.user.username });
      showToast({
        title: m.profile_username_updated(),
        description: m.profile_are_now_username({ username: answer.user.username }),
        variant: 'success',
      });
    } catch (err) {
      applyServerFieldErrors(err, setError, ['username']);
      showToast({
        title: m.common_error(),
        description: serverMessage(err, m.profile_failed_update_username_please()),
        variant: 'error',
      });
    }
  }

  return (
    <IslandForm noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <UsernameField registration={register('username')} error={errors.username?.message} />
      <SubmitButton className="btn-primary" disabled={isSubmitting || !isDirty} busy={isSubmitting}>
        {isSubmitting ? m.profile_saving() : m.profile_save_username()}
      </SubmitButton>
    </IslandForm>
  );
}

export function UsernameSection({ profile, onProfile }: { profile: ProfileUser; onProfile: OnProfile }) {
  return (
    <ProfileSection title={m.profile_username()} description={m.profile_name_shown_menu_used()}>
      <UsernameForm profile={profile} onProfile={onProfile} />
    </ProfileSection>
  );
}
