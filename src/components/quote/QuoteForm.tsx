import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm, type Path } from 'react-hook-form';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { whoAnswers } from '#src/shared/api/leads.ts';
import type { QuoteAnswer } from '#src/client/answers.ts';
import { SPACE_UNITS, STORAGE_TERM_TYPES } from '#src/shared/catalog.ts';
import { quoteRequestSchema, type QuoteRequest, type QuoteRequestInput } from '#src/shared/validation/quote.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { localHref, m } from '#src/shared/i18n/messages.ts';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { spaceUnitLabel } from '#src/shared/i18n/labels/space-units.ts';
import { termLabel } from '#src/shared/i18n/labels/terms.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';
interface QuoteFormProps {
  /** The listings asked: one on a detail page, up to five on /request-quotes. */
  warehouses: { id: string; name: string }[];
  /** The services these warehouses offer: the ones a visitor can ask for. */
  services: string[];
}

const FAILED = m.quote_failed();

/** The browser's own date, as the date input shows it. */
function localIsoDate(date = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function QuoteForm(props: QuoteFormProps) {
  return (
    <IslandRoot>
      <QuoteFormScreens {...props} />
    </IslandRoot>
  );
}

/** "A", "A and B", "A, B and C". */
function namesOf(names: string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : m.quote_join_at({ join: names.slice(0, -1).join(', '), at: names.at(-1)! });
}

function QuoteFormScreens({ warehouses, services }: QuoteFormProps) {
  const askedNames = namesOf(warehouses.map((w) => w.name));
  const emptyForm: QuoteRequestInput = {
    warehouseIds: warehouses.map((w) => w.id),
    name: '',
    email: '',
    phone: '',
    company: '',
    spaceNeeded: '',
    spaceUnit: 'square_feet',
    startDate: '',
    storageTerm: '' as QuoteRequestInput['storageTerm'],
    servicesNeeded: [],
    message: '',
  };
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteRequestInput, unknown, QuoteRequest>({
    resolver: zodResolver(quoteRequestSchema),
    defaultValues: emptyForm,
  });
  const { field: servicesField } = useController({ control, name: 'servicesNeeded' });
  const selectedServices: string[] = servicesField.value ?? [];
  const servicesError = errors.servicesNeeded?.message ?? errors.servicesNeeded?.root?.message;
  const [sent, setSent] = useState<{ name: string; email: string; requests: QuoteAnswer['requests'] } | null>(null);
  // Set after hydration: the pre-rendered page was built on another day.
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(localIsoDate()), []);
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const onSubmit = async (values: QuoteRequest) => {
    try {
      const answer = await read(api.quotes.$post({ json: values }));
      setSent({ name: values.name, email: values.email, requests: answer.requests });
      reset(emptyForm);
    } catch (err) {
      applyServerFieldErrors(err, setError, Object.keys(emptyForm) as Path<QuoteRequestInput>[]);
      showToast({ title: m.common_error(), description: serverMessage(err, FAILED), variant: 'error' });
    }
  };

  if (sent) {
    return (
      <div
        ref={confirmation}
        tabIndex={-1}
        className="scroll-mt-24 rounded-lg border border-success/40 bg-success-soft p-5 focus:outline-none"
        role="status"
        data-quote-sent
      >
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-success text-surface">
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              aria-hidden="true"
            >
              <path d="M5 12.5 10 17l9-10" />
            </svg>
          </span>
          <p className="text-lg font-semibold text-ink">{m.quote_sent()}</p>
        </div>
        <p className="mt-3 text-sm text-ink">
          {m.quote_thank_name_request_names({
            name: sent.name,
            names_of: namesOf(sent.requests.map((r) => r.warehouseName)),
          })}{' '}
          <strong className="break-all">{sent.email}</strong>.
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink" aria-label={m.quote_who_will_answer()}>
          {sent.requests.map((request) => (
            <li key={request.id}>{whoAnswers(request)}</li>
          ))}
        </ul>
        <button type="button" className="btn-secondary mt-4 w-full" onClick={() => setSent(null)}>
          {m.quote_send_another()}
        </button>
      </div>
    );
  }

  return (
    <IslandForm
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-4"
      aria-label={m.quote_request_quote_from_asked({ asked_names: askedNames })}
      data-quote-form
    >
      <Field label={m.common_name()} error={errors.name?.message}>
        <input type="text" autoComplete="name" className="field-input" {...register('name')} />
      </Field>
      <Field label={m.common_email()} error={errors.email?.message}>
        <input type="email" autoComplete="email" className="field-input" {...register('email')} />
      </Field>
      <Field label={m.common_phone()} error={errors.phone?.message}>
        <input type="tel" autoComplete="tel" className="field-input" {...register('phone')} />
      </Field>
      <Field label={m.common_company_optional()} error={errors.company?.message}>
        <input type="text" autoComplete="organization" className="field-input" {...register('company')} />
      </Field>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3">
        <Field label={m.quote_space_needed()} error={errors.spaceNeeded?.message}>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="field-input"
            {...register('spaceNeeded')}
          />
        </Field>
        <Field label={m.quote_unit()} error={errors.spaceUnit?.message}>
          <select className="field-input" {...register('spaceUnit')}>
            {SPACE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {spaceUnitLabel(unit)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3">
        <Field label={m.quote_start_date()} error={errors.startDate?.message}>
          <input type="date" min={today} className="field-input" {...register('startDate')} />
        </Field>
        <Field label={m.detail_storage_term()} error={errors.storageTerm?.message}>
          <select className="field-input" {...register('storageTerm')}>
            <option value="">{m.common_select()}</option>
            {STORAGE_TERM_TYPES.map((term) => (
              <option key={term} value={term}>
                {termLabel(term)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {services.length > 0 && (
        <fieldset>
          <legend className="field-label">{m.quote_services_needed()}</legend>
          <div className="mt-1 grid gap-1.5">
            {services.map((service) => (
              <label
                key={service}
                className="flex cursor-pointer items-center gap-2.5 rounded-md py-1 text-sm text-ink"
              >
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-line accent-[var(--brand)]"
                  checked={selectedServices.includes(service)}
                  onChange={(e) =>
                    servicesField.onChange(
                      e.target.checked ? [...selectedServices, service] : selectedServices.filter((s) => s !== service),
                    )
                  }
                />
                {serviceLabel(service)}
              </label>
            ))}
          </div>
          {errors.servicesNeeded && <p className="field-error">{servicesError}</p>}
        </fieldset>
      )}
      <Field label={m.common_message()} error={errors.message?.message} hint={m.quote_message_hint()}>
        <textarea rows={4} className="field-input" {...register('message')} />
      </Field>
      <SubmitButton className="btn-primary w-full" busy={isSubmitting}>
        {isSubmitting
          ? m.common_sending()
          : warehouses.length > 1
            ? m.quote_send_length_warehouses({ length: warehouses.length })
            : m.quote_send()}
      </SubmitButton>
      <p className="text-xs text-ink-muted" data-quote-consent>
        <ParaglideMessage
          message={m.quote_consent_see_privacy}
          inputs={{ quote_consent: m.quote_consent_text() }}
          markup={{
            privacy: ({ children }) => (
              <a href={localHref('/privacy')} className="underline">
                {children}
              </a>
            ),
          }}
        />
      </p>
    </IslandForm>
  );
}
