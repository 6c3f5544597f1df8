import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useReturnUrl } from './use-return-url.ts';
import { useForm, useWatch } from 'react-hook-form';
import { api, read } from '#src/client/api.ts';
import { setSignedIn } from '#src/client/session.ts';
import { showToast, showToastAfterNavigation } from '#src/client/toast.ts';
import { returnUrlParam, withReturnUrl } from '#src/shared/return-url.ts';
import { OtherAccountScreen } from './OtherAccountScreen.tsx';
import { SITE_NAME } from '#src/shared/site.ts';
import { signupForm, type SignupForm as SignupValues, type SignupRequest } from '#src/shared/validation/auth.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { UsernameField } from '#src/components/auth/UsernameField.tsx';
import { Icon } from '#src/components/ui/Icon.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import { LegalSummaryDialog, type LegalDocument } from './LegalSummaryDialog.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { PendingVerificationDialog } from './PendingVerificationDialog.tsx';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { localHref } from '#src/shared/i18n/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';
import type { SignupAnswer } from '#src/client/answers.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

export function SignupForm() {
  return (
    <IslandRoot>
      <SignupFormScreens />
    </IslandRoot>
  );
}

function SignupFormScreens() {
  const returnUrl = useReturnUrl();
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  /** The address a verification link went to; set once the account exists. */
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const [pendingOpen, setPendingOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupForm),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  async function logInVerifiedUser(credentials: SignupRequest) {
    try {
      const answer = await read(
        api.auth.login.$post({ json: { usernameOrEmail: credentials.username, password: credentials.password } }),
      );
      // A new account has no second factor, so the answer is always the signed-in user.
      if (!answer || !('user' in answer)) throw new Error('No user in the login answer');
      setSignedIn(answer.user);
      showToastAfterNavigation({
        title: m.auth_welcome_site_name({ site_name: SITE_NAME }),
        description: m.auth_account_ready(),
        variant: 'success',
      });
      window.location.assign(returnUrl);
    } catch (err) {
      console.warn('Login after signup failed', err);
      window.location.assign(localHref(withReturnUrl('/login', returnUrl)));
    }
  }

  async function onSubmit(values: SignupValues) {
    // confirmPassword and agreeToTerms stay in the browser: the API takes neither (docs/decisions/visitor-wording.md).
    const request: SignupRequest = {
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      ...returnUrlParam(returnUrl),
    };
    let answer: SignupAnswer;
    try {
      answer = await read(api.auth.signup.$post({ json: request }));
    } catch (err) {
      applyServerFieldErrors(err, setError, ['username', 'email', 'password']);
      showToast({
        title: m.auth_signup_failed(),
        description: serverMessage(err, m.auth_failed_create_account_please()),
        variant: 'error',
      });
      return;
    }
    if (answer?.requiresVerification) {
      setCreatedFor(answer.email ?? answer.user?.email ?? request.email);
      setPendingOpen(true);
    } else if (answer?.user?.emailVerified) {
      await logInVerifiedUser(request);
    } else if (answer?.user) {
      window.location.assign(localHref('/check-email'));
    } else {
      showToast({
        title: m.auth_signup_error(),
        description: m.auth_unexpected_response_from_server(),
        variant: 'error',
      });
    }
  }

  if (createdFor) {
    return (
      <div className="space-y-4 text-center">
        <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-success-soft text-success">
          <Icon name="mail" className="h-6 w-6" />
        </div>
        <h2 className="text-xl font-semibold text-ink">{m.auth_account_was_created()}</h2>
        <p className="text-sm text-ink-muted">
          <ParaglideMessage
            message={m.auth_we_sent_verification_link_open}
            inputs={{ email: createdFor }}
            markup={{ email: ({ children }) => <strong className="break-all text-ink">{children}</strong> }}
          />
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <a href={localHref(withReturnUrl('/login', returnUrl))} className="btn-primary no-underline">
            {m.auth_go_login()}
          </a>
          <button type="button" className="btn-secondary" onClick={() => setPendingOpen(true)}>
            {m.auth_didn_t_get_email()}
          </button>
        </div>
        <PendingVerificationDialog
          open={pendingOpen}
          email={createdFor}
          returnUrl={returnUrl}
          onClose={() => setPendingOpen(false)}
        />
      </div>
    );
  }

  return (
    <>
      <IslandForm noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <UsernameField registration={register('username')} error={errors.username?.message} />
        <Field label={m.common_email()} error={errors.email?.message}>
          <input type="email" className="field-input" autoComplete="email" spellCheck={false} {...register('email')} />
        </Field>
        <NewPasswordFields
          label={m.profile_password()}
          confirmLabel={m.auth_confirm_password()}
          value={password}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
          passwordInput={register('password')}
          confirmInput={register('confirmPassword')}
        />
        <div>
          <div className="flex items-start gap-3">
            <input
              id="agree-to-terms"
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-line accent-brand"
              aria-labelledby="agree-to-terms-text"
              aria-invalid={errors.agreeToTerms ? true : undefined}
              aria-describedby={errors.agreeToTerms ? 'agree-to-terms-error' : undefined}
              {...register('agreeToTerms')}
            />
            {/* The buttons cannot sit in the label (HTML allows it one control), so the label holds the words before them. */}
            <div id="agree-to-terms-text" className="text-sm text-ink">
              <ParaglideMessage
                message={m.auth_agree_terms_privacy}
                markup={{
                  agree: ({ children }) => <label htmlFor="agree-to-terms">{children}</label>,
                  terms: ({ children }) => <LegalButton onClick={() => setLegal('terms')}>{children}</LegalButton>,
                  privacy: ({ children }) => <LegalButton onClick={() => setLegal('privacy')}>{children}</LegalButton>,
                }}
              />
            </div>
          </div>
          {errors.agreeToTerms?.message && (
            <p id="agree-to-terms-error" className="field-error" role="alert">
              {errors.agreeToTerms.message}
            </p>
          )}
        </div>
        <SubmitButton className="btn-primary w-full" busy={isSubmitting}>
          {isSubmitting ? m.auth_creating_account() : m.auth_create_account()}
        </SubmitButton>
        <OtherAccountScreen message={m.auth_have_account_login} screen="/login" returnUrl={returnUrl} />
      </IslandForm>
      <LegalSummaryDialog document={legal} onClose={() => setLegal(null)} />
    </>
  );
}

/** A link-styled button in the terms sentence: it opens the document's summary over the form. */
function LegalButton({ onClick, children }: { onClick: () => void; children?: ReactNode }) {
  return (
    <button type="button" className="font-medium text-brand underline underline-offset-2" onClick={onClick}>
      {children}
    </button>
  );
}
