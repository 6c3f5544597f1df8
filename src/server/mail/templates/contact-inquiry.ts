import { inOperationsLanguage } from '#src/server/i18n/request-locale.ts';
import { CONTACT_STORAGE_REQUIREMENTS, INQUIRY_TYPES } from '#src/shared/contact-options.ts';
import type { ContactRequest } from '#src/shared/validation/contact.ts';
import type { RenderedEmail } from './layout.ts';
import { renderDetailsEmail } from './details-layout.ts';

const inquiryLabel = (value: string) => INQUIRY_TYPES.find((t) => t.value === value)?.label ?? value;
const requirementLabel = (id: string) => CONTACT_STORAGE_REQUIREMENTS.find((r) => r.id === id)?.label ?? id;

/** A contact-form inquiry, to the operations inbox; replying answers the visitor. In English, whatever the form's language. */
export function contactInquiryMessage(input: { siteUrl: string; inquiry: ContactRequest }): RenderedEmail {
  const { inquiry } = input;
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  return inOperationsLanguage(() =>
    renderDetailsEmail({
      siteUrl: input.siteUrl,
      subject: `Contact inquiry (${inquiryLabel(inquiry.inquiryType)}) from ${name}`,
      intro: [`${name} sent a message through the contact form. Reply to this e-mail to answer them.`],
      details: [
        ['Inquiry type', inquiryLabel(inquiry.inquiryType)],
        ['Name', name],
        ['Email', inquiry.email],
        ['Phone', inquiry.phone],
        ['Company', inquiry.company],
        ['Storage requirements', inquiry.storageRequirements.map(requirementLabel).join(', ')],
      ],
      body: { label: 'Message', text: inquiry.message },
    }),
  );
}
