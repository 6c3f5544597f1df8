import { SITE_NAME } from '#src/shared/site.ts';
import { renderAccountEmail, siteLink, type RenderedEmail } from './layout.ts';
import { VERIFY_EMAIL_PATH } from './verify-email.ts';

/** Sent to the NEW address: the account's email changes only once this link is opened. */
export function confirmNewEmailMessage(input: {
  siteUrl: string;
  username: string;
  newEmail: string;
  token: string;
}): RenderedEmail {
  return renderAccountEmail({
    siteUrl: input.siteUrl,
    subject: `Confirm your new email address for ${SITE_NAME}`,
    paragraphs: [
      `Hi ${input.username},`,
      `You asked to use ${input.newEmail} for your ${SITE_NAME} account. Confirm the change with the link below; until then your old address stays in use.`,
    ],
    action: { label: 'Confirm my new email', url: siteLink(input.siteUrl, VERIFY_EMAIL_PATH, { token: input.token }) },
    footnotes: [
      'This link expires in 24 hours and works once.',
      'If you did not ask for this, you can ignore this message.',
    ],
  });
}

/** Sent to the OLD address, so the owner hears about a change someone else may have started. */
export function emailChangeRequestedMessage(input: {
  siteUrl: string;
  username: string;
  newEmail: string;
}): RenderedEmail {
  return renderAccountEmail({
    siteUrl: input.siteUrl,
    subject: `An email change was requested for your ${SITE_NAME} account`,
    paragraphs: [
      `Hi ${input.username},`,
      `Someone signed in to your account asked to change its email address to ${input.newEmail}. The change happens only when the link sent to that address is opened.`,
      'If this was not you, change your password now: that also cancels any change someone else started.',
    ],
    action: { label: 'Reset my password', url: siteLink(input.siteUrl, '/forgot-password') },
    footnotes: [`Contact us: ${siteLink(input.siteUrl, '/contact')}`],
  });
}
