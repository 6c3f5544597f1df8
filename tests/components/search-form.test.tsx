// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchForm } from '#src/components/search/SearchForm.tsx';
import type { CitySuggestion, LocationSuggestion } from '#src/client/answers.ts';
import { kmToMiles } from '#src/shared/catalog.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { emptyCriteria, type SearchCriteria } from '#src/shared/search-url.ts';

/** The search form (src/components/search/SearchForm.tsx): the home hero's box and the results page's form. */

beforeEach(() => {
  sessionStorage.clear();
  // The location box asks for the cities that have warehouses, then the gazetteer when those are too few.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/cities')
        ? Response.json([{ city: 'Toronto', province: 'ON' }] satisfies CitySuggestion[])
        : Response.json([{ city: 'Torbay', province: 'NL', country: 'CA' }] satisfies LocationSuggestion[]),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The hero submits by loading /search: the test keeps the page where it is and notes the address. */
function stubNavigation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: '/', search: '', assign });
  return assign;
}

const locationBox = () => screen.getByRole('combobox', { name: m.search_location() });
const suggestions = () =>
  screen.getByRole('listbox', { name: m.search_label_suggestions({ label: m.search_location() }) });

/** Opens a filter menu of the form and ticks `options` in it. */
async function choose(menu: string, options: string[]) {
  // The menus' code arrives when they are first shown (SearchForm.tsx).
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${menu}`) }));
  const panel = screen.getByRole('group', { name: menu });
  for (const option of options) await userEvent.click(within(panel).getByRole('checkbox', { name: option }));
}

describe('the home hero', () => {
  it('offers at most 3 places as the visitor types, and a keyboard pick fills the box', async () => {
    const assign = stubNavigation();
    render(<SearchForm variant="hero" />);
    await userEvent.type(locationBox(), 'Tor');

    const list = await waitFor(() => {
      expect(within(suggestions()).getAllByRole('option').length).toBeGreaterThan(0);
      return suggestions();
    });
    expect(within(list).getAllByRole('option').length).toBeLessThanOrEqual(3);
    expect(within(list).getAllByRole('option')[0]!.textContent).toBe('Toronto, ON');
    expect(locationBox().getAttribute('aria-expanded')).toBe('true');

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect((locationBox() as HTMLInputElement).value).toBe('Toronto, ON');
    expect(locationBox().getAttribute('aria-expanded')).toBe('false');
    // Enter picked the place; it did not submit the form.
    expect(assign).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: m.search_find_perfect() }));
    expect(assign).toHaveBeenCalledWith('/search?query=Toronto%2C+ON&distance=20');
  });

  it('closes the suggestions on Escape and keeps what was typed', async () => {
    render(<SearchForm variant="hero" />);
    await userEvent.type(locationBox(), 'Van');
    await waitFor(() => expect(locationBox().getAttribute('aria-expanded')).toBe('true'));

    await userEvent.keyboard('{Escape}');
    expect(locationBox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
    expect((locationBox() as HTMLInputElement).value).toBe('Van');
  });

  it('on a phone, shows the menus working once the filters are opened', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<SearchForm variant="hero" />);
    // Hidden until opened, and until then a picture: no menu to operate.
    expect(screen.queryByRole('button', { name: new RegExp(`^${m.search_storage_type()}`) })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: m.search_show_filters() }));
    await choose(m.search_storage_type(), ['Cold Storage']);
    expect(screen.getByRole('button', { name: `${m.search_storage_type()} Cold Storage` })).toBeTruthy();
  });

  it('counts the chosen filters on the toggle and searches everywhere with them when no place is typed', async () => {
    const assign = stubNavigation();
    render(<SearchForm variant="hero" />);
    const toggle = screen.getByRole('button', { name: m.search_show_filters() });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: m.search_hide_filters() }).getAttribute('aria-expanded')).toBe('true');

    await choose(m.search_storage_type(), ['Cold Storage']);
    await choose(m.search_services(), ['Cross-Docking / Transloading']);
    expect(screen.getByText(m.search_n_selected({ count: 2 }))).toBeTruthy();
    // A menu with one choice names it.
    expect(screen.getByRole('button', { name: `${m.search_storage_type()} Cold Storage` })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: m.search_find_perfect() }));
    expect(assign).toHaveBeenCalledWith(
      '/search?query=&storageTypesOffered=Cold+Storage&servicesOffered=Cross-Docking+%2F+Transloading&distance=10',
    );
  });
});

describe('the results page form', () => {
  const toronto: SearchCriteria = { ...emptyCriteria(), query: 'Toronto', distance: 30 };

  it('hands the search over with the text trimmed and the filters chosen, and loads no page', async () => {
    const assign = stubNavigation();
    const onSearch = vi.fn();
    render(<SearchForm variant="page" initialValues={toronto} onSearch={onSearch} />);
    expect((locationBox() as HTMLInputElement).value).toBe('Toronto');

    await userEvent.clear(locationBox());
    await userEvent.type(locationBox(), '  Mississauga  ');
    await choose(m.search_storage_type(), ['Dry Storage']);
    await userEvent.click(screen.getByRole('button', { name: m.search_find_warehouses() }));

    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith({ ...toronto, query: 'Mississauga', storageTypesOffered: ['Dry Storage'] });
    expect(assign).not.toHaveBeenCalled();
  });

  it('searches again after a pause when the distance slider moves, and shows the distance in miles too', async () => {
    const onSearch = vi.fn();
    render(<SearchForm variant="page" initialValues={toronto} onSearch={onSearch} />);
    const slider = screen.getByRole('slider', { name: m.search_distance() });
    expect((slider as HTMLInputElement).value).toBe('30');

    fireEvent.change(slider, { target: { value: '40' } });
    fireEvent.change(slider, { target: { value: '50' } });
    expect(screen.getByText(m.search_distance_km({ distance: 50 }))).toBeTruthy();
    expect(screen.getByText(m.search_km_miles_mi({ km_to_miles: kmToMiles(50) }))).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();

    // Only the last position is searched, once the slider rests.
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith({ ...toronto, distance: 50 });
  });

  it('searches again when the storage term changes, and shows the values of a new address after back or forward', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <SearchForm variant="page" initialValues={toronto} onSearch={onSearch} forceReset={0} />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: m.search_storage_term() }), 'long-term');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ ...toronto, storageTermType: 'long-term' }));

    const back: SearchCriteria = { ...emptyCriteria(), query: 'Ottawa', distance: 20 };
    rerender(<SearchForm variant="page" initialValues={back} onSearch={onSearch} forceReset={1} />);
    expect((locationBox() as HTMLInputElement).value).toBe('Ottawa');
    expect((screen.getByRole('slider', { name: m.search_distance() }) as HTMLInputElement).value).toBe('20');
    expect((screen.getByRole('combobox', { name: m.search_storage_term() }) as HTMLSelectElement).value).toBe('all');
  });
});
