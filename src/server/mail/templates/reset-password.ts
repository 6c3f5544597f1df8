import { localHref, m } from '#src/shared/i18n/messages.ts';
import { returnUrlParam } from '#src/shared/return-url.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import { renderAccountEmail, siteLink, type RenderedEmail } from './layout.ts';

const RESET_PASSWORD_PATH = '/reset-password';

export function resetPasswordMessage(input: {
  siteUrl: string;
  username: string;
  token: string;
  /** Where logging in with the new password should lead (validated by forgotPasswordRequest). */
  returnUrl?: string;
}): RenderedEmail {
  const params = { token: input.token, ...returnUrlParam(input.returnUrl) };
  return renderAccountEmail({
    siteUrl: input.siteUrl,
    subject: m.mail_reset_subject({ site: SITE_NAME }),
    paragraphs: [m.mail_hi({ username: input.username }), m.mail_reset_body()],
    action: { label: m.mail_reset_action(), url: siteLink(input.siteUrl, localHref(RESET_PASSWORD_PATH), params) },
    footnotes: [m.mail_reset_expiry(), m.mail_reset_ignore()],
  });
}
