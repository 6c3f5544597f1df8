import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { api, read, readSignedIn } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from '#src/shared/api/second-factor.ts';
import { PROVIDER_LABELS, type SignInProviderName } from '#src/shared/api/sign-in-providers.ts';
import {
  disableSecondFactorRequest,
  secondFactorCodeRequest,
  type DisableSecondFactorRequest,
  type SecondFactorCodeRequest,
} from '#src/shared/validation/sign-in.ts';
import { providerStartUrl } from '#src/components/auth/ProviderButtons.tsx';
import { Field } from '#src/components/ui/Field.tsx';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { PasswordInput } from '#src/components/ui/PasswordInput.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { ProfileSection } from './ProfileSection.tsx';

/**
 * Two-step sign-in (docs/decisions/second-factor.md): set up with a QR code and a confirming
 * code, ten recovery codes shown once, and turning it off with the password (or a provider
 * re-sign-in) and a current code. Admins must have it, so they see no way to turn it off.
 */
export function TwoStepSection({ userId }: { userId: string }) {
  const { query, reload } = useApiQuery(userId, () => readSignedIn(api['second-factor'].$get()), {
    what: 'the two-step sign-in status',
  });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <div id="two-step-sign-in" className="scroll-mt-24">
      <ProfileSection
        title="Two-step sign-in"
        description="After your password, a code from an authenticator app on your phone. Required for administrators; recommended for warehouse owners."
      >
        {query.status === 'loading' && <Spinner label="Loading…" />}
        {query.status === 'error' && <LoadFailed what="your two-step sign-in" />}
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        ) : (
          query.status === 'ready' &&
          (query.data.enabled ? (
            <EnabledFactor status={query.data} onDisabled={reload} />
          ) : (
            <Enrolment
              required={query.data.required}
              onEnrolled={(codes) => {
                setRecoveryCodes(codes);
                reload();
              }}
            />
          ))
        )}
      </ProfileSection>
    </div>
  );
}

function Enrolment({ required, onEnrolled }: { required: boolean; onEnrolled: (codes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    try {
      setEnrolment(await read(api['second-factor'].enrolment.$post()));
    } catch (err) {
      showToast({ title: 'Error', description: serverMessage(err, 'Please try again.'), variant: 'error' });
    } finally {
      setStarting(false);
    }
  }

  if (!enrolment) {
    return (
      <div className="space-y-4">
        {required && (
          <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger">
            {SECOND_FACTOR_MESSAGES.adminNeedsFactor}
          </p>
        )}
        <p className="text-sm text-ink-muted">
          Off. Any authenticator app works: Google Authenticator, Microsoft Authenticator, 1Password…
        </p>
        <button type="button" className="btn-primary" onClick={start} disabled={starting} aria-busy={starting}>
          Set Up Two-step Sign-in
        </button>
      </div>
    );
  }
  return <ConfirmEnrolment enrolment={enrolment} onEnrolled={onEnrolled} />;
}

function ConfirmEnrolment({
  enrolment,
  onEnrolled,
}: {
  enrolment: SecondFactorEnrolment;
  onEnrolled: (codes: string[]) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SecondFactorCodeRequest>({ resolver: zodResolver(secondFactorCodeRequest), defaultValues: { code: '' } });

  async function onSubmit(values: SecondFactorCodeRequest) {
    try {
      const answer = await read(api['second-factor'].confirm.$post({ json: values }));
      onEnrolled(answer.recoveryCodes);
      showToast({ title: 'Two-step sign-in is on', description: 'Save your recovery codes now.', variant: 'success' });
    } catch (err) {
      applyServerFieldErrors(err, setError, ['code']);
      if (!errors.code) setError('code', { message: serverMessage(err, 'Please try again.') });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-ink">1. Scan this code with your authenticator app.</p>
      <svg
        viewBox={`-2 -2 ${enrolment.qr.size + 4} ${enrolment.qr.size + 4}`}
        className="h-48 w-48 rounded-lg bg-white"
        role="img"
        aria-label="QR code for your authenticator app"
        shapeRendering="crispEdges"
      >
        <path d={enrolment.qr.path} fill="#000" />
      </svg>
      <p className="text-sm text-ink-muted">
        Cannot scan it? Enter this key in the app instead:{' '}
        <code className="break-all text-ink" data-testid="totp-secret">
          {enrolment.secret}
        </code>
      </p>
      <p className="text-sm text-ink">2. Enter the 6-digit code the app shows.</p>
      <CodeField label="Code from the app" error={errors.code?.message} registration={register('code')} />
      <button type="submit" className="btn-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Checking…' : 'Turn On'}
      </button>
    </form>
  );
}

/** A box for the authenticator's code: digits, and the phone's one-time-code autofill. */
function CodeField({
  label,
  error,
  registration,
}: {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={label} error={error}>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        className="field-input max-w-40"
        {...registration}
      />
    </Field>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-ink">
        Your recovery codes. Each signs you in once if you lose your phone. Save them somewhere safe now: they are not
        shown again.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-ink">
        {codes.map((code) => (
          <li key={code} className="rounded bg-surface-muted px-2 py-1">
            {code}
          </li>
        ))}
      </ol>
      <button type="button" className="btn-primary" onClick={onDone}>
        I Have Saved Them
      </button>
    </div>
  );
}

function EnabledFactor({ status, onDisabled }: { status: SecondFactorStatus; onDisabled: () => void }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink">
        On. {status.recoveryCodesLeft} of {RECOVERY_CODE_COUNT} recovery codes left.
      </p>
      {status.required ? (
        <p className="text-sm text-ink-muted">{SECOND_FACTOR_MESSAGES.requiredForAdmins}</p>
      ) : (
        <DisableForm status={status} onDisabled={onDisabled} />
      )}
    </div>
  );
}

function DisableForm({ status, onDisabled }: { status: SecondFactorStatus; onDisabled: () => void }) {
  const usePassword = status.hasPassword || !status.recentlyReauthenticated;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DisableSecondFactorRequest>({
    resolver: zodResolver(disableSecondFactorRequest),
    defaultValues: { code: '', password: '' },
  });

  async function onSubmit(values: DisableSecondFactorRequest) {
    try {
      const answer = await read(
        api['second-factor'].disable.$post({ json: { code: values.code, password: values.password || undefined } }),
      );
      showToast({ title: 'Turned off', description: answer.message, variant: 'success' });
      onDisabled();
    } catch (err) {
      applyServerFieldErrors(err, setError, ['code', 'password']);
      showToast({ title: 'Not turned off', description: serverMessage(err, 'Please try again.'), variant: 'error' });
    }
  }

  const provider = status.providers[0] as SignInProviderName | undefined;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <h3 className="text-sm font-semibold text-ink">Turn off two-step sign-in</h3>
      {status.hasPassword ? (
        <Field label="Current password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
      ) : status.recentlyReauthenticated ? (
        <p className="text-sm text-ink-muted">You signed in again a moment ago.</p>
      ) : (
        provider && (
          <p className="text-sm text-ink-muted">
            First{' '}
            <a href={providerStartUrl(provider, { intent: 'reauth' })} className="font-medium text-brand">
              sign in again with {PROVIDER_LABELS[provider]}
            </a>
            .
          </p>
        )
      )}
      {(usePassword || status.recentlyReauthenticated) && (
        <>
          <CodeField label="Current code" error={errors.code?.message} registration={register('code')} />
          <button type="submit" className="btn-secondary" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? 'Turning off…' : 'Turn Off'}
          </button>
        </>
      )}
    </form>
  );
}
