// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, takeResultsToast } from '#src/client/toast.ts';
import { WarehouseQuiz } from '#src/components/quiz/WarehouseQuiz.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import {
  BUSINESS_TYPES,
  PRODUCT_TYPES,
  QUIZ_COUNTRIES,
  QUIZ_STORAGE_TYPE_OPTIONS,
  STORAGE_DURATIONS,
  UNSURE,
} from '#src/shared/quiz/options.ts';
import { businessNextLabel } from '#src/shared/quiz/state.ts';
import { QUIZ_COMPLETE_TOAST } from '#src/shared/quiz/url.ts';

/** The warehouse quiz dialog (src/components/quiz/WarehouseQuiz.tsx), walked as a visitor walks it. */

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  $toast.set(null);
  // Finishing the quiz loads its search: the test keeps the page and notes the address.
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: '/', search: '', assign });
  // The quiz asks the API nothing.
  vi.stubGlobal('fetch', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CANADA = QUIZ_COUNTRIES[0].label;
const label = <T extends { value: string; label: string }>(options: readonly T[], value: T['value']) =>
  options.find((o) => o.value === value)!.label;

const quiz = () => screen.getByRole('dialog', { name: m.quiz_warehouse_quiz() });
const step = (title: string, current: number) => {
  expect(within(quiz()).getByRole('heading', { level: 3 }).textContent).toBe(title);
  expect(within(quiz()).getByText(m.quiz_step_current_progress_dots({ current, progress_dots: 4 }))).toBeTruthy();
};
const click = (name: string | RegExp) => userEvent.click(within(quiz()).getByRole('button', { name }));
const tick = (name: string | RegExp) => userEvent.click(within(quiz()).getByRole('checkbox', { name }));
const pick = (name: string | RegExp) => userEvent.click(within(quiz()).getByRole('radio', { name }));
const next = () => click(m.pagination_next());

describe('the warehouse quiz', () => {
  it('offers provinces once a country is chosen, and the cities of the province chosen', async () => {
    render(<WarehouseQuiz open onClose={() => {}} />);
    step(m.quiz_step_where(), 1);
    const province = within(quiz()).getByLabelText(m.compare_province_or_state()) as HTMLSelectElement;
    expect(province.disabled).toBe(true);
    expect(province.options[0]!.textContent).toBe(m.quiz_choose_country_first());
    expect(within(quiz()).getByText(m.quiz_select_province_state_first())).toBeTruthy();

    await pick(CANADA);
    expect(province.disabled).toBe(false);
    await userEvent.selectOptions(province, 'ON');
    expect(within(quiz()).getByRole('checkbox', { name: 'Toronto' })).toBeTruthy();
    expect(within(quiz()).getByRole('checkbox', { name: 'Mississauga' })).toBeTruthy();

    // "Not sure" of the province searches the whole country, with no cities to pick.
    await userEvent.selectOptions(province, 'unsure');
    expect(within(quiz()).getByText(m.quiz_we_will_search_whole())).toBeTruthy();
    expect(within(quiz()).queryByRole('checkbox')).toBeNull();
  });

  it('walked to the end, loads the search its answers make, and leaves the results page a toast', async () => {
    const onClose = vi.fn();
    render(<WarehouseQuiz open onClose={onClose} />);
    await pick(CANADA);
    await userEvent.selectOptions(within(quiz()).getByLabelText(m.compare_province_or_state()), 'ON');
    await tick('Toronto');
    await tick('Mississauga');
    await next();

    step(m.quiz_step_storage(), 2);
    await pick('Cold Storage');
    await next();
    step(m.quiz_step_services(), 3);
    await tick('Storage');
    await tick('Loading Docks');
    await next();

    step(m.quiz_step_term(), 4);
    await pick(new RegExp(`^${label(STORAGE_DURATIONS, 'long_term')}`));
    await userEvent.type(within(quiz()).getByLabelText(m.quiz_how_much_space_do()), '20,000');
    await userEvent.selectOptions(within(quiz()).getByRole('combobox', { name: m.quiz_unit_space() }), 'square_feet');
    await click(m.search_find_warehouses());

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(
      '/search?query=Toronto%2C+Mississauga%2C+ON%2C+Canada&storageTypesOffered=Cold+Storage' +
        '&servicesOffered=Storage&servicesOffered=Loading+Docks&distance=30&storageTermType=long-term' +
        '&space=20000&spaceUnit=square_feet',
    );
    // What the results page shows once its results are in.
    takeResultsToast(true);
    expect($toast.get()).toMatchObject({ ...QUIZ_COMPLETE_TOAST, variant: 'success' });
  });

  it('works the storage type out from the products when the visitor is not sure, and goes back to them', async () => {
    render(<WarehouseQuiz open onClose={() => {}} />);
    await next();
    await pick(label(QUIZ_STORAGE_TYPE_OPTIONS, UNSURE));
    await next();

    step(m.quiz_step_products(), 2);
    await tick(label(PRODUCT_TYPES, 'food_frozen'));
    await next();
    step(m.quiz_step_services(), 3);
    expect(within(quiz()).getByText(m.quiz_based_products_we_suggest(), { exact: false }).textContent).toContain(
      'Cold Storage',
    );

    await click(m.quiz_back());
    step(m.quiz_step_products(), 2);
    expect(
      (within(quiz()).getByRole('checkbox', { name: label(PRODUCT_TYPES, 'food_frozen') }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('recommends services for the business type, which must be chosen before going on', async () => {
    render(<WarehouseQuiz open onClose={() => {}} />);
    await next();
    await next();
    await click(m.quiz_i_m_not_sure_2());

    step(m.quiz_step_business(), 3);
    const onward = within(quiz()).getByRole('button', { name: businessNextLabel('') }) as HTMLButtonElement;
    expect(onward.disabled).toBe(true);
    await pick(label(BUSINESS_TYPES, 'ecommerce_only'));
    await click(businessNextLabel('ecommerce_only'));

    step(m.quiz_step_services(), 3);
    const recommended = within(quiz()).getByRole('list', { name: m.quiz_recommended_services() });
    const services = within(recommended)
      .getAllByRole('listitem')
      .map((item) => item.textContent!);
    expect(services.length).toBeGreaterThan(0);
    for (const service of services)
      expect((within(quiz()).getByRole('checkbox', { name: service }) as HTMLInputElement).checked).toBe(true);
    expect(
      (within(quiz()).getByRole('button', { name: m.quiz_recommendations_applied() }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await tick(services[0]!);
    await click(m.quiz_use_these_recommendations());
    expect((within(quiz()).getByRole('checkbox', { name: services[0]! }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the answers when closed and opened again', async () => {
    const { rerender } = render(<WarehouseQuiz open onClose={() => {}} />);
    await pick(CANADA);
    await userEvent.selectOptions(within(quiz()).getByLabelText(m.compare_province_or_state()), 'QC');
    await tick('Laval');
    await next();

    rerender(<WarehouseQuiz open={false} onClose={() => {}} />);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    rerender(<WarehouseQuiz open onClose={() => {}} />);
    step(m.quiz_step_storage(), 2);
    await click(m.quiz_back());
    expect((within(quiz()).getByRole('radio', { name: CANADA }) as HTMLInputElement).checked).toBe(true);
    expect((within(quiz()).getByLabelText(m.compare_province_or_state()) as HTMLSelectElement).value).toBe('QC');
    expect((within(quiz()).getByRole('checkbox', { name: 'Laval' }) as HTMLInputElement).checked).toBe(true);
  });
});
