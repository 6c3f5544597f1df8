import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import type { ContactInboxItem, QuoteInboxItem } from '#src/client/answers.ts';
import { contactInquiryBody, createWarehouse, quoteRequestBody } from '#tests/support/factories.ts';
import { apiClient, useTestApp, queryOf } from '#tests/support/app.ts';
import { adminCall, auditOf, signedInAdmin } from '#tests/support/admin.ts';
import { requestFrom, signedInUser } from '#tests/support/accounts.ts';

describe('admin inbox', () => {
  const ctx = useTestApp();

  const inbox = async (cookie: string, query: string) => {
    const res = await apiClient(ctx, { cookie }).admin.inbox.$get({
      query: queryOf(query),
    });
    expect(res.status).toBe(200);
    return await res.json();
  };
  const contact = (overrides: Record<string, unknown>) =>
    requestFrom(ctx, '/api/contact', { body: contactInquiryBody(overrides) });

  it('lists contact inquiries newest first with their delivery, searches them, and marks them handled', async () => {
    const { user: admin, cookie } = await signedInAdmin(ctx);
    expect((await contact({ firstName: 'Older', message: 'First message about pallets.' })).status).toBe(200);
    expect(
      (await contact({ firstName: 'Café', lastName: 'Montréal', message: 'Second message, cold rooms.' })).status,
    ).toBe(200);

    const page = await inbox(cookie, 'kind=contact');
    const [newest, older] = page.items as ContactInboxItem[];
    expect(page.total).toBe(2);
    expect([newest!.firstName, older!.firstName]).toEqual(['Café', 'Older']);
    expect(newest).toMatchObject({
      kind: 'contact',
      lastName: 'Montréal',
      email: 'ada@example.com',
      handledAt: null,
      delivery: { status: 'sent', attempts: 1, lastError: null },
    });

    const found = await inbox(cookie, 'kind=contact&query=MONTR%C3%A9AL');
    expect(found.items.map((i) => i.id)).toEqual([newest!.id]);
    expect((await inbox(cookie, 'kind=contact&query=100%25')).total).toBe(0);

    const res = await adminCall(ctx, cookie, `/inbox/contact/${newest!.id}/handled`, { body: { handled: true } });
    expect(res.status).toBe(200);
    expect((await res.json()).item).toMatchObject({ handledBy: { id: admin.id, username: admin.username } });
    expect((await inbox(cookie, 'kind=contact&handled=yes')).items.map((i) => i.id)).toEqual([newest!.id]);
    expect((await inbox(cookie, 'kind=contact&handled=no')).items.map((i) => i.id)).toEqual([older!.id]);

    const undo = await adminCall(ctx, cookie, `/inbox/contact/${newest!.id}/handled`, { body: { handled: false } });
    expect((await undo.json()).item).toMatchObject({ handledAt: null, handledBy: null });
    expect((await auditOf(ctx, cookie, 'contact_inquiry', newest!.id)).map((e) => [e.action, e.changes])).toEqual([
      ['inbox.mark_unhandled', { handled: { before: true, after: false } }],
      ['inbox.mark_handled', { handled: { before: false, after: true } }],
    ]);

    const missing = await adminCall(ctx, cookie, `/inbox/quote/${newest!.id}/handled`, { body: { handled: true } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: ADMIN_MESSAGES.inquiryNotFound });
  });

  it("lists quote requests with their warehouse, delivery status and the owner's lead status", async () => {
    const { cookie } = await signedInAdmin(ctx);
    const owner = await signedInUser(ctx.db);
    const warehouse = await createWarehouse(ctx.db, { name: 'Quote Target Depot', userId: owner.user.id });
    const sent = await requestFrom(ctx, '/api/quotes', { body: quoteRequestBody(warehouse.id) });
    expect(sent.status).toBe(201);
    const leadId = (await sent.json()).requests[0].id;
    const won = await requestFrom(ctx, `/api/leads/${leadId}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { status: 'won' },
    });
    expect(won.status).toBe(200);

    const page = await inbox(cookie, 'kind=quote&query=quote%20target');
    expect(page.items).toHaveLength(1);
    const item = page.items[0] as QuoteInboxItem;
    expect(item).toMatchObject({
      kind: 'quote',
      name: 'Grace Hopper',
      warehouse: { id: warehouse.id, name: 'Quote Target Depot' },
      spaceUnit: 'pallet_positions',
      delivery: { status: 'sent' },
      leadStatus: 'won',
    });
    const csv = await (await adminCall(ctx, cookie, '/inbox/export.csv?kind=quote&query=quote%20target')).text();
    expect(csv.split('\r\n')[0]).toContain('Lead status');
    expect(csv).toContain(',Won,');
  });

  it('exports the filtered list as CSV: quoted, UTF-8, formulas neutralised', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const hostile = {
      firstName: 'Café Montréal, "The Best"',
      lastName: '@SUM(A1:A9)',
      company: '=HYPERLINK("http://evil.example","click")',
      message: '-2+3 pallets\nsecond line',
    };
    expect((await contact(hostile)).status).toBe(200);

    const res = await adminCall(ctx, cookie, '/inbox/export.csv?kind=contact&query=the%20best');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-inquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const [header, row, end] = text.slice(1).split(/\r\n(?=.)|\r\n$/);
    expect(header).toBe(
      'Received,First name,Last name,Email,Phone,Company,Inquiry type,Storage requirements,Message,Delivery,Handled at,Handled by',
    );
    expect(end).toBe('');
    expect(row).toContain(`"Café Montréal, ""The Best""",'@SUM(A1:A9),ada@example.com,416-555-0199,`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",Request Quote,Cold Storage; Dry Storage,`);
    expect(row).toContain(`"'-2+3 pallets\nsecond line",sent,,`);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});
