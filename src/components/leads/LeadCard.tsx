import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { LEAD_MESSAGES } from '#src/shared/api/leads.ts';
import type { Lead } from '#src/client/answers.ts';
import { LEAD_STATUSES, type LeadStatus } from '#src/shared/catalog.ts';
import { leadReplySchema, type LeadReply } from '#src/shared/validation/quote.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import { formatCalendarDay, formatDateTime, formatNumber } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { leadStatusLabel } from '#src/shared/i18n/labels/lead-statuses.ts';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { spaceUnitLabel } from '#src/shared/i18n/labels/space-units.ts';
import { termLabel } from '#src/shared/i18n/labels/terms.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

/** Each status with its colour from the theme's tokens; the word is always shown too. */
const STATUS_COLOURS: Record<LeadStatus, string> = {
  new: 'border-brand/30 bg-brand-soft text-brand',
  contacted: 'border-line bg-surface-muted text-ink',
  won: 'border-success/30 bg-success-soft text-success',
  lost: 'border-danger/30 bg-danger-soft text-danger',
};

function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`badge shrink-0 border font-semibold ${STATUS_COLOURS[status]}`} data-lead-status={status}>
      {leadStatusLabel(status)}
    </span>
  );
}

/** A mail-app reply with the subject and a greeting filled in. */
function mailtoHref(lead: Lead): string {
  const subject = `Re: your quote request for ${lead.listing.name}`;
  const body = `Hi ${lead.buyer.name},\n\nThank you for your request for ${lead.listing.name}.\n\n`;
  return `mailto:${lead.buyer.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

interface LeadCardProps {
  lead: Lead;
  /** Opened from the e-mail's link: shown marked, with its reply form ready. */
  highlighted: boolean;
  onChanged: (lead: Lead) => void;
}

/** One lead: who asks, what they need, how to reach them, and the owner's reply and status. */
export function LeadCard({ lead, highlighted, onChanged }: LeadCardProps) {
  const [replying, setReplying] = useState(highlighted);
  const [saving, setSaving] = useState(false);
  const headingId = `lead-${lead.id}`;

  async function setStatus(status: LeadStatus) {
    setSaving(true);
    try {
      const answer = await read(api.leads[':leadId'].$patch({ param: { leadId: lead.id }, json: { status } }));
      onChanged(answer.lead);
    } catch (err) {
      showToast({
        title: m.common_error(),
        description: serverMessage(err, m.leads_failed_update_lead()),
        variant: 'error',
      });
    }
    setSaving(false);
  }

  const needs: [string, string][] = [
    [m.card_space(), `${formatNumber(lead.spaceNeeded)} ${spaceUnitLabel(lead.spaceUnit)}`],
    [m.leads_start(), formatCalendarDay(lead.startDate)],
    [m.compare_term(), termLabel(lead.storageTerm)],
    [
      m.search_services(),
      lead.servicesNeeded.length ? lead.servicesNeeded.map(serviceLabel).join(', ') : m.leads_none_asked(),
    ],
  ];

  return (
    <article
      id={headingId}
      aria-labelledby={`${headingId}-title`}
      className={`card scroll-mt-24 p-4 sm:p-5 ${highlighted ? 'ring-2 ring-brand' : ''}`}
      data-lead={lead.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${headingId}-title`} className="text-lg font-semibold break-words text-ink">
            {lead.buyer.name}
            {lead.buyer.company && <span className="font-normal text-ink-muted"> · {lead.buyer.company}</span>}
          </h3>
          <p className="text-sm text-ink-muted">
            <ParaglideMessage
              message={m.leads_for_listing}
              inputs={{ listing: lead.listing.name }}
              markup={{ listing: ({ children }) => <span className="font-medium text-ink">{children}</span> }}
            />{' '}
            · <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
          </p>
        </div>
        <LeadStatusBadge status={lead.status} />
      </div>

      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {needs.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="w-20 shrink-0 text-ink-muted">{label}</dt>
            <dd className="min-w-0 break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {/* The buyer's own words, in whatever language they wrote: lang="" says it is not known. */}
      <p className="mt-3 text-sm whitespace-pre-line text-ink" lang="">
        {lead.message}
      </p>

      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={`mailto:${lead.buyer.email}`} className="break-all text-brand underline">
          {lead.buyer.email}
        </a>
        <a href={`tel:${lead.buyer.phone.replace(/[^\d+]/g, '')}`} className="text-brand underline">
          {lead.buyer.phone}
        </a>
      </p>

      <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-line pt-4">
        <div>
          <label htmlFor={`${headingId}-status`} className="field-label">
            {m.leads_status()}
          </label>
          <select
            id={`${headingId}-status`}
            className="field-input w-auto"
            value={lead.status}
            disabled={saving}
            onChange={(e) => void setStatus(e.target.value as LeadStatus)}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        {!replying && (
          <button type="button" className="btn-primary" onClick={() => setReplying(true)}>
            {m.leads_reply()}
          </button>
        )}
        <a
          href={mailtoHref(lead)}
          className="btn-secondary no-underline"
          // The owner writes from their own mail app: the lead is as contacted as with the form.
          onClick={() => lead.status === 'new' && void setStatus('contacted')}
        >
          {m.leads_reply_from_mail_app()}
        </a>
      </div>
      {replying && <ReplyForm lead={lead} onSent={onChanged} onCancel={() => setReplying(false)} />}
    </article>
  );
}

function ReplyForm({ lead, onSent, onCancel }: { lead: Lead; onSent: (lead: Lead) => void; onCancel: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LeadReply>({ resolver: zodResolver(leadReplySchema), defaultValues: { message: '' } });

  const onSubmit = async (values: LeadReply) => {
    try {
      const answer = await read(api.leads[':leadId'].reply.$post({ param: { leadId: lead.id }, json: values }));
      reset();
      onSent(answer.lead);
      onCancel();
      showToast({
        title: m.leads_reply_sent(),
        description: LEAD_MESSAGES.replied(lead.buyer.name),
        variant: 'success',
      });
    } catch (err) {
      showToast({
        title: m.common_error(),
        description: serverMessage(err, m.leads_failed_send_reply()),
        variant: 'error',
      });
    }
  };

  return (
    <IslandForm
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="mt-4 space-y-3"
      aria-label={m.leads_reply_name({ name: lead.buyer.name })}
      data-lead-reply
    >
      <Field
        label={m.leads_reply_name_2({ name: lead.buyer.name })}
        error={errors.message?.message}
        hint={m.leads_sent_from_us_by({ name: lead.buyer.name })}
      >
        <textarea rows={5} className="field-input" {...register('message')} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <SubmitButton className="btn-primary" busy={isSubmitting}>
          {isSubmitting ? m.common_sending() : m.leads_send_reply()}
        </SubmitButton>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          {m.profile_cancel()}
        </button>
      </div>
    </IslandForm>
  );
}
