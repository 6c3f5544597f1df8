import { localHref, m } from '#src/shared/i18n/messages.ts';
import { labelled, myWarehousesAction, renderAccountEmail, siteLink, type RenderedEmail } from './layout.ts';

/**
 * What the listing's owner hears when an admin decides on it (docs/decisions/admin.md says who
 * receives it), in the language it is rendered in (the owner's, listing-moderation.ts). Each links
 * to /my-warehouses, where the owner sees the same state.
 */
interface DecisionInput {
  siteUrl: string;
  listing: { id: string; name: string };
}

const contactUrl = (siteUrl: string) => siteLink(siteUrl, localHref('/contact'));

export function listingApprovedMessage(input: DecisionInput): RenderedEmail {
  const { siteUrl, listing } = input;
  const name = listing.name;
  return renderAccountEmail({
    siteUrl,
    subject: m.mail_listing_approved_subject({ name }),
    paragraphs: [
      m.mail_listing_approved_body({ name }),
      m.mail_listing_approved_visible(),
      m.mail_listing_page_url({ url: siteLink(siteUrl, localHref(`/warehouse/${listing.id}`)) }),
    ],
    action: myWarehousesAction(siteUrl),
    footnotes: [m.mail_listing_approved_manage()],
  });
}

export function listingDeclinedMessage(input: DecisionInput & { reason: string }): RenderedEmail {
  const { siteUrl, listing } = input;
  const name = listing.name;
  return renderAccountEmail({
    siteUrl,
    subject: m.mail_listing_declined_subject({ name }),
    paragraphs: [
      m.mail_listing_declined_body({ name }),
      m.mail_our_reason({ reason: input.reason }),
      m.mail_listing_declined_next(),
    ],
    action: myWarehousesAction(siteUrl),
    footnotes: [labelled(m.mail_questions_contact(), contactUrl(siteUrl))],
  });
}

/** The answer to an owner's rename of a live listing: the new name approved, or kept back with an optional reason. */
export function listingNameDecisionMessage(
  input: DecisionInput & { newName: string; approved: boolean; reason?: string | null },
): RenderedEmail {
  const { siteUrl, listing, newName } = input;
  const paragraphs = input.approved
    ? [m.mail_name_approved_body({ name: newName })]
    : [
        m.mail_name_rejected_body({ name: newName, current: listing.name }),
        ...(input.reason ? [m.mail_our_reason({ reason: input.reason })] : []),
        m.mail_name_propose_another(),
      ];
  return renderAccountEmail({
    siteUrl,
    subject: input.approved
      ? m.mail_name_approved_subject({ name: newName })
      : m.mail_name_rejected_subject({ name: newName }),
    paragraphs,
    action: myWarehousesAction(siteUrl),
  });
}

/** An admin took the listing offline; the owner cannot resume it, so the reason says what to put right. */
export function listingPausedMessage(input: DecisionInput & { reason: string }): RenderedEmail {
  const { siteUrl, listing } = input;
  const name = listing.name;
  return renderAccountEmail({
    siteUrl,
    subject: m.mail_listing_paused_subject({ name }),
    paragraphs: [
      m.mail_listing_paused_body({ name }),
      m.mail_our_reason({ reason: input.reason }),
      m.mail_listing_paused_team_only(),
    ],
    action: myWarehousesAction(siteUrl),
    footnotes: [m.mail_contact_us({ url: contactUrl(siteUrl) })],
  });
}
