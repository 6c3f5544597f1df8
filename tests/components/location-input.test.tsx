// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CitySuggestion, LocationSuggestion } from '#src/client/answers.ts';
import { LocationInput } from '#src/components/search/LocationInput.tsx';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * The location box's type-ahead (src/components/search/LocationInput.tsx): the cities with
 * warehouses and the built-in list first, the gazetteer (/api/locations) when those give fewer
 * than three.
 */

/** The box as a form holds it: its value in the form's state. */
function Box() {
  const [value, setValue] = useState('');
  return <LocationInput value={value} onChange={setValue} />;
}

const locationBox = () => screen.getByRole('combobox', { name: m.search_location() }) as HTMLInputElement;
const shownPlaces = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option')
    .map((o) => o.textContent);

/** The requests made to one API path, with the text asked and the request's abort signal. */
function requestsTo(fetchMock: ReturnType<typeof vi.fn>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(path))
    .map(([url, init]) => ({
      query: new URL(String(url), 'http://localhost').searchParams.get('query'),
      signal: (init as RequestInit).signal!,
    }));
}

beforeEach(() => sessionStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the location type-ahead', () => {
  it('asks the gazetteer once the typing pauses, and aborts the request for text typed over', async () => {
    const answers = new Map<string, (places: LocationSuggestion[]) => void>();
    const fetchMock = vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith('/api/cities')) return Promise.resolve(Response.json([] satisfies CitySuggestion[]));
      const query = new URL(url, 'http://localhost').searchParams.get('query')!;
      // The gazetteer answers when the test says so, or the request is aborted first.
      return new Promise<Response>((resolve, reject) => {
        answers.set(query, (places) => resolve(Response.json(places)));
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(<Box />);

    // Typed without a pause: one request, for the whole text.
    await userEvent.type(locationBox(), 'Zq');
    await waitFor(() => expect(requestsTo(fetchMock, '/api/locations')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/api/locations')[0]!.query).toBe('Zq');
    expect(requestsTo(fetchMock, '/api/cities')).toHaveLength(1);

    // More typing: the first request is no longer needed and is aborted; the new text is asked.
    await userEvent.type(locationBox(), 'u');
    await waitFor(() => expect(requestsTo(fetchMock, '/api/locations')).toHaveLength(2));
    const [first, second] = requestsTo(fetchMock, '/api/locations');
    expect(first!.signal.aborted).toBe(true);
    expect(second!.query).toBe('Zqu');
    expect(second!.signal.aborted).toBe(false);

    answers.get('Zqu')!([{ city: 'Zquville', province: 'QC', country: 'CA' }]);
    await waitFor(() => expect(shownPlaces()).toEqual(['Zquville, QC']));
    expect(locationBox().getAttribute('aria-expanded')).toBe('true');
    // The cities with warehouses were read once, not at every keystroke.
    expect(requestsTo(fetchMock, '/api/cities')).toHaveLength(1);
  });

  it('offers the built-in cities when the API cannot be reached, and a click fills the box', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Service Unavailable', { status: 503 })),
    );
    render(<Box />);

    await userEvent.type(locationBox(), 'Mon');
    await waitFor(() => expect(shownPlaces()).toEqual(['Montréal, QC', 'Moncton, NB']));

    await userEvent.click(screen.getAllByRole('option').find((o) => o.textContent === 'Moncton, NB')!);
    expect(locationBox().value).toBe('Moncton, NB');
    expect(locationBox().getAttribute('aria-expanded')).toBe('false');
  });

  it('asks nothing below two characters and closes the list when the text gets that short', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/cities')
        ? Response.json([{ city: 'Toronto', province: 'ON' }] satisfies CitySuggestion[])
        : Response.json([] satisfies LocationSuggestion[]),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<Box />);

    await userEvent.type(locationBox(), 'T');
    expect(locationBox().getAttribute('aria-expanded')).toBe('false');

    await userEvent.type(locationBox(), 'o');
    await waitFor(() => expect(shownPlaces()[0]).toBe('Toronto, ON'));

    await userEvent.type(locationBox(), '{Backspace}');
    expect(locationBox().getAttribute('aria-expanded')).toBe('false');
    expect(requestsTo(fetchMock, '/api/locations').map((r) => r.query)).not.toContain('T');
  });
});
