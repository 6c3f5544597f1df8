import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { apiRequest, getQuery } from '#src/client/api.ts';
import { $session, setSignedIn, setSignedOut } from '#src/client/session.ts';
import { showToast, showToastAfterNavigation } from '#src/client/toast.ts';
import {
  changeEmailRequest,
  changePasswordForm,
  deleteAccountRequest,
  updateUsernameRequest,
  type ChangePasswordForm,
} from '#src/shared/validation/auth.ts';
import { Dialog } from '#src/components/ui/Dialog.tsx';
import { Field } from '#src/components/ui/Field.tsx';
import { PasswordInput } from '#src/components/ui/PasswordInput.tsx';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { SignInRequired } from './SignInRequired.tsx';

/** GET /api/profile: the session user plus what only this page needs. */
interface Profile {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: string | null;
  createdAt: string;
}

type OnProfile = (profile: Profile) => void;

function keepSessionInStep(profile: Profile) {
  setSignedIn({ id: profile.id, username: profile.username, email: profile.email, isAdmin: profile.isAdmin });
}

function Section({ title, description, children, tone = 'default' }: { title: string; description: string; children: ReactNode; tone?: 'default' | 'danger' }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`card p-6 sm:p-8 ${tone === 'danger' ? 'border-danger/40' : ''}`}>
      <div className="md:grid md:grid-cols-3 md:gap-8">
        <div>
          <h2 id={headingId} className={`text-lg font-semibold ${tone === 'danger' ? 'text-danger' : 'text-ink'}`}>
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{description}</p>
        </div>
        <div className="mt-5 md:col-span-2 md:mt-0">{children}</div>
      </div>
    </section>
  );
}

function UsernameForm({ profile, onProfile }: { profile: Profile; onProfile: OnProfile }) {
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
      const answer = await apiRequest<{ user: Profile }>('PATCH', '/api/profile/username', { username: values.username.trim() });
      onProfile(answer.user);
      keepSessionInStep(answer.user);
      reset({ username: answer.user.username });
      showToast({ title: 'Username updated', description: `You are now ${answer.user.username}.`, variant: 'success' });
    } catch (err) {
      applyServerFieldErrors(err, setError, ['username']);
      showToast({ title: 'Error', description: serverMessage(err, 'Failed to update your username. Please try again.'), variant: 'error' });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <Field label="Username" error={errors.username?.message} hint="4-20 characters: letters, numbers, underscores and hyphens.">
        <input className="field-input" autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
      </Field>
      <button type="submit" className="btn-primary" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save Username'}
      </button>
    </form>
  );
}

function EmailForm({ profile, onProfile }: { profile: Profile; onProfile: OnProfile }) {
  type Values = z.input<typeof changeEmailRequest>;
  const [cancelling, setCancelling] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(changeEmailRequest), defaultValues: { newEmail: '', currentPassword: '' } });

  async function onSubmit(values: Values) {
    try {
      const answer = await apiRequest<{ user: Profile; message?: string }>('POST', '/api/profile/email', {
        newEmail: values.newEmail.trim(),
        currentPassword: values.currentPassword,
      });
      onProfile(answer.user);
      reset();
      showToast({ title: 'Confirm your new email', description: answer.message ?? 'We sent a confirmation link to your new address.', variant: 'success' });
    } catch (err) {
      applyServerFieldErrors(err, setError, ['newEmail', 'currentPassword']);
      showToast({ title: 'Error', description: serverMessage(err, 'Failed to change your email. Please try again.'), variant: 'error' });
    }
  }

  async function cancelChange() {
    setCancelling(true);
    try {
      const answer = await apiRequest<{ user: Profile; message?: string }>('DELETE', '/api/profile/email');
      onProfile(answer.user);
      showToast({ title: 'Email change cancelled', description: answer.message ?? `You keep using ${answer.user.email}.` });
    } catch (err) {
      showToast({ title: 'Error', description: serverMessage(err, 'Failed to cancel the email change.'), variant: 'error' });
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
            Waiting for confirmation: <strong className="break-all">{profile.pendingEmail}</strong>. Open the link we sent there to finish the change; until then, keep
            using your current address to log in.
          </p>
          <button type="button" className="btn-secondary mt-3" onClick={cancelChange} disabled={cancelling} aria-busy={cancelling}>
            Cancel Email Change
          </button>
        </div>
      )}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <Field label="New email" error={errors.newEmail?.message}>
          <input type="email" className="field-input" autoComplete="email" spellCheck={false} {...register('newEmail')} />
        </Field>
        <Field label="Current password" error={errors.currentPassword?.message} hint="We ask for it so nobody else can move your account to another address.">
          <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <button type="submit" className="btn-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Change Email'}
        </button>
      </form>
    </div>
  );
}

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
      const answer = await apiRequest<{ message?: string }>('POST', '/api/profile/password', {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      reset();
      showToast({ title: 'Password changed', description: answer?.message ?? 'Your password has been changed.', variant: 'success' });
    } catch (err) {
      applyServerFieldErrors(err, setError, ['currentPassword', 'newPassword']);
      showToast({ title: 'Error', description: serverMessage(err, 'Failed to change your password. Please try again.'), variant: 'error' });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <Field label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <NewPasswordFields
        label="New password"
        confirmLabel="Confirm new password"
        value={newPassword}
        passwordError={errors.newPassword?.message}
        confirmError={errors.confirmPassword?.message}
        passwordInput={register('newPassword')}
        confirmInput={register('confirmPassword')}
      />
      <button type="submit" className="btn-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Change Password'}
      </button>
    </form>
  );
}

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
      const answer = await apiRequest<{ message?: string }>('DELETE', '/api/profile', values);
      setSignedOut();
      showToastAfterNavigation({ title: 'Account deleted', description: answer?.message ?? 'Your account has been deleted.' });
      window.location.assign('/');
    } catch (err) {
      applyServerFieldErrors(err, setError, ['password']);
      showToast({ title: 'Error', description: serverMessage(err, 'Failed to delete your account. Please try again.'), variant: 'error' });
    }
  }

  return (
    <>
      <p className="text-sm text-ink-muted">
        Your favorites and sessions are removed for good. Warehouses you listed stay in the directory without an owner; contact us if they should come down too.
      </p>
      <button type="button" className="btn mt-4 bg-danger text-white hover:opacity-90 dark:text-canvas" onClick={() => setOpen(true)}>
        Delete Account
      </button>
      <Dialog open={open} onClose={close} title="Delete your account?" description="This cannot be undone. Enter your password to confirm.">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <Field label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn bg-danger text-white hover:opacity-90 dark:text-canvas" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Deleting…' : 'Delete My Account'}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

const memberSince = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });

export function ProfilePage() {
  const session = useStore($session);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const userId = session.user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    let current = true;
    getQuery<{ user: Profile }>(['/api', 'profile'], { on401: 'returnNull' })
      .then((answer) => {
        if (!current) return;
        if (answer) setProfile(answer.user);
        else setSignedOut();
      })
      .catch((err) => {
        console.warn('Could not load the profile', err);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [userId]);

  if (session.status === 'anonymous') {
    return <SignInRequired title="Log in to see your profile" text="Your profile is where you change your username, email and password." />;
  }
  if (failed) {
    return <LoadFailed what="your profile" />;
  }
  if (!profile) return <Spinner label="Loading your profile…" />;

  return (
    <div className="space-y-6">
      <section aria-label="Account summary" className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:p-8">
        <div className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand text-xl font-bold text-on-brand" aria-hidden="true">
          {profile.username.slice(0, 1).toUpperCase()}
        </div>
        <div className="min-w-0">
          <p className="text-xl font-semibold break-words text-ink">{profile.username}</p>
          <p className="text-sm break-all text-ink-muted">{profile.email}</p>
          <p className="mt-1 text-sm text-ink-muted">Member since {memberSince(profile.createdAt)}</p>
        </div>
        <div className="flex gap-2 sm:ml-auto">
          <a href="/favorites" className="btn-secondary no-underline">
            Favorites
          </a>
          <a href="/my-warehouses" className="btn-secondary no-underline">
            My Warehouses
          </a>
        </div>
      </section>
      <Section title="Username" description="The name shown in the menu and used to log in.">
        <UsernameForm profile={profile} onProfile={setProfile} />
      </Section>
      <Section title="Email address" description="Where we send account messages. A new address must be confirmed before it replaces the current one.">
        <EmailForm profile={profile} onProfile={setProfile} />
      </Section>
      <Section title="Password" description="Changing it signs you out on every other device.">
        <PasswordForm />
      </Section>
      <Section title="Delete account" description="Permanently remove your account." tone="danger">
        <DeleteAccount />
      </Section>
    </div>
  );
}
