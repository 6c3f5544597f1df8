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
    subject: `Verify your email address for ${SITE_NAME}`,
    paragraphs: [
      `Hi ${input.username},`,
      `Thanks for signing up for ${SITE_NAME}. Please confirm that this is your email address so you can log in.`,
    ],
    action: { label: 'Verify my email', url: siteLink(input.siteUrl, VERIFY_EMAIL_PATH, params) },
    footnotes: [
      'This link expires in 24 hours and works once.',
      `If you did not create an account, you can ignore this message.`,
    ],
  });
}
