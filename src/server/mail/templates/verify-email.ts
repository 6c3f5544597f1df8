import { localHref, m } from '#src/shared/i18n/messages.ts';
import { returnUrlParam } from '#src/shared/return-url.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import { renderAccountEmail, siteLink, type RenderedEmail } from './layout.ts';

export const VERIFY_EMAIL_PATH = '/verify-email';

/** Sent after signup and on "Send Again": the account can log in once this link is opened. */
export function verifyEmailMessage(input: {
  siteUrl: string;
  username: string;
  token: string;
  /** Where logging in after verifying should lead (validated by the request's returnUrl field); the home page by default. */
  returnUrl?: string;
}): RenderedEmail {
  const params = { token: input.token, ...returnUrlParam(input.returnUrl) };
  return renderAccountEmail({
    siteUrl: input.siteUrl,
    subject: m.mail_verify_subject({ site: SITE_NAME }),
    paragraphs: [m.mail_hi({ username: input.username }), m.mail_verify_body({ site: SITE_NAME })],
    action: { label: m.mail_verify_action(), url: siteLink(input.siteUrl, localHref(VERIFY_EMAIL_PATH), params) },
    footnotes: [m.mail_link_24h(), m.mail_verify_ignore()],
  });
}
