import { describe, expect, it } from 'vitest';
import { inLanguageOf, withLocale } from '#src/server/i18n/request-locale.ts';
import { confirmNewEmailMessage, emailChangeRequestedMessage } from '#src/server/mail/templates/email-change.ts';
import { passwordChangedMessage } from '#src/server/mail/templates/password-changed.ts';
import { resetPasswordMessage } from '#src/server/mail/templates/reset-password.ts';
import { verifyEmailMessage } from '#src/server/mail/templates/verify-email.ts';

const siteUrl = 'https://warehouses.example';
const username = '<img src=x onerror=alert(1)>';
const newEmail = 'new"<b>@example.com';

const english = { locale: 'en' };
const messages = inLanguageOf(english, () => ({
  verify: verifyEmailMessage({ siteUrl, username, token: 'abc' }),
  reset: resetPasswordMessage({ siteUrl, username, token: 'abc' }),
  changed: passwordChangedMessage({ siteUrl, username }),
  confirmNew: confirmNewEmailMessage({ siteUrl, username, newEmail, token: 'abc' }),
  changeNotice: emailChangeRequestedMessage({ siteUrl, username, newEmail }),
}));

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

describe('the language of a mail', () => {
  const render = () => verifyEmailMessage({ siteUrl, username, token: 'abc' });

  it("is refused when nobody chose its recipient's language, even inside a French request", () => {
    expect(render).toThrow("A mail was rendered without its recipient's language");
    expect(() => withLocale('fr', render)).toThrow("A mail was rendered without its recipient's language");
  });

  it("is the recipient's, whatever the language of the request that sends it", () => {
    const french = withLocale('en', () => inLanguageOf({ locale: 'fr' }, render));
    expect(french.html).toContain('<html lang="fr-CA">');
    expect(french.text).toContain(`${siteUrl}/fr/verify-email?token=abc`);
    expect(withLocale('fr', () => inLanguageOf(null, render)).html).toContain('<html lang="en">');
  });
});
