// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast } from '#src/client/toast.ts';
import { ListingCard } from '#src/components/admin/ListingCard.tsx';
import { ModerationTab } from '#src/components/admin/ModerationTab.tsx';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import type { AdminListing, AdminModerationQueue, ModerationItem } from '#src/client/answers.ts';
import type { ApiErrorBody } from '#src/shared/api/errors.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { ADMIN_VALIDATION } from '#src/shared/validation/admin.ts';
import { adminListingAnswer } from '#tests/support/listing-answers.ts';
import type { AnswerOf, api } from '#src/client/api.ts';

/** A listing's card on the admin dashboard (src/components/admin/ListingCard.tsx), as the moderation tab lists it. */

const QUAY: ModerationItem = { ...adminListingAnswer('Quay Storage', { status: 'pending' }), ageDays: 3 };
const DOCKSIDE: ModerationItem = {
  ...adminListingAnswer('Dockside Cold Storage', { status: 'pending' }),
  id: '9b2e4c6a-1d3f-4e5a-8b7c-0d1e2f3a4b5c',
  ageDays: 1,
};
const RENAMED: ModerationItem = {
  ...adminListingAnswer('Harbour Logistics', { pendingName: 'Harbour Logistics East' }),
  id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  ageDays: 0,
};

type Route = (body: Record<string, unknown> | undefined) => Response | Promise<Response>;
/** The admin API as each test needs it: `METHOD /path` answers; GET /api/admin/moderation answers `queue`. */
let routes: Record<string, Route> = {};
let queue: AdminModerationQueue;

beforeEach(() => {
  $toast.set(null);
  queue = { pending: [QUAY, DOCKSIDE], pendingTotal: 2, pendingNames: [RENAMED] };
  routes = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      if (key === 'GET /api/admin/moderation') return Response.json(queue satisfies AdminModerationQueue);
      return routes[key]!(init?.body ? JSON.parse(String(init.body)) : undefined);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listingAnswer = (listing: AdminListing) =>
  Response.json({ listing } satisfies AnswerOf<(typeof api.admin.listings)[':id']['$get']>);
const path = (listing: AdminListing, action = '') => `/api/admin/listings/${listing.id}${action}`;
const card = (name: string) => screen.getByRole('article', { name });
const button = (name: string, of: string) => within(card(of)).getByRole('button', { name }) as HTMLButtonElement;
const sent = (key: string) =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the moderation queue', () => {
  it('lists the listings waiting for review with their age, then the new names to approve', async () => {
    render(<ModerationTab />);
    expect(
      await screen.findByRole('heading', { name: m.admin_waiting_review_pending_total({ pending_total: 2 }) }),
    ).toBeTruthy();
    expect(within(card('Quay Storage')).getByText(/submitted 3 days ago/)).toBeTruthy();
    expect(within(card('Dockside Cold Storage')).getByText(/submitted 1 day ago/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: m.admin_new_names_approve_length({ length: 1 }) })).toBeTruthy();
    expect(within(card('Harbour Logistics')).getByText(m.admin_new_name_requested())).toBeTruthy();
    // A listing online offers no approval of itself, only of its new name.
    expect(within(card('Harbour Logistics')).queryByRole('button', { name: m.admin_approve() })).toBeNull();
    expect(button(m.admin_approve_name(), 'Harbour Logistics')).toBeTruthy();
  });

  it('approves a listing with the version it was loaded at, holds the buttons meanwhile, and drops it from the queue', async () => {
    let approve!: () => void;
    routes[`POST ${path(QUAY, '/approve')}`] = () =>
      new Promise((resolve) => {
        approve = () => resolve(listingAnswer({ ...QUAY, status: 'active' }));
      });
    render(<ModerationTab />);
    await screen.findByRole('article', { name: 'Quay Storage' });
    await userEvent.click(button(m.admin_approve(), 'Quay Storage'));

    await waitFor(() => expect(button(m.admin_approve(), 'Quay Storage').disabled).toBe(true));
    expect(button(m.admin_decline(), 'Quay Storage').disabled).toBe(true);
    expect(button(m.admin_approve(), 'Dockside Cold Storage').disabled).toBe(false);
    expect(sent(`POST ${path(QUAY, '/approve')}`)).toEqual([{ expectedUpdatedAt: QUAY.updatedAt }]);

    queue = { pending: [DOCKSIDE], pendingTotal: 1, pendingNames: [RENAMED] };
    approve();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Quay Storage' })).toBeNull());
    expect($toast.get()).toMatchObject({ title: m.admin_name_approved({ name: 'Quay Storage' }), variant: 'success' });
    expect(
      screen.getByRole('heading', { name: m.admin_waiting_review_pending_total({ pending_total: 1 }) }),
    ).toBeTruthy();
  });

  it('declines a listing only with a reason for its owner', async () => {
    routes[`POST ${path(DOCKSIDE, '/decline')}`] = () => listingAnswer({ ...DOCKSIDE, status: 'declined' });
    render(<ModerationTab />);
    await screen.findByRole('article', { name: 'Dockside Cold Storage' });
    await userEvent.click(button(m.admin_decline(), 'Dockside Cold Storage'));

    const dialog = screen.getByRole('dialog', { name: m.admin_decline_name({ name: 'Dockside Cold Storage' }) });
    await userEvent.click(within(dialog).getByRole('button', { name: m.admin_decline_listing() }));
    const reason = within(dialog).getByLabelText(m.admin_reason());
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('alert').textContent).toBe(ADMIN_VALIDATION.reason);
    expect(sent(`POST ${path(DOCKSIDE, '/decline')}`)).toEqual([]);

    await userEvent.type(reason, 'The photos show another building.');
    queue = { pending: [QUAY], pendingTotal: 1, pendingNames: [RENAMED] };
    await userEvent.click(within(dialog).getByRole('button', { name: m.admin_decline_listing() }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Dockside Cold Storage' })).toBeNull());
    expect(sent(`POST ${path(DOCKSIDE, '/decline')}`)).toEqual([
      { expectedUpdatedAt: DOCKSIDE.updatedAt, reason: 'The photos show another building.' },
    ]);
    expect($toast.get()?.title).toBe(m.admin_name_declined({ name: 'Dockside Cold Storage' }));
  });
});

describe('a listing card', () => {
  it('approves a new name and drops the request from the card', async () => {
    routes[`POST ${path(RENAMED, '/approve-name')}`] = () =>
      listingAnswer({ ...RENAMED, name: 'Harbour Logistics East', pendingName: null });
    const onChanged = vi.fn();
    render(<ListingCard listing={RENAMED} onChanged={onChanged} />);
    await userEvent.click(button(m.admin_approve_name(), 'Harbour Logistics'));

    const renamed = await screen.findByRole('article', { name: 'Harbour Logistics East' });
    expect(within(renamed).queryByText(m.admin_new_name_requested())).toBeNull();
    expect(within(renamed).queryByRole('button', { name: m.admin_approve_name() })).toBeNull();
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ pendingName: null }));
  });

  it('says when someone else changed the listing first, and reloads it on request', async () => {
    routes[`POST ${path(RENAMED, '/approve-name')}`] = () =>
      Response.json({ message: ADMIN_MESSAGES.changed } satisfies ApiErrorBody, { status: 409 });
    routes[`GET ${path(RENAMED)}`] = () =>
      listingAnswer({ ...RENAMED, pendingName: 'Harbour Logistics West', updatedAt: '2026-11-21T08:00:00.000Z' });
    render(<ListingCard listing={RENAMED} />);
    await userEvent.click(button(m.admin_approve_name(), 'Harbour Logistics'));

    const alert = await within(card('Harbour Logistics')).findByRole('alert');
    expect(alert.textContent).toContain(m.admin_listing_was_changed_by());
    // No failure toast: the card itself says what happened.
    expect($toast.get()).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: m.admin_reload() }));
    await waitFor(() => expect(within(card('Harbour Logistics')).queryByRole('alert')).toBeNull());
    expect(within(card('Harbour Logistics')).getByText(/Harbour Logistics West/)).toBeTruthy();

    // The next change carries the version just loaded.
    routes[`POST ${path(RENAMED, '/approve-name')}`] = () => listingAnswer({ ...RENAMED, pendingName: null });
    await userEvent.click(button(m.admin_approve_name(), 'Harbour Logistics'));
    expect(sent(`POST ${path(RENAMED, '/approve-name')}`).at(-1)).toEqual({
      expectedUpdatedAt: '2026-11-21T08:00:00.000Z',
    });
  });

  it('says "pin not placed" for a listing standing at its city’s centre, and no more once the pin is saved', async () => {
    const unplaced = { ...QUAY, pinPlaced: false };
    routes[`PUT ${path(QUAY, '/coordinates')}`] = () => listingAnswer({ ...QUAY, pinPlaced: true });
    render(<ListingCard listing={unplaced} />);
    expect(within(card('Quay Storage')).getByText(m.admin_pin_not_placed())).toBeTruthy();
    await userEvent.click(button(m.admin_save_coordinates(), 'Quay Storage'));
    await waitFor(() => expect(within(card('Quay Storage')).queryByText(m.admin_pin_not_placed())).toBeNull());
  });

  it('checks typed coordinates before saving them with the listing’s version', async () => {
    routes[`PUT ${path(QUAY, '/coordinates')}`] = (body) =>
      listingAnswer({ ...QUAY, latitude: Number(body!.latitude), longitude: Number(body!.longitude) });
    render(<ListingCard listing={QUAY} />);
    const latitude = within(card('Quay Storage')).getByLabelText(m.admin_latitude());
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '123');
    await userEvent.click(button(m.admin_save_coordinates(), 'Quay Storage'));
    expect(within(card('Quay Storage')).getByText(ADMIN_VALIDATION.latitude)).toBeTruthy();
    expect(sent(`PUT ${path(QUAY, '/coordinates')}`)).toEqual([]);

    await userEvent.clear(latitude);
    await userEvent.type(latitude, '45.52');
    await userEvent.click(button(m.admin_save_coordinates(), 'Quay Storage'));
    await waitFor(() => expect($toast.get()?.title).toBe(m.admin_coordinates_saved()));
    expect(within(card('Quay Storage')).queryByText(ADMIN_VALIDATION.latitude)).toBeNull();
    expect(sent(`PUT ${path(QUAY, '/coordinates')}`)).toEqual([
      { expectedUpdatedAt: QUAY.updatedAt, latitude: 45.52, longitude: QUAY.longitude },
    ]);
  });
});
