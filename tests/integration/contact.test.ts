import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactInquiries } from '#db/schema.ts';
import { freshIp, requestFrom } from '#tests/support/accounts.ts';
import { useTestApp } from '#tests/support/app.ts';
import { contactInquiryBody } from '#tests/support/factories.ts';
import { lastMailTo } from '#tests/support/mail.ts';

const valid = contactInquiryBody();

describe('POST /api/contact', () => {
  const ctx = useTestApp();

  it('stores the inquiry, mails it to the operations inbox and thanks the visitor', async () => {
    const res = await requestFrom(ctx, '/api/contact', { body: valid });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "Thank you for your inquiry. We'll get back to you soon.",
    });

    const [row] = await ctx.db.select().from(contactInquiries).where(eq(contactInquiries.lastName, 'Lovelace'));
    expect(row).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      company: 'Analytical Engines <Ltd>',
      inquiryType: 'quote',
      storageRequirements: ['cold_storage', 'dry_storage'],
    });

    const mail = lastMailTo(ctx.mailer.sent, ctx.config.opsEmail, 'contact_inquiry');
    expect(mail.to).toBe(ctx.config.opsEmail);
    expect(mail.replyTo).toBe('ada@example.com');
    expect(mail.subject).toBe('Contact inquiry (Request Quote) from Ada Lovelace');
    expect(mail.text).toContain('Storage requirements: Cold Storage, Dry Storage');
    expect(mail.text).toContain(valid.message);
    expect(mail.html).toContain('Analytical Engines &lt;Ltd&gt;');
    expect(mail.html).not.toContain('<Ltd>');
  });

  it('accepts an inquiry without the optional company and storage requirements', async () => {
    const { company: _company, storageRequirements: _requirements, ...required } = valid;
    const res = await requestFrom(ctx, '/api/contact', { body: { ...required, lastName: 'Minimal' } });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(contactInquiries).where(eq(contactInquiries.lastName, 'Minimal'));
    expect(row).toMatchObject({ company: null, storageRequirements: [] });
  });

  it.each([
    ['firstName', '   ', 'First name is required'],
    ['firstName', undefined, 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phone', ' ', 'Phone number is required'],
    ['inquiryType', '', 'Please select an inquiry type'],
    ['inquiryType', 'sales', 'Please select an inquiry type'],
    ['storageRequirements', ['cold_storage', 'moon_base'], 'Please choose storage requirements from the list'],
    ['message', '  too short  ', 'Message must be at least 10 characters'],
    ['message', 'x'.repeat(1001), 'Message cannot exceed 1000 characters'],
  ])('answers 400 when %s is %j: "%s"', async (field, value, message) => {
    const res = await requestFrom(ctx, '/api/contact', { body: { ...valid, [field]: value } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(message);
    expect(Object.entries(body.errors)[0]).toEqual([
      field === 'storageRequirements' ? 'storageRequirements.1' : field,
      message,
    ]);
  });

  it('answers 429 after 5 messages from one address within 10 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await requestFrom(ctx, '/api/contact', { ip, body: { ...valid, lastName: `Limited${i}` } })).status).toBe(
        200,
      );
    }
    const sentBefore = ctx.mailer.sent.length;
    const res = await requestFrom(ctx, '/api/contact', { ip, body: { ...valid, lastName: 'Limited5' } });
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ctx.mailer.sent.length).toBe(sentBefore);
    expect(await ctx.db.select().from(contactInquiries).where(eq(contactInquiries.lastName, 'Limited5'))).toHaveLength(
      0,
    );
    expect((await requestFrom(ctx, '/api/contact', { body: { ...valid, lastName: 'OtherIp' } })).status).toBe(200);
  });
});
