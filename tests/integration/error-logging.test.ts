import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { requestFrom } from '#tests/support/accounts.ts';
import { useTestApp } from '#tests/support/app.ts';
import { contactInquiryBody } from '#tests/support/factories.ts';

describe('server log of a failing route', () => {
  const ctx = useTestApp();

  it('names the route and the error, never the personal data the request carried', async () => {
    // Drizzle's error message lists the insert's parameters: the visitor's name, e-mail, phone and message.
    await ctx.db.execute(sql`alter table contact_inquiries add constraint refuse_all check (false) not valid`);
    onTestFinished(async () => {
      await ctx.db.execute(sql`alter table contact_inquiries drop constraint refuse_all`);
    });
    const lines: string[] = [];
    for (const level of ['error', 'warn', 'log', 'info'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((a) => (a instanceof Error ? `${a.stack} ${JSON.stringify(a)}` : String(a))).join(' '));
      });
    }
    onTestFinished(() => {
      vi.restoreAllMocks();
    });

    const body = contactInquiryBody({
      firstName: 'Henrietta',
      lastName: 'Swan-Leavitt',
      email: 'henrietta@private.example',
      phone: '617-555-0142',
      message: 'Please call me about my private storage.',
    });
    const res = await requestFrom(ctx, '/api/contact', { body });
    expect(res.status).toBe(500);

    const log = lines.join('\n');
    expect(log).toContain('[api] POST /api/contact failed');
    expect(log).toContain('Failed query: insert into "contact_inquiries"');
    expect(log).toContain('SQLSTATE 23514 (contact_inquiries.refuse_all)');
    for (const personal of [
      'Henrietta',
      'Swan-Leavitt',
      'henrietta@private.example',
      '617-555-0142',
      'private storage',
    ]) {
      expect(log).not.toContain(personal);
    }
  });
});
