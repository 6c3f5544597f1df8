// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast } from '#src/client/toast.ts';
import { QuoteForm } from '#src/components/quote/QuoteForm.tsx';
import type { ApiErrorBody } from '#src/shared/api/errors.ts';
import { whoAnswers } from '#src/shared/api/leads.ts';
import type { QuoteAnswer } from '#src/client/answers.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { MESSAGE_LENGTH } from '#src/shared/validation/contact-wording.ts';

/** The quote form (src/components/quote/QuoteForm.tsx) on a listing's page and on /request-quotes. */

const HARBOUR = { id: '3f8a2c1e-6b7d-4e90-a1b2-c3d4e5f60718', name: 'Harbour Logistics' };
const LAKESHORE = { id: '7c1d9e2a-4b3f-4a8e-9c6d-0e1f2a3b4c5d', name: 'Lakeshore Storage' };

/** A start date two weeks ahead, as the date field holds it. */
const startDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

const sent: QuoteAnswer = {
  success: true,
  requests: [
    { id: 'a1', warehouseId: HARBOUR.id, warehouseName: HARBOUR.name, answeredBy: 'warehouse' },
    { id: 'a2', warehouseId: LAKESHORE.id, warehouseName: LAKESHORE.name, answeredBy: 'operations' },
  ],
};

beforeEach(() => {
  $toast.set(null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(sent satisfies QuoteAnswer, { status: 201 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label);
/** The message shown under a field, read through the field's aria-describedby. */
const errorUnder = (label: string) => {
  const control = field(label);
  expect(control.getAttribute('aria-invalid')).toBe('true');
  return control
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
};

async function fillIn() {
  await userEvent.type(field(m.common_name()), 'Dana Fischer');
  await userEvent.type(field(m.common_email()), 'Dana@Example.com');
  await userEvent.type(field(m.common_phone()), '416-555-0199');
  await userEvent.type(field(m.quote_space_needed()), '2500');
  await userEvent.type(field(m.quote_start_date()), startDate);
  await userEvent.selectOptions(field(m.detail_storage_term()), 'long-term');
  await userEvent.type(field(m.common_message()), 'Palletised dry goods, about 40 pallets a month.');
}

describe('the quote form', () => {
  it('names every field left empty under it, and sends nothing', async () => {
    render(<QuoteForm warehouses={[HARBOUR]} services={[]} />);
    await userEvent.click(screen.getByRole('button', { name: m.quote_send() }));

    await waitFor(() => expect(errorUnder(m.common_name())).toContain('Name is required'));
    expect(errorUnder(m.common_email())).toContain('Please enter a valid email address');
    expect(errorUnder(m.common_phone())).toContain('Phone number is required');
    expect(errorUnder(m.quote_space_needed())).toContain('Space needed is required');
    expect(errorUnder(m.quote_start_date())).toContain('Start date is required');
    expect(errorUnder(m.detail_storage_term())).toContain('Please select a storage term');
    expect(errorUnder(m.common_message())).toContain(`Message must be at least ${MESSAGE_LENGTH.min} characters`);
    expect(field(m.common_company_optional()).getAttribute('aria-invalid')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends one request for every listing asked, with the services chosen, and says who will answer', async () => {
    let answer!: (res: Response) => void;
    vi.mocked(fetch).mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<QuoteForm warehouses={[HARBOUR, LAKESHORE]} services={['Storage', 'Cross-Docking / Transloading']} />);
    const form = screen.getByRole('form', {
      name: m.quote_request_quote_from_asked({
        asked_names: m.quote_join_at({ join: HARBOUR.name, at: LAKESHORE.name }),
      }),
    });
    // Only the services these listings offer are offered.
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement!.textContent),
    ).toEqual(['Storage', 'Cross-Docking / Transloading']);

    await fillIn();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Cross-Docking / Transloading' }));
    await userEvent.click(screen.getByRole('button', { name: m.quote_send_length_warehouses({ length: 2 }) }));

    const sending = await screen.findByRole('button', { name: m.common_sending() });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/quotes');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      warehouseIds: [HARBOUR.id, LAKESHORE.id],
      name: 'Dana Fischer',
      email: 'dana@example.com',
      phone: '416-555-0199',
      company: null,
      spaceNeeded: 2500,
      spaceUnit: 'square_feet',
      startDate,
      storageTerm: 'long-term',
      servicesNeeded: ['Cross-Docking / Transloading'],
      message: 'Palletised dry goods, about 40 pallets a month.',
    });

    answer(Response.json(sent satisfies QuoteAnswer, { status: 201 }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText(m.quote_sent())).toBeTruthy();
    expect(status.textContent).toContain('dana@example.com');
    const answering = within(status).getByRole('list', { name: m.quote_who_will_answer() });
    expect(
      within(answering)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(sent.requests.map(whoAnswers));
  });

  it('starts an empty form again from the confirmation', async () => {
    render(<QuoteForm warehouses={[HARBOUR]} services={[]} />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: m.quote_send() }));
    await userEvent.click(await screen.findByRole('button', { name: m.quote_send_another() }));

    expect((field(m.common_name()) as HTMLInputElement).value).toBe('');
    expect((field(m.common_message()) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('button', { name: m.quote_send() }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server’s refusal under its field and in a toast, and keeps what was typed', async () => {
    const refusal = { message: 'Please check the highlighted fields.', errors: { phone: 'Phone number is required' } };
    vi.mocked(fetch).mockResolvedValueOnce(Response.json(refusal satisfies ApiErrorBody, { status: 400 }));
    render(<QuoteForm warehouses={[HARBOUR]} services={[]} />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: m.quote_send() }));

    await waitFor(() => expect(errorUnder(m.common_phone())).toContain('Phone number is required'));
    expect($toast.get()).toMatchObject({ title: m.common_error(), description: refusal.message, variant: 'error' });
    expect((field(m.common_name()) as HTMLInputElement).value).toBe('Dana Fischer');
    expect(screen.queryByText(m.quote_sent())).toBeNull();
  });

  it('falls back to its own sentence when the request does not reach the server', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<QuoteForm warehouses={[HARBOUR]} services={[]} />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: m.quote_send() }));

    await waitFor(() => expect($toast.get()?.description).toBe(m.quote_failed()));
    expect((screen.getByRole('button', { name: m.quote_send() }) as HTMLButtonElement).disabled).toBe(false);
  });
});
