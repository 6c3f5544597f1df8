import { renderAccountEmail, siteLink, type RenderedEmail } from './layout.ts';

/**
 * What billing tells a listing's owner (docs/decisions/billing.md), at the owner's account
 * e-mail. Each links to /my-warehouses, where "Start subscription" and "Manage billing" are.
 */
interface BillingMailInput {
  siteUrl: string;
  listing: { name: string };
}

/** Dates in these messages are days; named in UTC, as /my-warehouses names them. */
const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const myWarehouses = (siteUrl: string, label = 'Open my warehouses') => ({
  label,
  url: siteLink(siteUrl, '/my-warehouses'),
});

export function trialEndingMessage(input: BillingMailInput & { trialEndsAt: Date; graceDays: number }): RenderedEmail {
  const { siteUrl, listing } = input;
  return renderAccountEmail({
    siteUrl,
    subject: `The free trial of "${listing.name}" ends on ${day.format(input.trialEndsAt)}`,
    paragraphs: [
      `The free trial of "${listing.name}" ends on ${day.format(input.trialEndsAt)}.`,
      'To keep it listed, start its monthly subscription from My Warehouses. You can cancel at any time; it then stays listed until the month paid for ends.',
      `Without a subscription the listing stays up for ${input.graceDays} more days after the trial, then it is paused until it is paid.`,
    ],
    action: myWarehouses(siteUrl, 'Start subscription'),
  });
}

export function coverEndedMessage(
  input: BillingMailInput & { pausesAt: Date; after: 'trial' | 'subscription' },
): RenderedEmail {
  const { siteUrl, listing } = input;
  const what = input.after === 'trial' ? 'free trial' : 'subscription';
  return renderAccountEmail({
    siteUrl,
    subject: `The ${what} of "${listing.name}" has ended`,
    paragraphs: [
      `The ${what} of "${listing.name}" has ended.`,
      `It stays listed until ${day.format(input.pausesAt)}; unless it is paid by then, it is paused and leaves search. Start its subscription from My Warehouses to keep it listed.`,
    ],
    action: myWarehouses(siteUrl, 'Start subscription'),
  });
}

export function paymentFailedMessage(input: BillingMailInput & { pausesAt: Date }): RenderedEmail {
  const { siteUrl, listing } = input;
  return renderAccountEmail({
    siteUrl,
    subject: `Payment failed for "${listing.name}"`,
    paragraphs: [
      `We could not take this month's payment for "${listing.name}".`,
      `Please update your card under "Manage billing" on My Warehouses. The listing stays up until ${day.format(input.pausesAt)}; unless it is paid by then, it is paused and leaves search.`,
    ],
    action: myWarehouses(siteUrl, 'Update payment details'),
  });
}

export function billingPausedMessage(input: BillingMailInput & { reason: string }): RenderedEmail {
  const { siteUrl, listing } = input;
  return renderAccountEmail({
    siteUrl,
    subject: `"${listing.name}" is paused until it is paid`,
    paragraphs: [
      `We have paused "${listing.name}": it no longer shows in search or at its own page.`,
      `Why: ${input.reason}`,
      'Pay for it from My Warehouses (start its subscription, or update your card under "Manage billing") and it goes back online as soon as the payment goes through.',
    ],
    action: myWarehouses(siteUrl, 'Pay for the listing'),
  });
}
