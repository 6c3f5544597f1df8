import { SITE_NAME } from '#src/shared/site.ts';
import { renderAccountEmail, siteLink, type RenderedEmail } from './layout.ts';

/**
 * Tells an account's owner that an admin gave or took away their admin rights, so a change they
 * did not expect reaches them (and, if the granting admin's account was misused, the operations team through them).
 */
export function adminRightsMessage(input: {
  siteUrl: string;
  username: string;
  granted: boolean;
  by: string;
}): RenderedEmail {
  return renderAccountEmail({
    siteUrl: input.siteUrl,
    subject: input.granted
      ? `You are now an administrator of ${SITE_NAME}`
      : `Your ${SITE_NAME} administrator rights were removed`,
    paragraphs: [
      `Hi ${input.username},`,
      input.granted
        ? `${input.by} gave your account administrator rights: the Admin link in the site's header now opens the dashboard.`
        : `${input.by} removed your account's administrator rights: the dashboard is no longer open to you.`,
      'If you did not expect this, contact us.',
    ],
    footnotes: [`Contact us: ${siteLink(input.siteUrl, '/contact')}`],
  });
}
