import { contactInquiries } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { contactInquiryMessage } from '#src/server/mail/templates/contact-inquiry.ts';
import type { ContactRequest } from '#src/shared/validation/contact.ts';

/**
 * Stores the inquiry, then mails it to the operations inbox. The stored row is what counts:
 * admins see it in the dashboard even if the mail could not be delivered.
 */
export async function submitContactInquiry(deps: AppDeps, inquiry: ContactRequest) {
  const [row] = await deps.db.insert(contactInquiries).values(inquiry).returning({ id: contactInquiries.id });
  await deps.mailer.send({
    ...contactInquiryMessage({ siteUrl: deps.config.siteUrl, inquiry }),
    to: deps.config.opsEmail,
    replyTo: inquiry.email,
    kind: 'contact_inquiry',
  });
  return row!.id;
}
