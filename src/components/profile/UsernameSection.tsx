import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { updateUsernameRequest } from '#src/shared/validation/auth.ts';
import { UsernameField } from '#src/components/auth/UsernameField.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import type { ProfileUser } from '#src/shared/api/accounts.ts';
import { keepSessionInStep, type OnProfile } from './profile.ts';
import { ProfileSection } from './ProfileSection.tsx';

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
      showToast({ title: 'Username updated', description: `You are now ${answer.user.username}.`, variant: 'success' });
    } catch (err) {
      applyServerFieldErrors(err, setError, ['username']);
      showToast({
        title: 'Error',
        description: serverMessage(err, 'Failed to update your username. Please try again.'),
        variant: 'error',
      });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <UsernameField registration={register('username')} error={errors.username?.message} />
      <button type="submit" className="btn-primary" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save Username'}
      </button>
    </form>
  );
}

export function UsernameSection({ profile, onProfile }: { profile: ProfileUser; onProfile: OnProfile }) {
  return (
    <ProfileSection title="Username" description="The name shown in the menu and used to log in.">
      <UsernameForm profile={profile} onProfile={onProfile} />
    </ProfileSection>
  );
}
