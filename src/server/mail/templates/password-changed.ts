import { localHref, m } from '#src/shared/i18n/messages.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import { renderAccountEmail, siteLink, type RenderedEmail } from './layout.ts';

/** A notice, not a link to act on: it tells the owner early if someone else changed the password. */
export function passwordChangedMessage(input: { siteUrl: string; username: string }): RenderedEmail {
  return renderAccountEmail({
    siteUrl: input.siteUrl,
    subject: m.mail_password_changed_subject({ site: SITE_NAME }),
    paragraphs: [
      m.mail_hi({ username: input.username }),
      m.mail_password_changed_body({ site: SITE_NAME }),
      m.mail_password_changed_if_you(),
      m.mail_password_changed_if_not(),
    ],
    action: { label: m.mail_reset_action(), url: siteLink(input.siteUrl, localHref('/forgot-password')) },
    footnotes: [m.mail_contact_us({ url: siteLink(input.siteUrl, localHref('/contact')) })],
  });
}
