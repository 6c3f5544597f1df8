import { localHref, m } from '#src/shared/i18n/messages.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import { renderAccountEmail, siteLink, type RenderedEmail } from './layout.ts';

/**
 * Tells an account's owner that an admin gave or took away their admin rights, so a change they
 * did not expect reaches them (and, if the granting admin's account was misused, the operations team through them).
 * In the language it is rendered in (the account's, src/server/admin/users.ts).
 */
export function adminRightsMessage(input: {
  siteUrl: string;
  username: string;
  granted: boolean;
  by: string;
}): RenderedEmail {
  const site = SITE_NAME;
  return renderAccountEmail({
    siteUrl: input.siteUrl,
    subject: input.granted ? m.mail_admin_granted_subject({ site }) : m.mail_admin_removed_subject({ site }),
    paragraphs: [
      m.mail_hi({ username: input.username }),
      input.granted ? m.mail_admin_granted_body({ by: input.by }) : m.mail_admin_removed_body({ by: input.by }),
      m.mail_admin_unexpected(),
    ],
    footnotes: [m.mail_contact_us({ url: siteLink(input.siteUrl, localHref('/contact')) })],
  });
}
