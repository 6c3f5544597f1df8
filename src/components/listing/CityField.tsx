import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { api, read } from '#src/client/api.ts';
import type { ListingCity } from '#src/client/answers.ts';
import { foldText } from '#src/shared/text.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { useDebounced } from '#src/components/ui/use-debounced.ts';
import { FieldMessage } from './ListingFormParts.tsx';
import { m } from '#src/shared/i18n/messages.ts';

/** As the search suggestions do: from two characters, 200 ms after the last keystroke. */
const MIN_CHARACTERS = 2;
const DEBOUNCE_MS = 200;

interface CityFieldProps {
  value: string;
  onChange(value: string): void;
  country: string;
  stateProvince: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Told, when the field is left, whether the gazetteer knows the typed city in that province or
   * state (with its spelling there), or null when that could not be asked.
   */
  onChecked(known: ListingCity | null | false): void;
}

/**
 * The listing's city: a combobox over the gazetteer's places of the chosen province or state,
 * because a listing's coordinates come from its city (docs/decisions/listings.md).
 */
export function CityField({ value, onChange, country, stateProvince, error, inputRef, onChecked }: CityFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const disabled = !stateProvince;
  const region = `${country}|${stateProvince}`;

  /** The gazetteer's places of the chosen province or state that match `query`, with what they answer. */
  const readCities = async (query: string) => {
    const answer = await read(api.listings.cities.$get({ query: { country, stateProvince, query } }));
    return { region, query, list: answer.cities };
  };

  // Asked once the typing pauses. The last answer stays with the province and text it is for: a
  // list from another province is never shown.
  const typed = useDebounced(value, DEBOUNCE_MS);
  const askable = !disabled && foldText(typed).length >= MIN_CHARACTERS;
  const { data: cities } = useApiQuery(askable ? `${region}|${typed}` : null, () => readCities(typed), {
    what: 'the cities',
  });
  const shown = open && foldText(value).length >= MIN_CHARACTERS && cities?.region === region ? cities.list : [];

  const choose = (city: ListingCity) => {
    onChange(city.name);
    setOpen(false);
    setActive(-1);
    onChecked(city);
  };

  const check = async () => {
    setOpen(false);
    if (!value.trim() || disabled) return;
    const list =
      cities?.region === region && cities.query === value
        ? cities.list
        : await readCities(value).then(
            ({ list }) => list,
            () => null,
          );
    if (!list) return onChecked(null);
    const known = list.find((c) => foldText(c.name) === foldText(value));
    onChecked(known ?? false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!shown.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + shown.length) % shown.length);
    } else if (e.key === 'Enter' && open && active >= 0 && shown[active]) {
      e.preventDefault();
      choose(shown[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="field-label">
        {m.compare_city()}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        className="field-input"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={shown.length && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        placeholder={disabled ? m.quiz_select_province_state_first() : m.listing_start_typing_then_pick()}
        disabled={disabled}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => void check()}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={m.quiz_cities()}
        hidden={shown.length === 0}
        className="absolute inset-x-0 z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
      >
        {shown.map((city, i) => (
          <li
            key={city.name}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-3 py-2 text-sm text-ink ${i === active ? 'bg-brand-soft' : 'hover:bg-surface-muted'}`}
            // Chosen on mouse down, before the input's blur would check the half-typed name.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(city);
            }}
          >
            {city.name}
          </li>
        ))}
      </ul>
      <p id={hintId} className="mt-1 text-xs text-ink-muted">
        {m.listing_listing_placed_map_at()}
      </p>
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
