import { useId } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { CONTACT_STORAGE_REQUIREMENTS, INQUIRY_TYPES } from '#src/shared/catalog.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import type { contactFormSchema, ContactFormValues, ContactRequestInput } from '#src/shared/validation/contact.ts';
import { CONTACT_SUCCESS_MESSAGE, MESSAGE_LENGTH } from '#src/shared/validation/contact-wording.ts';
import { applyServerFieldErrors } from '#src/components/ui/form-errors.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { FormError } from '#src/components/ui/FormError.tsx';
import { lazyZodResolver } from '#src/components/ui/lazy-resolver.ts';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';
import { localHref } from '#src/shared/i18n/messages.ts';
import { inquiryTypeLabel, storageRequirementLabel } from '#src/shared/i18n/value-labels.ts';

type ContactFormOutput = z.output<typeof contactFormSchema>;

const EMPTY: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  inquiryType: '' as ContactFormValues['inquiryType'],
  storageRequirements: [],
  message: '',
  agreeToTerms: false,
};

const SENT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'inquiryType',
  'storageRequirements',
  'message',
] as const;

const validation = lazyZodResolver(() => import('#src/shared/validation/contact.ts').then((m) => m.contactFormSchema));

export function ContactForm() {
  const hydrated = useHydrated();
  const termsId = useId();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const { field: requirements } = useController({ control, name: 'storageRequirements' });
  const selected = requirements.value ?? [];
  const message = useWatch({ control, name: 'message' }) ?? '';
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = async ({ agreeToTerms: _consent, ...request }: ContactFormOutput) => {
    try {
      await read(api.contact.$post({ json: request satisfies ContactRequestInput }));
      showToast({ title: 'Message Sent!', description: CONTACT_SUCCESS_MESSAGE, variant: 'success' });
      reset(EMPTY);
    } catch (err) {
      applyServerFieldErrors(err, setError, SENT_FIELDS);
      showToast({ title: 'Error', description: 'Failed to send your message. Please try again.', variant: 'error' });
    }
  };

  return (
    <form
      {...hydratedMark(hydrated)}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={validation.preload}
      className="space-y-5"
      aria-label="Contact form"
      data-contact-form
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          <input type="text" className="field-input" autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          <input type="text" className="field-input" autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input type="email" className="field-input" autoComplete="email" spellCheck={false} {...register('email')} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <input type="tel" className="field-input" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field label="Company (optional)" error={errors.company?.message}>
          <input type="text" className="field-input" autoComplete="organization" {...register('company')} />
        </Field>
        <Field label="Inquiry type" error={errors.inquiryType?.message}>
          <select className="field-input" {...register('inquiryType')}>
            <option value="">Select an inquiry type</option>
            {INQUIRY_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {inquiryTypeLabel(t.value)}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <fieldset>
        <legend className="field-label">Storage requirements (optional)</legend>
        <div className="mt-1 grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
          {CONTACT_STORAGE_REQUIREMENTS.map((r) => (
            <label key={r.id} className="flex cursor-pointer items-center gap-2.5 py-1 text-sm text-ink">
              <input
                type="checkbox"
                className="h-4 w-4 accent-[var(--brand)]"
                value={r.id}
                checked={selected.includes(r.id)}
                onChange={(e) =>
                  requirements.onChange(e.target.checked ? [...selected, r.id] : selected.filter((id) => id !== r.id))
                }
              />
              {storageRequirementLabel(r.id)}
            </label>
          ))}
        </div>
      </fieldset>

      <Field
        label="Message"
        error={errors.message?.message}
        hint={
          <span
            className={message.length > MESSAGE_LENGTH.max ? 'font-semibold text-danger' : undefined}
            data-message-counter
          >
            {message.length}/{MESSAGE_LENGTH.max}
          </span>
        }
      >
        <textarea rows={6} className="field-input" {...register('message')} />
      </Field>

      <div>
        <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--brand)]"
            aria-invalid={errors.agreeToTerms ? true : undefined}
            aria-describedby={errors.agreeToTerms ? termsId : undefined}
            {...register('agreeToTerms')}
          />
          <span>
            I agree to the{' '}
            <a href={localHref('/terms')} className="font-medium text-brand underline">
              Terms of Service
            </a>{' '}
            and{' '}
            <a href={localHref('/privacy')} className="font-medium text-brand underline">
              Privacy Policy
            </a>
            . I understand that {SITE_NAME} is only a directory and lead-generation platform and that my inquiry may be
            shared with listed warehouses.
          </span>
        </label>
        {errors.agreeToTerms && (
          <p id={termsId} className="field-error" role="alert">
            {errors.agreeToTerms.message}
          </p>
        )}
      </div>

      {hasErrors && <FormError message="Please fill in all required fields above before submitting." />}

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send Inquiry'}
      </button>
    </form>
  );
}
