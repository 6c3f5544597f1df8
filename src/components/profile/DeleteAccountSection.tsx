import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api, read } from '#src/client/api.ts';
import { setSignedOut } from '#src/client/session.ts';
import { showToast, showToastAfterNavigation } from '#src/client/toast.ts';
import { PROFILE_MESSAGES } from '#src/shared/api/accounts.ts';
import { deleteAccountRequest } from '#src/shared/validation/auth.ts';
import { Dialog } from '#src/components/ui/Dialog.tsx';
import { Field } from '#src/components/ui/Field.tsx';
import { PasswordInput } from '#src/components/ui/PasswordInput.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { localHref } from '#src/shared/i18n/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

function DeleteAccount() {
  type Values = z.input<typeof deleteAccountRequest>;
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(deleteAccountRequest), defaultValues: { password: '' } });

  function close() {
    setOpen(false);
    reset();
  }

  async function onSubmit(values: Values) {
    try {
      const answer = await read(api.profile.$delete({ json: values }));
      setSignedOut();
      showToastAfterNavigation({
        title: m.profile_account_deleted(),
        description: answer?.message ?? PROFILE_MESSAGES.accountDeleted,
      });
      window.location.assign(localHref('/'));
    } catch (err) {
      applyServerFieldErrors(err, setError, ['password']);
      showToast({
        title: m.common_error(),
        description: serverMessage(err, m.profile_failed_delete_account_please()),
        variant: 'error',
      });
    }
  }

  return (
    <>
      <p className="text-sm text-ink-muted">{m.profile_favorites_sessions_are_removed()}</p>
      <button
        type="button"
        className="btn mt-4 bg-danger text-white hover:opacity-90 dark:text-canvas"
        onClick={() => setOpen(true)}
      >
        {m.profile_delete_account()}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={m.profile_delete_account_2()}
        description={m.profile_cannot_undone_enter_password()}
      >
        <IslandForm noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <Field label={m.profile_password()} error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" onClick={close}>
              {m.profile_cancel()}
            </button>
            <SubmitButton className="btn-danger" busy={isSubmitting}>
              {isSubmitting ? m.profile_deleting() : m.profile_delete_my_account()}
            </SubmitButton>
          </div>
        </IslandForm>
      </Dialog>
    </>
  );
}

export function DeleteAccountSection() {
  return (
    <ProfileSection
      title={m.profile_delete_account_3()}
      description={m.profile_permanently_remove_account()}
      tone="danger"
    >
      <DeleteAccount />
    </ProfileSection>
  );
}
