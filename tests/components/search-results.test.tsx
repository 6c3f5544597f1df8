// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $compared } from '#src/client/compare.ts';
import { SearchResults } from '#src/components/search/SearchResults.tsx';
import type { ApiErrorBody } from '#src/shared/api/errors.ts';
import type { ResolvedPlace, SearchAnswer, SearchedWarehouse } from '#src/client/answers.ts';
import { DISTANCE_KM } from '#src/shared/catalog.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { publicWarehouseAnswer } from '#tests/support/listing-answers.ts';

/** The /search island (src/components/search/SearchResults.tsx) and what it draws: cards, pages, ways out. */

const TORONTO: ResolvedPlace = { name: 'Toronto', province: 'ON', country: 'CA', latitude: 43.65, longitude: -79.38 };

const warehouse = (n: number, name: string): SearchedWarehouse => ({
  ...publicWarehouseAnswer({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    squareFeet: 12000,
    description: 'Racking and two dock doors.',
  }),
  distanceKm: 4,
  outsideRadius: false,
  missingServices: [],
});

/** GET /api/search's answer for a search around Toronto; `overrides` change it. */
const answer = (overrides: Partial<SearchAnswer> = {}): SearchAnswer => {
  const warehouses = overrides.warehouses ?? [warehouse(1, 'Harbour Logistics'), warehouse(2, 'Lakeshore Storage')];
  return {
    total: warehouses.length,
    page: 1,
    limit: 12,
    totalPages: 1,
    interpretedAs: 'place',
    place: TORONTO,
    places: [TORONTO],
    correctedFrom: null,
    region: null,
    regionName: null,
    radiusKm: 30,
    bbox: null,
    nearestBeyondRadius: false,
    closestMatches: false,
    facets: {
      storageTypes: { 'Dry Storage': warehouses.length },
      services: { Storage: warehouses.length },
      ownerVerified: 0,
      certifications: {},
      dockDoorsAtLeast: {},
      clearHeightAtLeast: {},
      withPrice: 0,
      withSpace: 0,
    },
    applied: {
      storageTypesOffered: [],
      servicesOffered: [],
      distance: 30,
      storageTermType: 'all',
      ownerVerified: false,
      sort: 'relevance',
    },
    adjusted: [],
    ...overrides,
    warehouses,
  };
};

/** The beacons the page sent (search events): where to and what. */
let beacons: { url: string; body: Promise<unknown> }[] = [];

/** The API's answers, one per request in order; the last is repeated. */
let answers: Response[] = [];
const answerWith = (...next: (SearchAnswer | Response)[]) => {
  answers = next.map((a) => (a instanceof Response ? a : Response.json(a)));
};

beforeEach(() => {
  sessionStorage.clear();
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      beacons.push({ url, body: body.text().then((text) => JSON.parse(text) as unknown) });
      return true;
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      // The top form's location box asks for places as the visitor types: none here.
      url.startsWith('/api/search?')
        ? answers.length > 1
          ? answers.shift()!
          : answers[0]!.clone()
        : Response.json([]),
    ),
  );
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  // The cards' compare store keeps the page's storage listener for a second after its last reader
  // leaves; it is let go now, while this file's window still exists.
  cleanStores($compared);
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The URLs of the searches asked so far. */
const searchesAsked = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/search?'));

/** Opens /search at `path`. The island's first render waits for the page's preview photo, hence the awaited act. */
async function open(path: string) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(<SearchResults />);
  });
}

const heading = () => screen.getByRole('heading', { level: 2 });
const summary = (total: number, km = 30) =>
  m.search_summary_near({
    count: m.search_warehouse_count({ count: total, number: String(total) }),
    km,
    places: 'Toronto, ON',
  });

/** The pagination's button for `page`, looked up afresh: the list is redrawn with each answer. */
const pageButton = (page: number) =>
  within(screen.getByRole('navigation', { name: m.pagination_label() })).getByRole('button', {
    name: m.pagination_page({ page }),
  });

describe('the results of a search', () => {
  it('asks for what the address says and shows the count, the place and a card per listing', async () => {
    answerWith(answer());
    await open('/search?query=Toronto&distance=30');

    await waitFor(() => expect(heading().textContent).toBe(summary(2)));
    expect(searchesAsked()).toEqual(['/api/search?query=Toronto&distance=30']);
    expect(screen.getByRole('heading', { level: 3, name: 'Harbour Logistics' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Lakeshore Storage' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: m.pagination_label() })).toBeNull();
  });

  it('searches again at once with a side filter, keeping what the top form holds but has not submitted', async () => {
    answerWith(answer(), answer({ warehouses: [warehouse(1, 'Harbour Logistics')] }));
    await open('/search?query=Toronto&distance=30');
    const form = await screen.findByRole('search', { name: m.search_form_label() });
    await userEvent.clear(within(form).getByRole('combobox', { name: m.search_location() }));
    await userEvent.type(within(form).getByRole('combobox', { name: m.search_location() }), 'Mississauga');

    const sidebar = screen.getByRole('complementary', { name: m.search_refine_results() });
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: /^Dry Storage/ }));
    expect(window.location.search).toBe('?query=Mississauga&storageTypesOffered=Dry+Storage&distance=30');
    await waitFor(() => expect(heading().textContent).toBe(summary(1)));
    expect(searchesAsked().at(-1)).toBe('/api/search?query=Mississauga&storageTypesOffered=Dry+Storage&distance=30');
    expect(within(sidebar).getByRole('button', { name: m.search_clear_all_filters() })).toBeTruthy();
  });

  it('goes to another page of results from the page numbers', async () => {
    answerWith(answer({ total: 30, totalPages: 3 }), answer({ total: 30, totalPages: 3, page: 2 }));
    await open('/search?query=Toronto&distance=30');
    const pages = await screen.findByRole('navigation', { name: m.pagination_label() });
    expect(
      within(pages)
        .getByRole('button', { name: m.pagination_page({ page: 1 }) })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect((within(pages).getByRole('button', { name: m.pagination_previous() }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await userEvent.click(within(pages).getByRole('button', { name: m.pagination_page({ page: 2 }) }));
    expect(window.location.search).toBe('?query=Toronto&distance=30&page=2');
    await waitFor(() => expect(searchesAsked().at(-1)).toBe('/api/search?query=Toronto&distance=30&page=2'));
    await waitFor(() => expect(pageButton(2).getAttribute('aria-current')).toBe('page'));
  });

  it('names the place a misspelling was read as, with a link to search the text as typed', async () => {
    answerWith(answer({ correctedFrom: 'Torotno' }), answer({ places: [], place: null, radiusKm: null }));
    await open('/search?query=Torotno');

    expect(
      await screen.findByText(m.search_showing_results_for({ places: 'Toronto, ON' }), { exact: false }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: m.search_search_instead({ query: 'Torotno' }) }));
    expect(window.location.search).toBe('?query=Torotno&exact=1&distance=30');
    await waitFor(() => expect(searchesAsked().at(-1)).toBe('/api/search?query=Torotno&exact=1&distance=30'));
    await waitFor(() => expect(screen.queryByText(m.search_showing_results_for({ places: 'Toronto, ON' }))).toBeNull());
  });
});

describe('a search with nothing to show', () => {
  it('offers a wider radius and every listing, and widening searches again', async () => {
    answerWith(answer({ warehouses: [] }), answer({ radiusKm: DISTANCE_KM.max }));
    await open('/search?query=Toronto&distance=20');

    expect(await screen.findByRole('heading', { name: m.empty_title() })).toBeTruthy();
    expect(screen.getByRole('link', { name: m.empty_browse_all() }).getAttribute('href')).toBe(
      '/search?query=&distance=30',
    );
    expect(screen.queryByRole('button', { name: m.empty_clear_filters() })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: m.empty_widen_to({ km: DISTANCE_KM.max }) }));
    expect(window.location.search).toBe(`?query=Toronto&distance=${DISTANCE_KM.max}`);
    await waitFor(() => expect(heading().textContent).toBe(summary(2, DISTANCE_KM.max)));
  });

  it('says why a search failed: a refused one offers a new search, one that did not arrive a retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refusal = 'Search text cannot exceed 200 characters';
    answerWith(Response.json({ message: refusal } satisfies ApiErrorBody, { status: 400 }));
    await open('/search?query=Toronto');
    const refused = await screen.findByRole('alert');
    expect(within(refused).getByText(m.search_could_not_run())).toBeTruthy();
    expect(within(refused).getByText(refusal)).toBeTruthy();
    expect(within(refused).getByRole('link', { name: m.search_start_new() }).getAttribute('href')).toBe(
      '/search?query=&distance=30',
    );
    expect(within(refused).queryByRole('button', { name: m.common_try_again() })).toBeNull();
    cleanup();
    vi.mocked(fetch).mockClear();

    answerWith(new Response('', { status: 502 }), answer());
    await open('/search?query=Toronto&distance=30');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(m.common_something_went_wrong())).toBeTruthy();
    expect(within(alert).getByText(m.search_we_could_not_load())).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: m.common_try_again() }));

    await waitFor(() => expect(heading().textContent).toBe(summary(2)));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(searchesAsked()).toHaveLength(2);
  });
});

describe('the search events the page records', () => {
  it('sends one search event per answer shown, with what was searched and found, and none for a later page', async () => {
    answerWith(
      answer({ total: 30, totalPages: 3 }),
      answer({ total: 30, totalPages: 3, page: 2 }),
      answer({ total: 30, totalPages: 3 }),
    );
    await open('/search?query=Toronto&storageTypesOffered=Dry+Storage&distance=30');
    await waitFor(() => expect(heading().textContent).toBe(summary(30)));
    expect(beacons.map((b) => b.url)).toEqual(['/api/events']);
    expect(await beacons[0]!.body).toEqual({
      type: 'search',
      payload: {
        query: 'Toronto',
        filters: {
          storageTypesOffered: ['Dry Storage'],
          servicesOffered: [],
          distance: 30,
          storageTermType: 'all',
          ownerVerified: false,
          sort: 'relevance',
        },
        resultCount: 30,
        interpretedAs: 'place',
        place: { name: 'Toronto', province: 'ON', country: 'CA' },
        region: null,
      },
    });

    const pages = screen.getByRole('navigation', { name: m.pagination_label() });
    await userEvent.click(within(pages).getByRole('button', { name: m.pagination_page({ page: 2 }) }));
    await waitFor(() => expect(searchesAsked()).toHaveLength(2));
    await waitFor(() => expect(pageButton(2).getAttribute('aria-current')).toBe('page'));
    expect(beacons, 'another page of the same search is not another search').toHaveLength(1);

    await userEvent.click(
      within(screen.getByRole('navigation', { name: m.pagination_label() })).getByRole('button', {
        name: m.pagination_page({ page: 1 }),
      }),
    );
    await waitFor(() => expect(searchesAsked()).toHaveLength(3));
    await waitFor(() => expect(beacons).toHaveLength(2));
  });
});
