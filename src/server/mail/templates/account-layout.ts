import { SITE_NAME } from '../../../shared/site.ts';

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

export interface AccountEmailParts {
  siteUrl: string;
  subject: string;
  /** Plain-text paragraphs; the HTML version escapes them. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button, e.g. when the link expires. */
  footnotes?: string[];
}

const styles = {
  body: 'margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;',
  brand: 'margin:0 0 24px;font-size:18px;font-weight:bold;color:#1d4ed8;',
  paragraph: 'margin:0 0 16px;font-size:15px;line-height:1.5;',
  button:
    'display:inline-block;padding:12px 24px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;font-size:15px;',
  fallback: 'margin:16px 0;font-size:13px;line-height:1.5;color:#52606d;word-break:break-all;',
  footnote: 'margin:0 0 8px;font-size:13px;line-height:1.5;color:#52606d;',
};

/** One look for every account message: a short text, one button, and the same link in plain text. */
export function renderAccountEmail(parts: AccountEmailParts): RenderedEmail {
  const { action, footnotes = [] } = parts;
  const home = siteLink(parts.siteUrl, '/');
  const text = [
    ...parts.paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...footnotes,
    `— ${SITE_NAME}\n${home}`,
  ].join('\n\n');

  const paragraph = (p: string) => `<p style="${styles.paragraph}">${escapeHtml(p)}</p>`;
  const actionHtml = action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(action.url)}" style="${styles.button}">${escapeHtml(action.label)}</a></p>` +
      `<p style="${styles.fallback}">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    `<body style="${styles.body}"><div style="${styles.card}">`,
    `<p style="${styles.brand}"><a href="${escapeHtml(home)}" style="color:#1d4ed8;text-decoration:none;">${escapeHtml(SITE_NAME)}</a></p>`,
    ...parts.paragraphs.map(paragraph),
    actionHtml,
    ...footnotes.map((f) => `<p style="${styles.footnote}">${escapeHtml(f)}</p>`),
    '</div></body></html>',
  ].join('\n');

  return { subject: parts.subject, text, html };
}
