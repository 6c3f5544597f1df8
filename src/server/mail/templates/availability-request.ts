import { m } from '#src/shared/i18n/messages.ts';
import {
  emailDocument,
  emailStyles,
  escapeHtml,
  labelled,
  myWarehousesAction,
  textSignature,
  type RenderedEmail,
} from './layout.ts';

/**
 * The monthly e-mail asking an owner to confirm that their listings are still available
 * (src/server/listings/availability.ts): one link per listing, each opening a page with one
 * button, so a mail scanner that follows links confirms nothing. In the language it is rendered
 * in (the owner's), as are the listings' links, labels and availability it is given.
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
    ? m.mail_availability_subject_one({ name: listings[0]!.name })
    : m.mail_availability_subject_many({ count: listings.length });
  const intro = [
    m.mail_hello({ username: input.username }),
    one ? m.mail_availability_intro_one() : m.mail_availability_intro_many(),
  ];
  const myWarehouses = myWarehousesAction(siteUrl, m.shell_nav_my_warehouses());
  const outro = [m.mail_availability_links({ days: input.validDays }), labelled(myWarehouses.label, myWarehouses.url)];
  const text = [
    ...intro,
    ...listings.map((l) =>
      labelled(
        `${l.name} (${l.city}, ${l.stateProvince}), ${l.confirmedLabel.toLowerCase()}`,
        `${l.availability}\n${l.link}`,
        '\n',
      ),
    ),
    ...outro,
    textSignature(siteUrl),
  ].join('\n\n');

  const paragraph = (p: string) => `<p style="${emailStyles.paragraph}">${escapeHtml(p)}</p>`;
  const listingHtml = (l: AvailabilityRequestInput['listings'][number]) =>
    `<li style="margin:0 0 16px;font-size:15px;line-height:1.5;"><strong>${escapeHtml(l.name)}</strong> ` +
    `<span style="${emailStyles.muted}">${escapeHtml(`${l.city}, ${l.stateProvince} · ${l.confirmedLabel}`)}</span><br>` +
    `${escapeHtml(l.availability)}<br>` +
    `<a href="${escapeHtml(l.link)}" style="${emailStyles.link}">${escapeHtml(m.mail_availability_confirm_link({ name: l.name }))}</a></li>`;
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
