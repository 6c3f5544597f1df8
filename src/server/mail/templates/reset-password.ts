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
    subject: `Reset your ${SITE_NAME} password`,
    paragraphs: [
      `Hi ${input.username},`,
      'We received a request to reset the password of your account. Choose a new password with the link below.',
    ],
    action: { label: 'Reset my password', url: siteLink(input.siteUrl, RESET_PASSWORD_PATH, params) },
    footnotes: [
      'This link expires in 1 hour and works once. Resetting your password signs you out on every device.',
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    ],
  });
}
