import { ALERT_MAIL_CARDS } from '#src/shared/saved-searches.ts';
import { formatLocation, formatNumber, type PublicWarehouse } from '#src/shared/warehouse.ts';
import { emailDocument, emailStyles, escapeHtml, siteLink, textSignature, type RenderedEmail } from './layout.ts';

interface SearchAlertInput {
  siteUrl: string;
  searchName: string;
  /** The newest matches, at most ALERT_MAIL_CARDS: the mail's cards. */
  listings: PublicWarehouse[];
  /** How many new matches there are in all, the cards' among them. */
  matchCount: number;
  /** The saved search on /search, newest first: the mail's "see all" link. */
  seeAllUrl: string;
  /** The page that asks for one click before unsubscribing (a mail scanner's GET changes nothing). */
  unsubscribeUrl: string;
  manageUrl: string;
}

const space = (w: PublicWarehouse) =>
  w.squareFeet === null ? 'Space: please contact' : `${formatNumber(w.squareFeet)} sq ft`;

/** New listings for one saved search: at most ALERT_MAIL_CARDS cards, a "see all" link, and the unsubscribe link. */
export function searchAlertMessage(input: SearchAlertInput): RenderedEmail {
  const { siteUrl, listings } = input;
  const shown = listings.slice(0, ALERT_MAIL_CARDS);
  const count = Math.max(input.matchCount, shown.length);
  const subject = `${count} new ${count === 1 ? 'warehouse matches' : 'warehouses match'} "${input.searchName}"`;
  const link = (w: PublicWarehouse) => siteLink(siteUrl, `/warehouse/${w.id}`);
  const more = count > shown.length ? `See all ${count} new matches` : 'See the search';

  const text = [
    `New listings match your saved search "${input.searchName}":`,
    ...shown.map((w) => `${w.name}\n${formatLocation(w)} · ${space(w)}\n${link(w)}`),
    `${more}: ${input.seeAllUrl}`,
    `Change how often you hear from us: ${input.manageUrl}`,
    `Unsubscribe from this alert: ${input.unsubscribeUrl}`,
    textSignature(siteUrl),
  ].join('\n\n');

  const card = (w: PublicWarehouse) =>
    `<div style="margin:0 0 12px;padding:12px 16px;border:1px solid #d9e2ec;border-radius:6px;">` +
    `<p style="margin:0 0 4px;font-size:15px;font-weight:bold;"><a href="${escapeHtml(link(w))}" style="${emailStyles.link}">${escapeHtml(w.name)}</a></p>` +
    `<p style="margin:0;font-size:13px;${emailStyles.muted}">${escapeHtml(formatLocation(w))} · ${escapeHtml(space(w))}</p></div>`;
  const html = emailDocument({
    siteUrl,
    subject,
    content: [
      `<p style="${emailStyles.paragraph}">New listings match your saved search “${escapeHtml(input.searchName)}”:</p>`,
      ...shown.map(card),
      `<p style="margin:24px 0;"><a href="${escapeHtml(input.seeAllUrl)}" style="${emailStyles.button}">${escapeHtml(more)}</a></p>`,
      `<p style="${emailStyles.footnote}"><a href="${escapeHtml(input.manageUrl)}" style="${emailStyles.link}">Change how often you hear from us</a> · ` +
        `<a href="${escapeHtml(input.unsubscribeUrl)}" style="${emailStyles.link}">Unsubscribe from this alert</a></p>`,
    ],
  });
  return { subject, text, html };
}
