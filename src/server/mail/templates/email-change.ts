import { localHref, m } from '#src/shared/i18n/messages.ts';
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
    subject: m.mail_confirm_email_subject({ site: SITE_NAME }),
    paragraphs: [
      m.mail_hi({ username: input.username }),
      m.mail_confirm_email_body({ email: input.newEmail, site: SITE_NAME }),
    ],
    action: {
      label: m.mail_confirm_email_action(),
      url: siteLink(input.siteUrl, localHref(VERIFY_EMAIL_PATH), { token: input.token }),
    },
    footnotes: [m.mail_link_24h(), m.mail_ignore()],
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
    subject: m.mail_email_change_subject({ site: SITE_NAME }),
    paragraphs: [
      m.mail_hi({ username: input.username }),
      m.mail_email_change_body({ email: input.newEmail }),
      m.mail_email_change_if_not(),
    ],
    action: { label: m.mail_reset_action(), url: siteLink(input.siteUrl, localHref('/forgot-password')) },
    footnotes: [m.mail_contact_us({ url: siteLink(input.siteUrl, localHref('/contact')) })],
  });
}
