import { formatDate } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { myWarehousesAction, renderAccountEmail, type RenderedEmail } from './layout.ts';

/**
 * What billing tells a listing's owner (docs/decisions/billing.md), at the owner's account
 * e-mail, in the language it is rendered in (the owner's, billing-schedule.ts). Each links to
 * /my-warehouses, where "Start subscription" and "Manage billing" are.
 */
interface BillingMailInput {
  siteUrl: string;
  listing: { name: string };
}

/** Dates in these messages are days, written out ("November 26, 2026"); named in UTC, as /my-warehouses names them. */
const day = (at: Date) => formatDate(at, 'long');

/** The first paragraph repeats the subject as a sentence. */
const asSentence = (subject: string) => `${subject}.`;

export function trialEndingMessage(input: BillingMailInput & { trialEndsAt: Date; graceDays: number }): RenderedEmail {
  const { siteUrl, listing } = input;
  const subject = m.mail_trial_ending_subject({ name: listing.name, day: day(input.trialEndsAt) });
  return renderAccountEmail({
    siteUrl,
    subject,
    paragraphs: [
      asSentence(subject),
      m.mail_trial_ending_subscribe(),
      m.mail_trial_ending_grace({ days: input.graceDays }),
    ],
    action: myWarehousesAction(siteUrl, m.listing_start_subscription()),
  });
}

export function coverEndedMessage(
  input: BillingMailInput & { pausesAt: Date; after: 'trial' | 'subscription' },
): RenderedEmail {
  const { siteUrl, listing } = input;
  const ended = input.after === 'trial' ? m.mail_trial_ended_subject : m.mail_subscription_ended_subject;
  const subject = ended({ name: listing.name });
  return renderAccountEmail({
    siteUrl,
    subject,
    paragraphs: [asSentence(subject), m.mail_cover_ended_stays({ day: day(input.pausesAt) })],
    action: myWarehousesAction(siteUrl, m.listing_start_subscription()),
  });
}

export function paymentFailedMessage(input: BillingMailInput & { pausesAt: Date }): RenderedEmail {
  const { siteUrl, listing } = input;
  return renderAccountEmail({
    siteUrl,
    subject: m.mail_payment_failed_subject({ name: listing.name }),
    paragraphs: [
      m.mail_payment_failed_body({ name: listing.name }),
      m.mail_payment_failed_update({ day: day(input.pausesAt) }),
    ],
    action: myWarehousesAction(siteUrl, m.mail_update_payment_details()),
  });
}

/** Billing's own pause, once the grace period after the trial or the last paid month is over unpaid. */
export function billingPausedMessage(input: BillingMailInput & { graceDays: number }): RenderedEmail {
  const { siteUrl, listing } = input;
  return renderAccountEmail({
    siteUrl,
    subject: m.mail_billing_paused_subject({ name: listing.name }),
    paragraphs: [
      m.mail_listing_paused_body({ name: listing.name }),
      m.mail_billing_paused_why({ reason: m.mail_billing_pause_reason({ days: input.graceDays }) }),
      m.mail_billing_paused_pay(),
    ],
    action: myWarehousesAction(siteUrl, m.mail_pay_for_listing()),
  });
}
