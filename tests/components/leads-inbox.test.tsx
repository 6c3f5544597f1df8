// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $session, setSignedIn } from '#src/client/session.ts';
import { $toast } from '#src/client/toast.ts';
import { LeadsPage } from '#src/components/leads/LeadsPage.tsx';
import type { ApiErrorBody } from '#src/shared/api/errors.ts';
import { LEAD_MESSAGES, noLeads } from '#src/shared/api/leads.ts';
import type { Lead, LeadsAnswer } from '#src/client/answers.ts';
import type { LeadStatus } from '#src/shared/catalog.ts';
import { leadStatusLabel } from '#src/shared/i18n/labels/lead-statuses.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { MESSAGE_LENGTH } from '#src/shared/validation/contact-wording.ts';
import type { AnswerOf, api } from '#src/client/api.ts';

/** The owner's lead inbox (src/components/leads/LeadsPage.tsx) and its cards (LeadCard.tsx). */

const HARBOUR = { id: '3f8a2c1e-6b7d-4e90-a1b2-c3d4e5f60718', name: 'Harbour Logistics', city: 'Toronto' };
const LAKESHORE = { id: '7c1d9e2a-4b3f-4a8e-9c6d-0e1f2a3b4c5d', name: 'Lakeshore Storage', city: 'Hamilton' };

const lead = (n: number, buyer: string, status: LeadStatus, listing = HARBOUR): Lead => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  createdAt: '2026-11-20T14:30:00.000Z',
  status,
  statusChangedAt: null,
  listing,
  buyer: {
    name: buyer,
    email: `${buyer.split(' ')[0]!.toLowerCase()}@example.com`,
    phone: '416-555-0199',
    company: null,
  },
  spaceNeeded: 2500,
  spaceUnit: 'square_feet',
  startDate: '2027-01-15',
  storageTerm: 'long-term',
  servicesNeeded: [],
  message: 'Palletised dry goods, about 40 pallets a month.',
});

const DANA = lead(1, 'Dana Fischer', 'new');
const OMAR = lead(2, 'Omar Haddad', 'won', LAKESHORE);
const LIN = lead(3, 'Lin Zhao', 'contacted');

const inboxOf = (leads: Lead[]): LeadsAnswer => {
  const counts = noLeads();
  for (const l of leads) counts[l.status] += 1;
  return { leads, counts };
};

/** GET /api/leads answers `inbox`; a PATCH or a reply answers the lead as `change` makes it. */
function serve(inbox: LeadsAnswer, change: (lead: Lead, body: Record<string, string>) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/leads') return Response.json(inbox satisfies LeadsAnswer);
      const changed = inbox.leads.find((l) => url.startsWith(`/api/leads/${l.id}`))!;
      return change(changed, JSON.parse(String(init?.body)));
    }),
  );
}

const changedTo = (status: LeadStatus) => (l: Lead) =>
  Response.json({ lead: { ...l, status } } satisfies AnswerOf<(typeof api.leads)[':leadId']['$patch']>);

function openInbox(path = '/my-warehouses/leads') {
  window.history.replaceState(null, '', path);
  setSignedIn({ id: 'owner-1', username: 'quayowner', email: 'owner@quay.example', isAdmin: false });
  render(<LeadsPage />);
}

const card = (buyer: string) => screen.getByRole('article', { name: buyer });
const statusFilter = (label: string, n: number) =>
  screen.getByRole('button', { name: `${label} ${n} ${n === 1 ? 'lead' : 'leads'}` });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  $session.set({ status: 'loading', user: null });
  $toast.set(null);
  window.history.replaceState(null, '', '/');
});

describe('the lead inbox', () => {
  it('asks a visitor who is not signed in to log in, and asks the API nothing', () => {
    vi.stubGlobal('fetch', vi.fn());
    $session.set({ status: 'anonymous', user: null });
    render(<LeadsPage />);
    expect(screen.getByRole('heading', { name: m.leads_log_see_leads() })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('counts the leads by status and narrows them by status and listing, keeping the choice in the address', async () => {
    serve(inboxOf([DANA, OMAR, LIN]), changedTo('new'));
    openInbox();

    expect(await screen.findByText(m.leads_length_leads_shown({ length: 3 }))).toBeTruthy();
    expect(statusFilter(m.leads_all(), 3).getAttribute('aria-pressed')).toBe('true');
    expect(statusFilter(leadStatusLabel('new'), 1)).toBeTruthy();
    expect(statusFilter(leadStatusLabel('lost'), 0)).toBeTruthy();

    await userEvent.click(statusFilter(leadStatusLabel('won'), 1));
    expect(screen.getByText(m.leads_1_lead_shown())).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Omar Haddad')).toBeTruthy();
    expect(window.location.search).toBe('?status=won');

    await userEvent.click(statusFilter(m.leads_all(), 3));
    await userEvent.selectOptions(screen.getByLabelText(m.leads_listing()), HARBOUR.id);
    expect(screen.getByText(m.leads_length_leads_shown({ length: 2 }))).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Omar Haddad' })).toBeNull();
    expect(window.location.search).toBe(`?listing=${HARBOUR.id}`);
  });

  it('says so when no quote request has come in yet', async () => {
    serve(inboxOf([]), changedTo('new'));
    openInbox();
    expect(await screen.findByRole('heading', { name: m.leads_no_leads_yet() })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('a lead', () => {
  it('moves to the status the owner picks, and the counts follow', async () => {
    serve(inboxOf([DANA, OMAR]), changedTo('won'));
    openInbox();
    const status = within(await screen.findByRole('article', { name: 'Dana Fischer' })).getByLabelText(
      m.leads_status(),
    );
    await userEvent.selectOptions(status, 'won');

    const [url, init] = vi.mocked(fetch).mock.calls.at(-1)!;
    expect(url).toBe(`/api/leads/${DANA.id}`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'won' });
    await waitFor(() => expect(statusFilter(leadStatusLabel('won'), 2)).toBeTruthy());
    expect(statusFilter(leadStatusLabel('new'), 0)).toBeTruthy();
    expect(
      within(card('Dana Fischer')).getByText(leadStatusLabel('won'), { selector: '[data-lead-status]' }),
    ).toBeTruthy();
    expect((status as HTMLSelectElement).disabled).toBe(false);
  });

  it('keeps its status when the change is refused, and says why', async () => {
    serve(inboxOf([DANA]), () =>
      Response.json({ message: LEAD_MESSAGES.forbidden } satisfies ApiErrorBody, { status: 403 }),
    );
    openInbox();
    const status = within(await screen.findByRole('article', { name: 'Dana Fischer' })).getByLabelText(
      m.leads_status(),
    ) as HTMLSelectElement;
    await userEvent.selectOptions(status, 'lost');

    await waitFor(() => expect($toast.get()?.description).toBe(LEAD_MESSAGES.forbidden));
    expect(status.value).toBe('new');
    expect(status.disabled).toBe(false);
    expect(statusFilter(leadStatusLabel('new'), 1)).toBeTruthy();
  });

  it('opened from its e-mail, has its reply form ready; the reply is checked, sent and marks it contacted', async () => {
    serve(inboxOf([DANA, LIN]), (l, body) =>
      Response.json({ lead: { ...l, status: 'contacted', message: body.message! } } satisfies AnswerOf<
        (typeof api.leads)[':leadId']['$patch']
      >),
    );
    openInbox(`/my-warehouses/leads?lead=${DANA.id}`);
    const reply = await screen.findByRole('form', { name: m.leads_reply_name({ name: 'Dana Fischer' }) });
    // The other lead's form waits for its Reply button.
    expect(screen.queryByRole('form', { name: m.leads_reply_name({ name: 'Lin Zhao' }) })).toBeNull();
    expect(within(card('Lin Zhao')).getByRole('button', { name: m.leads_reply() })).toBeTruthy();

    await userEvent.click(within(reply).getByRole('button', { name: m.leads_send_reply() }));
    const box = within(reply).getByLabelText(m.leads_reply_name_2({ name: 'Dana Fischer' }));
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(within(reply).getByRole('alert').textContent).toBe(
      `Message must be at least ${MESSAGE_LENGTH.min} characters`,
    );
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(['/api/leads']);

    await userEvent.type(box, 'We have room from January; shall we call?');
    await userEvent.click(within(reply).getByRole('button', { name: m.leads_send_reply() }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: m.leads_reply_name({ name: 'Dana Fischer' }) })).toBeNull(),
    );
    const [url, init] = vi.mocked(fetch).mock.calls.at(-1)!;
    expect(url).toBe(`/api/leads/${DANA.id}/reply`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'We have room from January; shall we call?' });
    expect($toast.get()).toMatchObject({
      title: m.leads_reply_sent(),
      description: LEAD_MESSAGES.replied('Dana Fischer'),
    });
    expect(statusFilter(leadStatusLabel('contacted'), 2)).toBeTruthy();
  });
});
