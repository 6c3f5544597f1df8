import { renderAccountEmail, siteLink, type RenderedEmail } from './layout.ts';

/**
 * What the listing's owner hears when an admin decides on it (docs/decisions/admin.md says who
 * receives it). Each links to /my-warehouses, where the owner sees the same state.
 */
interface DecisionInput {
  siteUrl: string;
  listing: { id: string; name: string };
}

const myWarehouses = (siteUrl: string) => ({ label: 'Open my warehouses', url: siteLink(siteUrl, '/my-warehouses') });

export function listingApprovedMessage(input: DecisionInput): RenderedEmail {
  const { siteUrl, listing } = input;
  const page = siteLink(siteUrl, `/warehouse/${listing.id}`);
  return renderAccountEmail({
    siteUrl,
    subject: `Your listing "${listing.name}" is live`,
    paragraphs: [
      `Good news: we reviewed "${listing.name}" and it is now listed.`,
      'Visitors can find it in search and request quotes. Its page may take a few minutes to appear while the site updates.',
      `Its page: ${page}`,
    ],
    action: myWarehouses(siteUrl),
    footnotes: ['You can edit, pause or resume the listing from My Warehouses at any time.'],
  });
}

export function listingDeclinedMessage(input: DecisionInput & { reason: string }): RenderedEmail {
  const { siteUrl, listing } = input;
  return renderAccountEmail({
    siteUrl,
    subject: `Your listing "${listing.name}" was not approved`,
    paragraphs: [
      `We reviewed "${listing.name}" and could not list it as it is.`,
      `Our reason: ${input.reason}`,
      'You can correct the listing from My Warehouses and submit it again; we will review it once more.',
    ],
    action: myWarehouses(siteUrl),
    footnotes: [`Questions? Contact us: ${siteLink(siteUrl, '/contact')}`],
  });
}

/** The answer to an owner's rename of a live listing: the new name approved, or kept back with an optional reason. */
export function listingNameDecisionMessage(
  input: DecisionInput & { newName: string; approved: boolean; reason?: string | null },
): RenderedEmail {
  const { siteUrl, listing, newName } = input;
  const paragraphs = input.approved
    ? [`Your listing's new name, "${newName}", is approved and now shows on the site.`]
    : [
        `We could not approve the new name "${newName}", so your listing keeps the name "${listing.name}".`,
        ...(input.reason ? [`Our reason: ${input.reason}`] : []),
        'You can propose another name from My Warehouses.',
      ];
  return renderAccountEmail({
    siteUrl,
    subject: input.approved ? `New name approved: "${newName}"` : `New name not approved: "${newName}"`,
    paragraphs,
    action: myWarehouses(siteUrl),
  });
}

/** An admin took the listing offline; the owner cannot resume it, so the reason says what to put right. */
export function listingPausedMessage(input: DecisionInput & { reason: string }): RenderedEmail {
  const { siteUrl, listing } = input;
  return renderAccountEmail({
    siteUrl,
    subject: `Your listing "${listing.name}" was paused`,
    paragraphs: [
      `We have paused "${listing.name}": it no longer shows in search or at its own page.`,
      `Our reason: ${input.reason}`,
      'Only our team can put it back online. Reply through the contact page once it is put right, and we will look at it again.',
    ],
    action: myWarehouses(siteUrl),
    footnotes: [`Contact us: ${siteLink(siteUrl, '/contact')}`],
  });
}
