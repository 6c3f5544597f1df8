import { contactInquiries } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { queueMail } from '#src/server/mail/outbox.ts';
import { contactInquiryMessage } from '#src/server/mail/templates/contact-inquiry.ts';
import type { ContactRequest } from '#src/shared/validation/contact.ts';

/**
 * Stores the inquiry and queues its mail to the operations inbox together. The stored row is what
 * counts: admins see it in the dashboard even while the mail is still being retried.
 */
export async function submitContactInquiry(deps: AppDeps, inquiry: ContactRequest) {
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(contactInquiries).values(inquiry).returning({ id: contactInquiries.id });
    await queueMail(tx, [
      {
        ...contactInquiryMessage({ siteUrl: deps.config.siteUrl, inquiry }),
        to: deps.config.opsEmail,
        replyTo: inquiry.email,
        kind: 'contact_inquiry',
        contactInquiryId: row!.id,
      },
    ]);
    return row!.id;
  });
  deps.outbox.kick();
  return id;
}
