import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { changePasswordForm, type ChangePasswordForm } from '#src/shared/validation/auth.ts';
import { NewPasswordFields } from '#src/components/auth/NewPasswordFields.tsx';
import { Field } from '#src/components/ui/Field.tsx';
import { PasswordInput } from '#src/components/ui/PasswordInput.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

function PasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  async function onSubmit(values: ChangePasswordForm) {
    try {
      const answer = await read(
        api.profile.password.$post({
          json: { currentPassword: values.currentPassword, newPassword: values.newPassword },
        }),
      );
      reset();
      showToast({
        title: m.profile_password_changed(),
        description: answer?.message ?? m.profile_password_has_been_changed(),
        variant: 'success',
      });
    } catch (err) {
      applyServerFieldErrors(err, setError, ['currentPassword', 'newPassword']);
      showToast({
        title: m.common_error(),
        description: serverMessage(err, m.profile_failed_change_password_please()),
        variant: 'error',
      });
    }
  }

  return (
    <IslandForm noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <Field label={m.profile_current_password()} error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <NewPasswordFields
        value={newPassword}
        passwordError={errors.newPassword?.message}
        confirmError={errors.confirmPassword?.message}
        passwordInput={register('newPassword')}
        confirmInput={register('confirmPassword')}
      />
      <SubmitButton className="btn-primary" busy={isSubmitting}>
        {isSubmitting ? m.profile_saving() : m.profile_change_password()}
      </SubmitButton>
    </IslandForm>
  );
}

export function PasswordSection() {
  return (
    <ProfileSection title={m.profile_password()} description={m.profile_changing_signs_out_every()}>
      <PasswordForm />
    </ProfileSection>
  );
}
