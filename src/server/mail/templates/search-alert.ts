import { ALERT_MAIL_CARDS } from '#src/shared/saved-searches.ts';
import { formatSquareFeet } from '#src/shared/i18n/format.ts';
import { localHref, m } from '#src/shared/i18n/messages.ts';
import { formatLocation, type PublicWarehouse } from '#src/shared/warehouse.ts';
import {
  emailDocument,
  emailStyles,
  escapeHtml,
  labelled,
  siteLink,
  textSignature,
  type RenderedEmail,
} from './layout.ts';

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
  w.squareFeet === null ? m.alert_mail_space_contact() : formatSquareFeet(w.squareFeet);

/**
 * New listings for one saved search: at most ALERT_MAIL_CARDS cards, a "see all" link, and the
 * unsubscribe link; in the language it is rendered in (the account's, src/server/alerts/alert-run.ts).
 */
export function searchAlertMessage(input: SearchAlertInput): RenderedEmail {
  const { siteUrl, listings } = input;
  const shown = listings.slice(0, ALERT_MAIL_CARDS);
  const count = Math.max(input.matchCount, shown.length);
  const subject =
    count === 1
      ? m.alert_mail_subject_one({ name: input.searchName })
      : m.alert_mail_subject_many({ count, name: input.searchName });
  const link = (w: PublicWarehouse) => siteLink(siteUrl, localHref(`/warehouse/${w.id}`));
  const more = count > shown.length ? m.alert_mail_see_all({ count }) : m.alert_mail_see_search();
  const intro = m.alert_mail_intro({ name: input.searchName });

  const text = [
    intro,
    ...shown.map((w) => `${w.name}\n${formatLocation(w)} · ${space(w)}\n${link(w)}`),
    labelled(more, input.seeAllUrl),
    labelled(m.alert_mail_manage(), input.manageUrl),
    labelled(m.alert_mail_unsubscribe(), input.unsubscribeUrl),
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
      `<p style="${emailStyles.paragraph}">${escapeHtml(intro)}</p>`,
      ...shown.map(card),
      `<p style="margin:24px 0;"><a href="${escapeHtml(input.seeAllUrl)}" style="${emailStyles.button}">${escapeHtml(more)}</a></p>`,
      `<p style="${emailStyles.footnote}"><a href="${escapeHtml(input.manageUrl)}" style="${emailStyles.link}">${escapeHtml(m.alert_mail_manage())}</a> · ` +
        `<a href="${escapeHtml(input.unsubscribeUrl)}" style="${emailStyles.link}">${escapeHtml(m.alert_mail_unsubscribe())}</a></p>`,
    ],
  });
  return { subject, text, html };
}
