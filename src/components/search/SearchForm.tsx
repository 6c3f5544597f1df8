import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SearchFacets } from '#src/shared/api/search.ts';
import {
  DISTANCE_KM,
  DISTANCE_OPTIONS_KM,
  kmToMiles,
  SERVICES,
  STORAGE_TERM_FILTERS,
  STORAGE_TERM_LABELS,
  STORAGE_TYPES,
  type StorageTermFilter,
} from '#src/shared/catalog.ts';
import { emptyCriteria, homeSearchUrl, type SearchCriteria } from '#src/shared/search-url.ts';
import { Icon } from '#src/components/ui/Icon.tsx';
import { LocationInput } from './LocationInput.tsx';
import { MultiSelect } from './MultiSelect.tsx';

/** docs/decisions/interface-behaviour.md: moving the slider or changing the term re-runs the search after 300 ms. */
const RESEARCH_DELAY_MS = 300;

// Shared with SearchFormSkeleton, which must keep the page form's boxes.
const PAGE_GRID_CLASS = 'grid gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-start';
const FILTERS_TOGGLE_CLASS = 'btn-secondary justify-between lg:hidden';
const SUBMIT_CLASS = 'btn-primary min-h-11 lg:mt-6 lg:h-[2.625rem] lg:min-h-0';
const DISTANCE_ROW_CLASS = 'mt-4 hidden items-center gap-4 lg:flex';
const DISTANCE_SLIDER_CLASS = 'h-2 w-full max-w-md cursor-pointer accent-[var(--brand)]';
const DISTANCE_OUTPUT_CLASS = 'min-w-32 text-sm whitespace-nowrap text-ink';
const MULTI_SELECT_BUTTON_CLASS = 'field-input flex items-center justify-between gap-2 text-left';

const FilterIcon = () => (
  <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
    <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 0 1 .8 1.6L12 11.5V16a1 1 0 0 1-1.5.9l-2-1.2A1 1 0 0 1 8 14.8v-3.3L3.2 5.6A1 1 0 0 1 3 5Z" />
  </svg>
);
/** The pin LocationInput shows in its field. */
const LocationIcon = () => (
  <Icon name="mapPin" className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-ink-muted" />
);
const SearchIcon = () => (
  <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
    <path d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.6 3.6a1 1 0 0 1-1.4 1.4l-3.6-3.6A5.5 5.5 0 1 1 8.5 3Zm0 2a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z" />
  </svg>
);

interface SearchFormProps {
  /**
   * 'hero': the home page box (no distance slider or term; submitting loads /search).
   * 'page': the results page form, which hands every search to onSearch.
   */
  variant: 'hero' | 'page';
  initialValues?: SearchCriteria;
  /** A new value resets the draft to initialValues (e.g. after back/forward on the results page). */
  forceReset?: number;
  onSearch?: (criteria: SearchCriteria) => void;
  /**
   * Told of every change to the draft, so the results page's side filters can carry what the
   * visitor chose here but has not submitted yet (docs/decisions/search.md, "One state").
   */
  onDraftChange?: (draft: SearchCriteria) => void;
  facets?: SearchFacets;
}

export function SearchForm({ variant, initialValues, forceReset, onSearch, onDraftChange, facets }: SearchFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<SearchCriteria>(initialValues ?? emptyCriteria());
  const [showFilters, setShowFilters] = useState(false);
  const hadInitialValues = useRef(initialValues !== undefined);
  const researchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isHero = variant === 'hero';

  // The draft follows initialValues when they first arrive and whenever forceReset changes; the
  // reset is adjusted during render (React's pattern for reacting to a changed prop), so a change
  // of initialValues alone never overwrites what the visitor is typing.
  const [seenReset, setSeenReset] = useState(forceReset);
  if (forceReset !== seenReset) {
    setSeenReset(forceReset);
    // A pending slider or term re-search holds the draft from before the reset, whose search the reset replaced.
    clearTimeout(researchTimer.current);
    if (forceReset !== undefined && initialValues) setDraft(initialValues);
  }
  useEffect(() => {
    if (initialValues && !hadInitialValues.current) {
      hadInitialValues.current = true;
      setDraft(initialValues);
    }
  }, [initialValues]);
  useEffect(() => () => clearTimeout(researchTimer.current), []);
  useEffect(() => onDraftChange?.(draft), [draft, onDraftChange]);

  const update = (changes: Partial<SearchCriteria>) => setDraft((d) => ({ ...d, ...changes }));

  /** Distance and term changes search again after a short pause, with the rest of the draft. */
  function updateAndResearch(changes: Partial<SearchCriteria>) {
    const next = { ...draft, ...changes };
    setDraft(next);
    clearTimeout(researchTimer.current);
    researchTimer.current = setTimeout(() => onSearch?.(next), RESEARCH_DELAY_MS);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    clearTimeout(researchTimer.current);
    if (isHero) {
      window.location.assign(homeSearchUrl(draft));
      return;
    }
    onSearch?.({ ...draft, query: draft.query.trim() });
  }

  const filtersId = `${id}-filters`;
  const filters = (
    <>
      <MultiSelect
        label="Storage Type"
        placeholder="Any type"
        options={STORAGE_TYPES}
        selected={draft.storageTypesOffered}
        counts={facets?.storageTypes}
        onChange={(storageTypesOffered) => update({ storageTypesOffered })}
      />
      <MultiSelect
        label="Services"
        placeholder="Any service"
        options={SERVICES}
        selected={draft.servicesOffered}
        counts={facets?.services}
        onChange={(servicesOffered) => update({ servicesOffered })}
      />
      {!isHero && (
        <>
          <div className="lg:hidden">
            <label htmlFor={`${id}-distance-select`} className="field-label">
              Distance
            </label>
            <select
              id={`${id}-distance-select`}
              className="field-input"
              value={draft.distance}
              onChange={(e) => updateAndResearch({ distance: Number(e.target.value) })}
            >
              {DISTANCE_OPTIONS_KM.map((km) => (
                <option key={km} value={km}>
                  Within {km} km ({kmToMiles(km)} mi)
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-term`} className="field-label">
              Storage Term
            </label>
            <select
              id={`${id}-term`}
              className="field-input"
              value={draft.storageTermType}
              onChange={(e) => updateAndResearch({ storageTermType: e.target.value as StorageTermFilter })}
            >
              {STORAGE_TERM_FILTERS.map((term) => (
                <option key={term} value={term}>
                  {STORAGE_TERM_LABELS[term]}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </>
  );

  return (
    <form role="search" aria-label="Find warehouses" onSubmit={submit} className="w-full" noValidate>
      <div
        className={
          isHero
            ? 'grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start'
            : PAGE_GRID_CLASS
        }
      >
        <LocationInput
          value={draft.query}
          onChange={(query) => update({ query })}
          label="Location"
          placeholder={isHero ? 'City, e.g. Toronto or Calgary' : 'City or area'}
        />
        <button
          type="button"
          className={FILTERS_TOGGLE_CLASS}
          aria-expanded={showFilters}
          aria-controls={filtersId}
          onClick={() => setShowFilters((s) => !s)}
        >
          <span className="flex items-center gap-2">
            <FilterIcon />
            {showFilters ? 'Hide Filters' : 'Show Filters'}
          </span>
          {draft.storageTypesOffered.length + draft.servicesOffered.length > 0 && (
            <span className="badge bg-brand-soft text-brand">
              {draft.storageTypesOffered.length + draft.servicesOffered.length} selected
            </span>
          )}
        </button>
        <div id={filtersId} className={`${showFilters ? 'grid' : 'hidden'} gap-3 sm:grid-cols-2 lg:contents`}>
          {filters}
        </div>
        <button type="submit" className={`${SUBMIT_CLASS} ${isHero ? 'px-6' : ''}`}>
          <SearchIcon />
          {isHero ? 'Find Your Perfect Warehouse' : 'Find Warehouses'}
        </button>
      </div>
      {!isHero && (
        <div className={DISTANCE_ROW_CLASS}>
          <label htmlFor={`${id}-distance`} className="text-sm font-medium whitespace-nowrap text-ink">
            Distance
          </label>
          <input
            id={`${id}-distance`}
            type="range"
            min={DISTANCE_KM.min}
            max={DISTANCE_KM.max}
            step={DISTANCE_KM.step}
            value={draft.distance}
            aria-valuetext={`${draft.distance} km (${kmToMiles(draft.distance)} miles)`}
            onChange={(e) => updateAndResearch({ distance: Number(e.target.value) })}
            className={DISTANCE_SLIDER_CLASS}
          />
          <output htmlFor={`${id}-distance`} className={DISTANCE_OUTPUT_CLASS}>
            <span className="font-semibold">{draft.distance} km</span>{' '}
            <span className="text-ink-muted">({kmToMiles(draft.distance)} mi)</span>
          </output>
        </div>
      )}
    </form>
  );
}

/**
 * The page form's picture, for the /search page's build-time fallback: the same boxes as the
 * 'page' form with the default values, without its menus and option lists (they would only make
 * the HTML longer). The caller keeps it hidden from assistive technology and inert.
 */
export function SearchFormSkeleton() {
  const { distance } = emptyCriteria();
  const field = (label: string, text: string) => (
    <div>
      <span className="field-label">{label}</span>
      <span className={MULTI_SELECT_BUTTON_CLASS}>
        <span className="truncate text-ink-muted">{text}</span>
        <Icon name="chevronDown" className="h-4 w-4 shrink-0 text-ink-muted" />
      </span>
    </div>
  );
  return (
    <div className="w-full">
      <div className={PAGE_GRID_CLASS}>
        <div>
          <span className="field-label">Location</span>
          <span className="relative block">
            <LocationIcon />
            <span className="field-input pl-10 text-ink-muted">City or area</span>
          </span>
        </div>
        <span className={FILTERS_TOGGLE_CLASS}>
          <span className="flex items-center gap-2">
            <FilterIcon />
            Show Filters
          </span>
        </span>
        <div className="hidden lg:contents">
          {field('Storage Type', 'Any type')}
          {field('Services', 'Any service')}
          <div>
            <span className="field-label">Storage Term</span>
            <select className="field-input" tabIndex={-1}>
              <option>{STORAGE_TERM_LABELS.all}</option>
            </select>
          </div>
        </div>
        <span className={SUBMIT_CLASS}>
          <SearchIcon />
          Find Warehouses
        </span>
      </div>
      <div className={DISTANCE_ROW_CLASS}>
        <span className="text-sm font-medium whitespace-nowrap text-ink">Distance</span>
        <input
          type="range"
          min={DISTANCE_KM.min}
          max={DISTANCE_KM.max}
          step={DISTANCE_KM.step}
          defaultValue={distance}
          tabIndex={-1}
          className={DISTANCE_SLIDER_CLASS}
        />
        <span className={DISTANCE_OUTPUT_CLASS}>
          <span className="font-semibold">{distance} km</span>{' '}
          <span className="text-ink-muted">({kmToMiles(distance)} mi)</span>
        </span>
      </div>
    </div>
  );
}
