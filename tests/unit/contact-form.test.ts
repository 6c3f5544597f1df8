import { describe, expect, it } from 'vitest';
import { contactFormSchema } from '#src/shared/validation/contact.ts';
import { contactInquiryBody } from '#tests/support/factories.ts';

describe('contact form', () => {
  it('does not send the consent checkbox, which only the form checks', () => {
    const valid = contactInquiryBody();
    const unchecked = contactFormSchema.safeParse({ ...valid, agreeToTerms: false });
    expect(unchecked.success).toBe(false);
    expect(unchecked.error!.issues.map((i) => i.message)).toEqual(['You must agree to the terms and conditions']);
    expect(contactFormSchema.safeParse({ ...valid, agreeToTerms: true }).success).toBe(true);
  });
});
