import { mailLanguage } from '#src/server/i18n/request-locale.ts';
import { LANGUAGE_TAG } from '#src/shared/i18n/locale.ts';
import { localHref, m } from '#src/shared/i18n/messages.ts';
import { SITE_NAME } from '#src/shared/site.ts';

/** What every template returns; the mailer adds the recipient and the kind. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** User data (usernames, addresses) goes into HTML only through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

/** Only links under the configured site URL end up in a message, never one built from a request. */
export function siteLink(siteUrl: string, pathname: string, params: Record<string, string> = {}): string {
  const url = new URL(pathname, `${siteUrl}/`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** /my-warehouses in the current language: the button of the owner's mails about a listing. */
export const myWarehousesAction = (siteUrl: string, label: string = m.mail_open_my_warehouses()) => ({
  label,
  url: siteLink(siteUrl, localHref('/my-warehouses')),
});

export interface AccountEmailParts {
  siteUrl: string;
  subject: string;
  /** Plain-text paragraphs; the HTML version escapes them. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button, e.g. when the link expires. */
  footnotes?: string[];
}

/** Inline styles (mail clients ignore style sheets), in the site's brand colour. */
export const emailStyles = {
  body: 'margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;',
  card: 'max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;',
  brand: 'margin:0 0 24px;font-size:18px;font-weight:bold;',
  brandLink: 'color:#0e5a8a;text-decoration:none;',
  link: 'color:#0e5a8a;',
  paragraph: 'margin:0 0 16px;font-size:15px;line-height:1.5;',
  muted: 'color:#52606d;',
  button:
    'display:inline-block;padding:12px 24px;background:#0e5a8a;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;font-size:15px;',
  fallback: 'margin:16px 0;font-size:13px;line-height:1.5;color:#52606d;word-break:break-all;',
  footnote: 'margin:0 0 8px;font-size:13px;line-height:1.5;color:#52606d;',
};

/**
 * The HTML document every message shares: the brand line linking home, then its own content. In
 * the language chosen for the recipient (mailLanguage throws if none was).
 */
export function emailDocument(parts: { siteUrl: string; subject: string; content: string[] }): string {
  return [
    '<!doctype html>',
    `<html lang="${LANGUAGE_TAG[mailLanguage()]}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    `<body style="${emailStyles.body}"><div style="${emailStyles.card}">`,
    `<p style="${emailStyles.brand}"><a href="${escapeHtml(siteLink(parts.siteUrl, localHref('/')))}" style="${emailStyles.brandLink}">${escapeHtml(SITE_NAME)}</a></p>`,
    ...parts.content,
    '</div></body></html>',
  ].join('\n');
}

/** The plain-text signature every message ends with. */
export const textSignature = (siteUrl: string) => `— ${SITE_NAME}\n${siteLink(siteUrl, localHref('/'))}`;

/** "Label: value" in the current language (French sets a no-break space before the colon); `value` may start a new line. */
export const labelled = (label: string, value: string, separator = ' ') =>
  `${m.mail_label({ label })}${separator}${value}`;

/** One look for every account message: a short text, one button, and the same link in plain text. */
export function renderAccountEmail(parts: AccountEmailParts): RenderedEmail {
  const { action, footnotes = [] } = parts;
  const text = [
    ...parts.paragraphs,
    ...(action ? [labelled(action.label, action.url)] : []),
    ...footnotes,
    textSignature(parts.siteUrl),
  ].join('\n\n');

  const paragraph = (p: string) => `<p style="${emailStyles.paragraph}">${escapeHtml(p)}</p>`;
  const actionHtml = action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(action.url)}" style="${emailStyles.button}">${escapeHtml(action.label)}</a></p>` +
      `<p style="${emailStyles.fallback}">${escapeHtml(m.mail_button_fallback())}<br>${escapeHtml(action.url)}</p>`
    : '';
  const html = emailDocument({
    siteUrl: parts.siteUrl,
    subject: parts.subject,
    content: [
      ...parts.paragraphs.map(paragraph),
      actionHtml,
      ...footnotes.map((f) => `<p style="${emailStyles.footnote}">${escapeHtml(f)}</p>`),
    ],
  });

  return { subject: parts.subject, text, html };
}
