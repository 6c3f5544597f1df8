import { m } from '#src/shared/i18n/messages.ts';

/**
 * The contact form's numbers and wording without its zod schema (contact.ts), so the page can
 * show them before zod has loaded (docs/decisions/visitor-wording.md).
 */
export const MESSAGE_LENGTH = { min: 10, max: 1000 } as const;

export const contactSuccessMessage = () => m.contact_success();
