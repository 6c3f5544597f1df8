import { emailDocument, emailStyles, escapeHtml, labelled, textSignature, type RenderedEmail } from './layout.ts';

export interface DetailsEmailParts {
  siteUrl: string;
  subject: string;
  /** Plain-text paragraphs before the details. */
  intro: string[];
  /** Label and value pairs; empty values are left out. Values are what people typed: escaped in HTML. */
  details: [label: string, value: string | null | undefined][];
  /** A longer free text (a message), shown after the details with its line breaks. */
  body?: { label: string; text: string };
  links?: { label: string; url: string }[];
}

const cell = 'padding:6px 12px 6px 0;font-size:14px;vertical-align:top;';

/** Messages that carry what a visitor submitted: a short intro, a table of fields, their message. */
export function renderDetailsEmail(parts: DetailsEmailParts): RenderedEmail {
  const details = parts.details.filter((d): d is [string, string] => Boolean(d[1]));
  const links = parts.links ?? [];
  const text = [
    ...parts.intro,
    details.map(([label, value]) => labelled(label, value)).join('\n'),
    ...(parts.body ? [labelled(parts.body.label, parts.body.text, '\n')] : []),
    ...links.map((l) => labelled(l.label, l.url)),
    textSignature(parts.siteUrl),
  ].join('\n\n');

  const content = [
    ...parts.intro.map((p) => `<p style="${emailStyles.paragraph}">${escapeHtml(p)}</p>`),
    '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;">',
    ...details.map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell}text-align:left;${emailStyles.muted}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    parts.body
      ? `<p style="margin:0 0 4px;font-size:14px;${emailStyles.muted}">${escapeHtml(parts.body.label)}</p>` +
        `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;white-space:pre-wrap;">${escapeHtml(parts.body.text)}</p>`
      : '',
    ...links.map(
      (l) =>
        `<p style="margin:0 0 8px;font-size:14px;"><a href="${escapeHtml(l.url)}" style="${emailStyles.link}">${escapeHtml(l.label)}</a></p>`,
    ),
  ];

  return {
    subject: parts.subject,
    text,
    html: emailDocument({ siteUrl: parts.siteUrl, subject: parts.subject, content }),
  };
}
