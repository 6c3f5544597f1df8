import { z } from 'zod';
import { CONTACT_STORAGE_REQUIREMENT_IDS, INQUIRY_TYPE_VALUES } from '#src/shared/contact-options.ts';
import { MESSAGE_LENGTH } from './contact-wording.ts';
import { emailField, optionalText, requiredText } from './fields.ts';

/** Contact form rules and wording (docs/decisions/visitor-wording.md); every text field is trimmed. */

export const messageField = z
  .string({ error: `Message must be at least ${MESSAGE_LENGTH.min} characters` })
  .trim()
  .min(MESSAGE_LENGTH.min, `Message must be at least ${MESSAGE_LENGTH.min} characters`)
  .max(MESSAGE_LENGTH.max, `Message cannot exceed ${MESSAGE_LENGTH.max} characters`);

/** Required, trimmed, and short enough to fit an e-mail subject line or a CSV cell. */
export const shortText = (requiredMessage: string, label: string, max = 100) =>
  requiredText(requiredMessage).max(max, `${label} cannot exceed ${max} characters`);

export const phoneField = shortText('Phone number is required', 'Phone number', 40);

/** What POST /api/contact accepts. */
export const contactRequestSchema = z.object({
  firstName: shortText('First name is required', 'First name'),
  lastName: shortText('Last name is required', 'Last name'),
  email: emailField,
  phone: phoneField,
  company: optionalText.pipe(z.string().max(200, 'Company cannot exceed 200 characters').nullable()),
  inquiryType: z.enum(INQUIRY_TYPE_VALUES, { error: 'Please select an inquiry type' }),
  storageRequirements: z
    .array(z.enum(CONTACT_STORAGE_REQUIREMENT_IDS, { error: 'Please choose storage requirements from the list' }))
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
  message: messageField,
});

/** The page's form: adds the consent checkbox, which is checked here and never sent. */
export const contactFormSchema = contactRequestSchema.extend({
  agreeToTerms: z
    .boolean({ error: 'You must agree to the terms and conditions' })
    .refine((v) => v, 'You must agree to the terms and conditions'),
});

export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;
export type ContactFormValues = z.input<typeof contactFormSchema>;
