// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsersTab } from '#src/components/admin/UsersTab.tsx';
import type { AdminUser } from '#src/client/answers.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** The Users tab's "Verify business" (src/components/admin/UsersTab.tsx): what makes a listing "Owner verified". */

const OWNER: AdminUser = {
  id: '0f1e2d3c-4b5a-4697-8877-665544332211',
  username: 'harbour-ops',
  email: 'ops@harbour.example',
  isAdmin: false,
  emailVerified: true,
  pendingEmail: null,
  createdAt: '2026-10-01T12:00:00.000Z',
  listingCount: 2,
  businessVerification: null,
};
const VERIFIED: AdminUser = {
  ...OWNER,
  businessVerification: {
    method: 'phone_call',
    note: 'Spoke to the manager',
    verifiedByName: 'demo-admin',
    verifiedAt: '2026-11-29T09:00:00.000Z',
  },
};

let current: AdminUser;

beforeEach(() => {
  current = OWNER;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.startsWith('/api/admin/users?'))
        return Response.json({ users: [current], total: 1, page: 1, pageSize: 25 });
      if (url === `/api/admin/users/${OWNER.id}/business-verification`) {
        current = method === 'POST' ? VERIFIED : OWNER;
        return Response.json({ user: current });
      }
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const calls = (method: string) =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url, init]) => String(url).endsWith('/business-verification') && init?.method === method);

describe('verifying an owner’s business', () => {
  it('asks how the business was checked, sends it with the note, and shows who verified it', async () => {
    const user = userEvent.setup();
    render(<UsersTab userId="admin-id" />);
    const row = (await screen.findByRole('heading', { name: 'harbour-ops' })).closest('li')!;
    expect(within(row).getByText(m.admin_business_not_verified())).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: m.admin_verify_business() }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: m.admin_verify_business() }));
    expect(await within(dialog).findByText(m.v_business_verification_method())).toBeTruthy();
    expect(calls('POST')).toHaveLength(0);

    await user.selectOptions(
      within(dialog).getByLabelText(m.admin_verification_method()),
      m.admin_verification_method_phone_call(),
    );
    await user.type(within(dialog).getByLabelText(m.admin_verification_note()), 'Spoke to the manager');
    await user.click(within(dialog).getByRole('button', { name: m.admin_verify_business() }));

    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST')[0]![1]!.body))).toEqual({
      method: 'phone_call',
      note: 'Spoke to the manager',
    });
    const verified = (await screen.findByText(m.admin_business_verified())).closest('li')!;
    expect(within(verified).getByText(/Verified by demo-admin/).textContent).toContain('Spoke to the manager');
    expect(within(verified).getByRole('button', { name: m.admin_withdraw_verification() })).toBeTruthy();
  });

  it('withdraws it after a confirmation', async () => {
    current = VERIFIED;
    const user = userEvent.setup();
    render(<UsersTab userId="admin-id" />);
    await user.click(await screen.findByRole('button', { name: m.admin_withdraw_verification() }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.admin_withdraw_description({ username: 'harbour-ops' }))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: m.admin_withdraw_verification() }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(await screen.findByText(m.admin_business_not_verified())).toBeTruthy();
  });
});
