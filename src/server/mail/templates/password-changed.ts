import { SITE_NAME } from '#src/shared/site.ts';
import { renderAccountEmail, siteLink, type RenderedEmail } from './layout.ts';

/** A notice, not a link to act on: it tells the owner early if someone else changed the password. */
export function passwordChangedMessage(input: { siteUrl: string; username: string }): RenderedEmail {
  return renderAccountEmail({
    siteUrl: input.siteUrl,
    subject: `Your ${SITE_NAME} password was changed`,
    paragraphs: [
      `Hi ${input.username},`,
      `The password of your ${SITE_NAME} account was just changed, and other devices were signed out.`,
      'If this was you, there is nothing else to do.',
      'If it was not you, reset your password now with the link below and contact us.',
    ],
    action: { label: 'Reset my password', url: siteLink(input.siteUrl, '/forgot-password') },
    footnotes: [`Contact us: ${siteLink(input.siteUrl, '/contact')}`],
  });
}
