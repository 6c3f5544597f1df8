import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CitySuggestion } from '#src/client/answers.ts';
import { Icon } from '#src/components/ui/Icon.tsx';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { useDebounced } from '#src/components/ui/use-debounced.ts';
import { LOCATION_PIN_CLASS } from './SearchFormSkeleton.tsx';
import {
  formatSuggestion,
  localSuggestions,
  mergeSuggestions,
  readLocations,
  readBuiltInCities,
  readWarehouseCities,
  SUGGESTIONS,
} from './location-suggestions.ts';
import { m } from '#src/shared/i18n/messages.ts';

interface LocationInputProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  /** The field's name when its form can be submitted without its code (the home hero's). */
  name?: string;
}

/**
 * The location box with up to 3 suggestions, on the ARIA 1.2 combobox pattern: the input keeps
 * focus, arrows move the active option, Enter picks it, Escape closes the list.
 */
export function LocationInput({
  value,
  onChange,
  label = m.search_location(),
  placeholder = m.search_location_placeholder(),
  name,
}: LocationInputProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What the visitor typed, which the suggestions are for; null once a place is picked.
  const [typed, setTyped] = useState<string | null>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);

  // Looked up once the typing pauses, and only from SUGGESTIONS.minChars (the box as it is now
  // too, so deleting below that closes the list at once).
  const settled = useDebounced(typed, SUGGESTIONS.debounceMs);
  const query = settled !== null && typed !== null && typed.trim().length >= SUGGESTIONS.minChars ? settled.trim() : '';
  const asking = query.length >= SUGGESTIONS.minChars;

  // The cities with warehouses and the built-in list, both read when the visitor first types (not
  // when the page loads). When the first cannot be read, the built-in list alone gives the local
  // suggestions.
  const cities = useApiQuery(asking ? 'warehouse cities' : null, readWarehouseCities, {
    what: 'the warehouse cities',
  });
  const builtIn = useApiQuery(asking ? 'built-in cities' : null, readBuiltInCities, {
    what: 'the built-in cities',
  });
  const citiesSettled = cities.query.status !== 'loading' && builtIn.query.status !== 'loading';
  const local = useMemo(
    () => (asking && citiesSettled ? localSuggestions(query, cities.data ?? [], builtIn.data ?? []) : []),
    [asking, citiesSettled, query, cities.data, builtIn.data],
  );
  // The server is asked only when the local lists give fewer than SUGGESTIONS.max and the list is
  // open; a newer text, or the list closing, aborts the request.
  const askServer = open && asking && citiesSettled && local.length < SUGGESTIONS.max;
  const { data: remote } = useApiQuery(
    askServer ? `locations|${query}` : null,
    async (signal) => ({ query, places: await readLocations(query, signal) }),
    { what: 'the places' },
  );
  const suggestions = mergeSuggestions([local, remote?.query === query ? remote.places : []]);

  // A box drawn with the page (the home hero) can be typed in before its code runs: that text is
  // kept, not replaced by the empty value the code starts with.
  useEffect(() => {
    const early = input.current?.value;
    if (!early || early === value) return;
    onChange(early);
    // Still in the box: the suggestions the typing would have opened had the code been there.
    if (document.activeElement === input.current) lookUp(early);
    // Only what was typed before the first render counts; later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  function lookUp(text: string) {
    setTyped(text);
    setOpen(text.trim().length >= SUGGESTIONS.minChars);
    setActive(-1);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(s: CitySuggestion) {
    onChange(formatSuggestion(s));
    setTyped(null);
    close();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!count) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + count + (i === -1 && step === -1 ? 1 : 0)) % count);
    } else if (e.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      // Picks the suggestion instead of submitting the form.
      e.preventDefault();
      pick(suggestions[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      close();
    }
  }

  const showList = open && suggestions.length > 0;
  return (
    <div className="relative">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <Icon name="mapPin" className={LOCATION_PIN_CLASS} />
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          className="field-input pl-10"
          placeholder={placeholder}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            lookUp(e.target.value);
          }}
          onFocus={() => clearTimeout(blurTimer.current)}
          onBlur={() => {
            blurTimer.current = setTimeout(close, SUGGESTIONS.blurCloseMs);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={m.search_label_suggestions({ label })}
        hidden={!showList}
        className="absolute right-0 left-0 z-30 mt-1 overflow-hidden rounded-lg border border-line bg-surface py-1 shadow-lg"
      >
        {suggestions.map((s, i) => (
          <li
            key={`${s.city}|${s.province}`}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown would blur the input before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(s)}
            onMouseEnter={() => setActive(i)}
            className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-ink aria-selected:bg-brand-soft aria-selected:text-ink"
          >
            <Icon name="mapPin" className="h-4 w-4 shrink-0 text-ink-muted" />
            <span>
              <span className="font-medium">{s.city}</span>, {s.province}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
