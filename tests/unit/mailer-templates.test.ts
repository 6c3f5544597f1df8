import { describe, expect, it } from 'vitest';
import { confirmNewEmailMessage, emailChangeRequestedMessage } from '#src/server/mail/templates/email-change.ts';
import { passwordChangedMessage } from '#src/server/mail/templates/password-changed.ts';
import { resetPasswordMessage } from '#src/server/mail/templates/reset-password.ts';
import { verifyEmailMessage } from '#src/server/mail/templates/verify-email.ts';

const siteUrl = 'https://warehouses.example';
const username = '<img src=x onerror=alert(1)>';
const newEmail = 'new"<b>@example.com';

const messages = {
  verify: verifyEmailMessage({ siteUrl, username, token: 'abc' }),
  reset: resetPasswordMessage({ siteUrl, username, token: 'abc' }),
  changed: passwordChangedMessage({ siteUrl, username }),
  confirmNew: confirmNewEmailMessage({ siteUrl, username, newEmail, token: 'abc' }),
  changeNotice: emailChangeRequestedMessage({ siteUrl, username, newEmail }),
};

describe('account e-mail templates', () => {
  it.each(Object.entries(messages))(
    '%s: has a subject, plain text and HTML, and links only to the site',
    (_, message) => {
      expect(message.subject.length).toBeGreaterThan(10);
      for (const body of [message.text, message.html]) {
        const links = body.match(/https?:\/\/[^\s"<]+/g) ?? [];
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link.startsWith(`${siteUrl}/`)).toBe(true);
      }
    },
  );

  it.each(Object.entries(messages))('%s: escapes the username and addresses in the HTML', (_, message) => {
    expect(message.html).not.toContain('<img');
    expect(message.html).not.toContain('"<b>');
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('puts the token in the verification and reset links', () => {
    expect(messages.verify.text).toContain(`${siteUrl}/verify-email?token=abc`);
    expect(messages.confirmNew.text).toContain(`${siteUrl}/verify-email?token=abc`);
    expect(messages.reset.text).toContain(`${siteUrl}/reset-password?token=abc`);
  });
});
