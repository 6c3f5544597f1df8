import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { useId } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { CONTACT_STORAGE_REQUIREMENTS, INQUIRY_TYPES } from '#src/shared/contact-options.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import type { contactFormSchema, ContactFormValues, ContactRequestInput } from '#src/shared/validation/contact.ts';
import { contactSuccessMessage, MESSAGE_LENGTH } from '#src/shared/validation/contact-wording.ts';
import { applyServerFieldErrors } from '#src/components/ui/form-errors.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { FormError } from '#src/components/ui/FormError.tsx';
import { lazyZodResolver } from '#src/components/ui/lazy-resolver.ts';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';
import { localHref } from '#src/shared/i18n/messages.ts';
import { inquiryTypeLabel } from '#src/shared/i18n/labels/inquiry-types.ts';
import { storageRequirementLabel } from '#src/shared/i18n/labels/storage-requirements.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

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
      showToast({ title: m.contact_message_sent(), description: contactSuccessMessage(), variant: 'success' });
      reset(EMPTY);
    } catch (err) {
      applyServerFieldErrors(err, setError, SENT_FIELDS);
      showToast({ title: m.common_error(), description: m.contact_failed_send_message_please(), variant: 'error' });
    }
  };

  return (
    <IslandForm
      {...hydratedMark(hydrated)}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={validation.preload}
      className="space-y-5"
      aria-label={m.contact_contact_form()}
      data-contact-form
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={m.contact_first_name()} error={errors.firstName?.message}>
          <input type="text" className="field-input" autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label={m.contact_last_name()} error={errors.lastName?.message}>
          <input type="text" className="field-input" autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label={m.common_email()} error={errors.email?.message}>
          <input type="email" className="field-input" autoComplete="email" spellCheck={false} {...register('email')} />
        </Field>
        <Field label={m.common_phone()} error={errors.phone?.message}>
          <input type="tel" className="field-input" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field label={m.common_company_optional()} error={errors.company?.message}>
          <input type="text" className="field-input" autoComplete="organization" {...register('company')} />
        </Field>
        <Field label={m.contact_inquiry_type()} error={errors.inquiryType?.message}>
          <select className="field-input" {...register('inquiryType')}>
            <option value="">{m.contact_select_inquiry_type()}</option>
            {INQUIRY_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {inquiryTypeLabel(t.value)}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <fieldset>
        <legend className="field-label">{m.contact_storage_requirements_optional()}</legend>
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
        label={m.common_message()}
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
            <ParaglideMessage
              message={m.contact_agree_terms_directory}
              inputs={{ site_name: SITE_NAME }}
              markup={{
                terms: ({ children }) => (
                  <a href={localHref('/terms')} className="font-medium text-brand underline">
                    {children}
                  </a>
                ),
                privacy: ({ children }) => (
                  <a href={localHref('/privacy')} className="font-medium text-brand underline">
                    {children}
                  </a>
                ),
              }}
            />
          </span>
        </label>
        {errors.agreeToTerms && (
          <p id={termsId} className="field-error" role="alert">
            {errors.agreeToTerms.message}
          </p>
        )}
      </div>

      {hasErrors && <FormError message={m.contact_please_fill_all_required()} />}

      <SubmitButton className="btn-primary w-full sm:w-auto" busy={isSubmitting}>
        {isSubmitting ? m.common_sending() : m.contact_send_inquiry()}
      </SubmitButton>
    </IslandForm>
  );
}
