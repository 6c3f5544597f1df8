import { emailDocument, emailStyles, escapeHtml, siteLink, textSignature, type RenderedEmail } from './layout.ts';

/**
 * The monthly e-mail asking an owner to confirm that their listings are still available
 * (src/server/listings/availability.ts): one link per listing, each opening a page with one
 * button, so a mail scanner that follows links confirms nothing.
 */
interface AvailabilityRequestInput {
  siteUrl: string;
  username: string;
  listings: {
    name: string;
    city: string;
    stateProvince: string;
    link: string;
    confirmedLabel: string;
    /** "12,000 sq ft available from Jan 5, 2027": what the owner confirms (formatAvailability). */
    availability: string;
  }[];
  validDays: number;
}

export function availabilityRequestMessage(input: AvailabilityRequestInput): RenderedEmail {
  const { siteUrl, listings } = input;
  const one = listings.length === 1;
  const subject = one
    ? `Is "${listings[0]!.name}" still available?`
    : `Are your ${listings.length} warehouses still available?`;
  const intro = [
    `Hello ${input.username},`,
    `Buyers see how recently each listing's availability was confirmed, and listings not confirmed for three months rank lower in search. Please confirm ${one ? 'that this warehouse is' : 'which of these warehouses are'} still available:`,
  ];
  const outro = [
    'Each link opens a page with a Confirm button; it works once, for ' +
      `${input.validDays} days. If something changed, edit the listing from My Warehouses instead: saving it confirms it too.`,
    `My Warehouses: ${siteLink(siteUrl, '/my-warehouses')}`,
  ];
  const text = [
    ...intro,
    ...listings.map(
      (l) =>
        `${l.name} (${l.city}, ${l.stateProvince}), ${l.confirmedLabel.toLowerCase()}:\n` +
        `${l.availability}\n${l.link}`,
    ),
    ...outro,
    textSignature(siteUrl),
  ].join('\n\n');

  const paragraph = (p: string) => `<p style="${emailStyles.paragraph}">${escapeHtml(p)}</p>`;
  const listingHtml = (l: AvailabilityRequestInput['listings'][number]) =>
    `<li style="margin:0 0 16px;font-size:15px;line-height:1.5;"><strong>${escapeHtml(l.name)}</strong> ` +
    `<span style="${emailStyles.muted}">${escapeHtml(`${l.city}, ${l.stateProvince} · ${l.confirmedLabel}`)}</span><br>` +
    `${escapeHtml(l.availability)}<br>` +
    `<a href="${escapeHtml(l.link)}" style="${emailStyles.link}">Confirm availability of ${escapeHtml(l.name)}</a></li>`;
  const html = emailDocument({
    siteUrl,
    subject,
    content: [
      ...intro.map(paragraph),
      `<ul style="padding-left:20px;margin:0 0 16px;">${listings.map(listingHtml).join('')}</ul>`,
      ...outro.map((p) => `<p style="${emailStyles.footnote}">${escapeHtml(p)}</p>`),
    ],
  });
  return { subject, text, html };
}
