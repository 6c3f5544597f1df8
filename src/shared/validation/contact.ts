import { z } from 'zod';
import { CONTACT_STORAGE_REQUIREMENT_IDS, INQUIRY_TYPE_VALUES } from '#src/shared/contact-options.ts';
import { MESSAGE_LENGTH } from './contact-wording.ts';
import { emailField, optionalText, requiredText, type Message } from './fields.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** Contact form rules and wording (docs/decisions/visitor-wording.md); every text field is trimmed. */

export const messageField = z
  .string({ error: () => m.v_message_short() })
  .trim()
  .min(MESSAGE_LENGTH.min, { error: () => m.v_message_short() })
  .max(MESSAGE_LENGTH.max, { error: () => m.v_message_long() });

/** Required, trimmed, and short enough to fit an e-mail subject line or a CSV cell. */
export const shortText = (required: Message, tooLong: Message, max = 100) =>
  requiredText(required).max(max, { error: tooLong });

export const phoneField = shortText(
  () => m.v_phone_required(),
  () => m.v_phone_too_long(),
  40,
);

/** What POST /api/contact accepts. */
export const contactRequestSchema = z.object({
  firstName: shortText(
    () => m.v_first_name_required(),
    () => m.v_first_name_too_long(),
  ),
  lastName: shortText(
    () => m.v_last_name_required(),
    () => m.v_last_name_too_long(),
  ),
  email: emailField,
  phone: phoneField,
  company: optionalText.pipe(
    z
      .string()
      .max(200, { error: () => m.v_company_too_long() })
      .nullable(),
  ),
  inquiryType: z.enum(INQUIRY_TYPE_VALUES, { error: () => m.v_inquiry_type() }),
  storageRequirements: z
    .array(z.enum(CONTACT_STORAGE_REQUIREMENT_IDS, { error: () => m.v_storage_requirements() }))
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
  message: messageField,
});

/** The page's form: adds the consent checkbox, which is checked here and never sent. */
export const contactFormSchema = contactRequestSchema.extend({
  agreeToTerms: z
    .boolean({ error: () => m.v_agree_terms_conditions() })
    .refine((v) => v, { error: () => m.v_agree_terms_conditions() }),
});

export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;
export type ContactFormValues = z.input<typeof contactFormSchema>;
