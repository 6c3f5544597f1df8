// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, type AnswerOf, type api } from '#src/client/api.ts';
import { LISTING_FORM_MESSAGES } from '#src/shared/api/listings.ts';
import { LISTING_MESSAGES, MAX_CONTACT_ROWS } from '#src/shared/validation/listing-wording.ts';
import { ListingForm } from '#src/components/listing/ListingForm.tsx';
import { adminListingAnswer, ownerListingAnswer } from '#tests/support/listing-answers.ts';

/** The listing form (src/components/listing/ListingForm.tsx) as owners and admins use it. */

beforeEach(() => {
  sessionStorage.clear();
  // The City field asks the gazetteer for the places of the province typed so far.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ cities: [{ name: 'Montréal' }] } satisfies AnswerOf<typeof api.listings.cities.$get>),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submit = (name: RegExp | string) => userEvent.click(screen.getByRole('button', { name }));

describe('the listing form checks what the owner typed', () => {
  it('names every required field left empty, in the spec’s words, and sends nothing', async () => {
    render(<ListingForm listing={null} />);
    await submit('Submit Listing');

    expect(await screen.findByText(LISTING_FORM_MESSAGES.invalid)).toBeTruthy();
    for (const message of [
      'Warehouse name is required',
      'Street address is required',
      'Please select a province or state',
      'City is required',
      'Please select at least one storage type',
      'Please select at least one service offered',
      'At least one contact email is required',
      'At least one contact phone is required',
      'Description must be at least 10 characters',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says what is wrong with a value that is there but not valid', async () => {
    render(<ListingForm listing={null} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact e-mails: e-mail 1' }), 'bookings-at-quay');
    await userEvent.type(screen.getByLabelText(/square feet/i), '120');
    await userEvent.type(screen.getByLabelText(/^Website/), 'not a site');
    await submit('Submit Listing');

    expect(await screen.findByText(LISTING_MESSAGES.contactEmail)).toBeTruthy();
    expect(screen.getByText('Minimum square footage must be at least 500')).toBeTruthy();
    expect(screen.getByText('Please enter a valid URL')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Contact e-mails: e-mail 1' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('counts the description against its limit as the owner types', async () => {
    render(<ListingForm listing={null} />);
    await userEvent.type(screen.getByLabelText('Description'), 'Dock doors');
    expect(screen.getByText('10 / 1000')).toBeTruthy();
  });
});

describe('the contact rows', () => {
  it('add a row per click up to the limit, then say the limit', async () => {
    render(<ListingForm listing={null} />);
    for (let row = 2; row <= MAX_CONTACT_ROWS; row++) {
      await userEvent.click(screen.getByRole('button', { name: '+ Add another phone' }));
      expect(screen.getByRole('textbox', { name: `Contact phones: phone ${row}` })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: '+ Add another phone' })).toBeNull();
    expect(screen.getByText(`You can add up to ${MAX_CONTACT_ROWS} phones.`)).toBeTruthy();
  });

  it('remove the chosen row and keep what the others hold', async () => {
    render(
      <ListingForm
        listing={ownerListingAnswer('Quay Storage', {
          contactEmails: ['a@quay.example', 'b@quay.example', 'c@quay.example'],
        })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove e-mail 2' }));

    const rows = screen.getAllByRole('textbox', { name: /^Contact e-mails: e-mail/ }) as HTMLInputElement[];
    expect(rows.map((row) => row.value)).toEqual(['a@quay.example', 'c@quay.example']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove e-mail 2' }));
    // One row is always left, so the list can be filled again.
    expect(screen.getAllByRole('textbox', { name: /^Contact e-mails: e-mail/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove e-mail 1' })).toBeNull();
  });

  it('show a message under the row it concerns', async () => {
    render(<ListingForm listing={null} />);
    await userEvent.click(screen.getByRole('button', { name: '+ Add another phone' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact phones: phone 1' }), '514-555-0110');
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact phones: phone 2' }), '   ');
    await submit('Submit Listing');

    const second = await screen.findByRole('textbox', { name: 'Contact phones: phone 2' });
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(second.getAttribute('aria-describedby')!)?.textContent).toBe(
      LISTING_MESSAGES.contactPhone,
    );
  });
});

describe('an owner editing a listing the public sees', () => {
  it('shows the rename waiting for approval, and says a new name waits for it', () => {
    render(<ListingForm listing={ownerListingAnswer('Quay Storage', { pendingName: 'Quay Storage East' })} />);
    expect((screen.getByLabelText('Warehouse name') as HTMLInputElement).value).toBe('Quay Storage East');
    expect(screen.getByText(/Waiting for approval/).textContent).toContain('Quay Storage East');
    expect(screen.getByText(/A new name shows once our team approves it/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/my-warehouses');
  });
});

describe('the admin mode', () => {
  it('edits the name the listing has, with no approval notes, and hands the checked listing to save', async () => {
    const save = vi.fn(async () => {});
    const listing = adminListingAnswer('Quay Storage', { pendingName: 'Quay Storage East' });
    render(<ListingForm listing={listing} admin={{ save, onCancel: vi.fn() }} />);

    const name = screen.getByLabelText('Warehouse name') as HTMLInputElement;
    expect(name.value).toBe('Quay Storage');
    expect(screen.queryByText(/Waiting for approval/)).toBeNull();
    expect(screen.queryByText(/A new name shows once our team approves it/)).toBeNull();

    await userEvent.clear(name);
    await userEvent.type(name, 'Quay Storage West');
    // happy-dom starts a select with no option chosen, so react-hook-form takes the pre-filled
    // province for one the visitor emptied: the test chooses it again, and the city with it.
    await userEvent.selectOptions(screen.getByLabelText('Province'), 'QC');
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Montr');
    await userEvent.click(await screen.findByRole('option', { name: 'Montréal' }));
    await userEvent.clear(screen.getByLabelText(/square feet/i));
    await userEvent.type(screen.getByLabelText(/square feet/i), '31000');
    await submit('Save Changes');

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Quay Storage West', squareFeet: 31000, city: 'Montréal', stateProvince: 'QC' }),
    );
    // An admin's typing is not kept as the owner's draft.
    expect(sessionStorage.length).toBe(0);
  });

  it('has a Cancel button that hands back to the dashboard', async () => {
    const onCancel = vi.fn();
    render(<ListingForm listing={adminListingAnswer('Quay Storage')} admin={{ save: vi.fn(), onCancel }} />);
    expect(screen.queryByRole('link', { name: 'Cancel' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the admin API’s refusal under the field it concerns', async () => {
    const refusal = { message: LISTING_MESSAGES.nameTaken, errors: { name: LISTING_MESSAGES.nameTaken } };
    const save = vi.fn(async () => {
      throw new ApiRequestError(409, JSON.stringify(refusal), 'Conflict');
    });
    render(<ListingForm listing={null} admin={{ save }} />);
    const form = screen.getByRole('form', { name: 'List your warehouse' });
    await userEvent.type(within(form).getByLabelText('Warehouse name'), 'Quay Storage');
    await userEvent.type(within(form).getByLabelText('Description'), 'Port-side racking with two dock doors.');
    await userEvent.selectOptions(within(form).getByLabelText('Province'), 'QC');
    await userEvent.type(within(form).getByRole('combobox', { name: 'City' }), 'Montréal');
    await userEvent.type(within(form).getByLabelText('Street address'), '77 Quay Street');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Dry Storage' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Storage' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Contact e-mails: e-mail 1' }), 'b@quay.example');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Contact phones: phone 1' }), '514-555-0110');
    await submit('Submit Listing');

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(LISTING_MESSAGES.nameTaken)).toBeTruthy();
    expect(screen.getByLabelText('Warehouse name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(LISTING_FORM_MESSAGES.invalid)).toBeTruthy();
  });
});

describe('a pin nobody placed', () => {
  const CENTRE = { latitude: 45.5017, longitude: -73.5673 };

  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).startsWith('/api/listings/location')
          ? Response.json({
              centre: CENTRE,
              geocoded: { status: 'off' },
            } satisfies AnswerOf<typeof api.listings.location.$get>)
          : Response.json({ cities: [{ name: 'Montréal' }] } satisfies AnswerOf<typeof api.listings.cities.$get>),
      ),
    );
  });

  /** Saves the listing through the admin mode's `save`, re-choosing the province and city happy-dom's select loses. */
  /** An admin's form for a listing whose pin was never placed; returns its save. */
  function renderUnplacedPin() {
    const save = vi.fn(async () => {});
    render(
      <ListingForm
        listing={adminListingAnswer('Quay Storage', { pin: null, pinPlaced: false })}
        admin={{ save, onCancel: vi.fn() }}
      />,
    );
    return save;
  }

  async function saveWith(save: ReturnType<typeof vi.fn>) {
    await userEvent.selectOptions(screen.getByLabelText('Province'), 'QC');
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Montr');
    await userEvent.click(await screen.findByRole('option', { name: 'Montréal' }));
    await submit('Save Changes');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  }

  it('asks for the pin to be placed or confirmed, and sends none while it is not', async () => {
    const save = renderUnplacedPin();
    expect(await screen.findByText(/The pin is not on your building yet/, {}, { timeout: 5000 })).toBeTruthy();
    await saveWith(save);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ pin: null }));
  });

  it('sends the pin where it stands once the owner confirms it is on the building', async () => {
    const save = renderUnplacedPin();
    await userEvent.click(await screen.findByRole('button', { name: 'The pin is on my building' }, { timeout: 5000 }));
    expect(screen.getByText('The pin is on your building.', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/The pin is not on your building yet/)).toBeNull();
    await saveWith(save);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ pin: CENTRE }));
  });
});
