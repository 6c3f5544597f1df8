import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { api, read, readSignedIn } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES } from '#src/shared/api/second-factor.ts';
import type { SecondFactorEnrolment, SecondFactorStatus } from '#src/client/answers.ts';
import { PROVIDER_LABELS } from '#src/shared/api/sign-in-providers.ts';
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
import { localHref, m } from '#src/shared/i18n/messages.ts';
import { DEFAULT_RETURN_URL, returnUrlFrom } from '#src/shared/return-url.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

/**
 * Two-step sign-in (docs/decisions/second-factor.md): set up with a QR code and a confirming
 * code, ten recovery codes shown once, and turning it off with the password (or a provider
 * re-sign-in) and a current code. Admins must have it, so they see no way to turn it off.
 */
export function TwoStepSection({ userId }: { userId: string }) {
  const { query, reload } = useApiQuery(userId, () => readSignedIn(api['second-factor'].$get()), {
    what: m.profile_two_step_sign_status(),
  });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <div id="two-step-sign-in" className="scroll-mt-24">
      <ProfileSection title={m.profile_two_step_sign()} description={m.profile_after_password_code_from()}>
        {query.status === 'loading' && <Spinner label={m.profile_loading()} />}
        {query.status === 'error' && <LoadFailed what={m.profile_two_step_sign_2()} />}
        {recoveryCodes ? (
          <RecoveryCodes
            codes={recoveryCodes}
            onDone={() => {
              // On the way somewhere (an admin to the dashboard): go on there now that the codes are saved.
              const returnUrl = returnUrlFrom(window.location.search);
              if (returnUrl === DEFAULT_RETURN_URL) setRecoveryCodes(null);
              else window.location.assign(localHref(returnUrl));
            }}
          />
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
      showToast({
        title: m.common_error(),
        description: serverMessage(err, m.profile_please_try_again()),
        variant: 'error',
      });
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
        <p className="text-sm text-ink-muted">{m.profile_off_any_authenticator_app()}</p>
        <button type="button" className="btn-primary" onClick={start} disabled={starting} aria-busy={starting}>
          {m.profile_set_up_two_step()}
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
      showToast({
        title: m.profile_two_step_sign_3(),
        description: m.profile_save_recovery_codes_now(),
        variant: 'success',
      });
    } catch (err) {
      applyServerFieldErrors(err, setError, ['code']);
      if (!errors.code) setError('code', { message: serverMessage(err, m.profile_please_try_again()) });
    }
  }

  return (
    <IslandForm noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-ink">{m.profile_1_scan_code_with()}</p>
      <svg
        viewBox={`-2 -2 ${enrolment.qr.size + 4} ${enrolment.qr.size + 4}`}
        className="h-48 w-48 rounded-lg bg-white"
        role="img"
        aria-label={m.profile_qr_code_authenticator_app()}
        shapeRendering="crispEdges"
      >
        <path d={enrolment.qr.path} fill="#000" />
      </svg>
      <p className="text-sm text-ink-muted">
        {m.profile_cannot_scan_enter_key()}{' '}
        <code className="break-all text-ink" data-testid="totp-secret">
          {enrolment.secret}
        </code>
      </p>
      <p className="text-sm text-ink">{m.profile_2_enter_6_digit()}</p>
      <CodeField label={m.profile_code_from_app()} error={errors.code?.message} registration={register('code')} />
      <SubmitButton className="btn-primary" busy={isSubmitting}>
        {isSubmitting ? m.profile_checking() : m.profile_turn()}
      </SubmitButton>
    </IslandForm>
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
        {m.profile_recovery_codes_each_signs()}
      </p>
      <ol aria-label={m.profile_recovery_codes()} className="grid grid-cols-2 gap-2 font-mono text-sm text-ink">
        {codes.map((code) => (
          <li key={code} className="rounded bg-surface-muted px-2 py-1">
            {code}
          </li>
        ))}
      </ol>
      <button type="button" className="btn-primary" onClick={onDone}>
        {m.profile_i_have_saved_them()}
      </button>
    </div>
  );
}

function EnabledFactor({ status, onDisabled }: { status: SecondFactorStatus; onDisabled: () => void }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink">
        {m.profile_recovery_codes_left_recovery({
          recovery_codes_left: status.recoveryCodesLeft,
          recovery_code_count: RECOVERY_CODE_COUNT,
        })}
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
      showToast({ title: m.profile_turned_off(), description: answer.message, variant: 'success' });
      onDisabled();
    } catch (err) {
      applyServerFieldErrors(err, setError, ['code', 'password']);
      showToast({
        title: m.profile_not_turned_off(),
        description: serverMessage(err, m.profile_please_try_again()),
        variant: 'error',
      });
    }
  }

  const provider = status.providers.at(0);
  return (
    <IslandForm noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <h3 className="text-sm font-semibold text-ink">{m.profile_turn_off_two_step()}</h3>
      {status.hasPassword ? (
        <Field label={m.profile_current_password()} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
      ) : status.recentlyReauthenticated ? (
        <p className="text-sm text-ink-muted">{m.profile_signed_again_moment_ago()}</p>
      ) : (
        provider && (
          <p className="text-sm text-ink-muted">
            <ParaglideMessage
              message={m.profile_first_sign_again_with_p}
              inputs={{ p: PROVIDER_LABELS[provider] }}
              markup={{
                signin: ({ children }) => (
                  <a href={providerStartUrl(provider, { intent: 'reauth' })} className="font-medium text-brand">
                    {children}
                  </a>
                ),
              }}
            />
          </p>
        )
      )}
      {(usePassword || status.recentlyReauthenticated) && (
        <>
          <CodeField label={m.profile_current_code()} error={errors.code?.message} registration={register('code')} />
          <SubmitButton className="btn-secondary" busy={isSubmitting}>
            {isSubmitting ? m.profile_turning_off() : m.profile_turn_off()}
          </SubmitButton>
        </>
      )}
    </IslandForm>
  );
}
