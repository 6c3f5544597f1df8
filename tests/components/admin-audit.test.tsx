// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditTab } from '#src/components/admin/AuditTab.tsx';
import { formatDateTime } from '#src/components/admin/admin-api.ts';
import type { AdminAuditPage, AuditEntry } from '#src/server/answers/admin.ts';

const ADMIN_ID = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
const LISTING_ID = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const REVIEWED_AT = '2026-11-28T18:43:00.000Z';

const APPROVED: AuditEntry = {
  id: 1,
  actorId: ADMIN_ID,
  actorName: 'ops-admin',
  action: 'listing.approve',
  entityType: 'listing',
  entityId: LISTING_ID,
  entityName: 'Quay Storage',
  changes: {
    status: { before: 'pending', after: 'active' },
    reviewedBy: { before: null, after: ADMIN_ID },
    reviewedAt: { before: null, after: REVIEWED_AT },
  },
  names: { [ADMIN_ID]: 'ops-admin' },
  createdAt: REVIEWED_AT,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ entries: [APPROVED], total: 1, page: 1, pageSize: 25 } satisfies AdminAuditPage)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuditTab', () => {
  it("names the person an id in the details points to, and writes the details' times as the page does", async () => {
    render(<AuditTab />);
    const reviewer = await screen.findByText('reviewedBy');
    const row = reviewer.parentElement!;
    expect(row.textContent).toContain(`ops-admin (${ADMIN_ID})`);
    const time = screen.getByText('reviewedAt').parentElement!;
    expect(time.textContent).toContain(formatDateTime(REVIEWED_AT));
    expect(time.textContent).not.toContain(REVIEWED_AT);
    // A value that names no one stays as it is.
    expect(screen.getByText('status').parentElement!.textContent).toContain('pending → active');
  });
});
