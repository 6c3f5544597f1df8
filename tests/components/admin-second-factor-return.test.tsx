// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $session } from '#src/client/session.ts';
import { AdminApp } from '#src/components/admin/AdminApp.tsx';
import { returnUrlFrom } from '#src/shared/return-url.ts';

afterEach(() => {
  cleanup();
  $session.set({ status: 'loading', user: null });
  window.history.replaceState(null, '', '/');
});

describe('the dashboard for an admin without a second factor', () => {
  it('sends them to set it up on the way back to the dashboard', () => {
    window.history.replaceState(null, '', '/ops-desk?tab=audit');
    $session.set({
      status: 'authenticated',
      user: {
        id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
        username: 'ops-admin',
        email: 'ops@example.com',
        isAdmin: true,
        needsSecondFactor: true,
      },
    });
    render(<AdminApp />);
    const link = screen.getByRole('link', { name: 'Set Up Two-step Sign-in' });
    const target = new URL(link.getAttribute('href')!, 'https://example.test');
    expect(target.pathname).toBe('/profile');
    expect(target.hash).toBe('#two-step-sign-in');
    // What the profile reads once the recovery codes are saved: the dashboard, as it was.
    expect(returnUrlFrom(target.search)).toBe('/ops-desk?tab=audit');
  });
});
