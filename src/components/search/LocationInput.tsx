import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CitySuggestion } from '#src/client/answers.ts';
import { Icon } from '#src/components/ui/Icon.tsx';
import { LOCATION_PIN_CLASS } from './SearchFormSkeleton.tsx';
import {
  fetchLocations,
  formatSuggestion,
  loadWarehouseCities,
  localSuggestions,
  mergeSuggestions,
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
  const [suggestions, setSuggestions] = useState<CitySuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const openRef = useRef(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const debounceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);
  const input = useRef<HTMLInputElement>(null);

  openRef.current = open;

  // A box drawn with the page (the home hero) can be typed in before its code runs: that text is
  // kept, not replaced by the empty value the code starts with.
  useEffect(() => {
    const typed = input.current?.value;
    if (!typed || typed === value) return;
    onChange(typed);
    // Still in the box: the suggestions the typing would have opened had the code been there.
    if (document.activeElement === input.current) lookUp(typed);
    // Only what was typed before the first render counts; later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () => () => {
      clearTimeout(blurTimer.current);
      clearTimeout(debounceTimer.current);
      request.current?.abort();
    },
    [],
  );

  function close() {
    setOpen(false);
    setActive(-1);
    request.current?.abort();
  }

  function lookUp(query: string) {
    clearTimeout(debounceTimer.current);
    request.current?.abort();
    if (query.trim().length < SUGGESTIONS.minChars) {
      close();
      setSuggestions([]);
      return;
    }
    setOpen(true);
    debounceTimer.current = setTimeout(async () => {
      const local = localSuggestions(query, await loadWarehouseCities());
      setSuggestions(local);
      setActive(-1);
      // The server is asked only when the local lists give fewer than 3 and the list is still open.
      if (local.length >= SUGGESTIONS.max || !openRef.current) return;
      const controller = new AbortController();
      request.current = controller;
      const remote = await fetchLocations(query.trim(), controller.signal);
      if (!controller.signal.aborted && openRef.current) setSuggestions(mergeSuggestions([local, remote]));
    }, SUGGESTIONS.debounceMs);
  }

  function pick(s: CitySuggestion) {
    onChange(formatSuggestion(s));
    setSuggestions([]);
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
