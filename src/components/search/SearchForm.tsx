import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import type { SearchFacets } from '#src/client/answers.ts';
import {
  DISTANCE_KM,
  DISTANCE_OPTIONS_KM,
  kmToMiles,
  SERVICES,
  STORAGE_TERM_FILTERS,
  STORAGE_TYPES,
  type StorageTermFilter,
} from '#src/shared/catalog.ts';
import { emptyCriteria, homeFormFallback, homeSearchUrl, type SearchCriteria } from '#src/shared/search-url.ts';
import { Icon } from '#src/components/ui/Icon.tsx';
import { LocationInput } from './LocationInput.tsx';
import type { MultiSelectProps } from './MultiSelect.tsx';
import { OwnerVerifiedFilter } from './OwnerVerifiedFilter.tsx';
import {
  DISTANCE_OUTPUT_CLASS,
  DISTANCE_ROW_CLASS,
  DISTANCE_SLIDER_CLASS,
  FILTERS_TOGGLE_CLASS,
  MultiSelectPicture,
  PAGE_GRID_CLASS,
  SUBMIT_CLASS,
} from './SearchFormSkeleton.tsx';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';
import { useMediaQuery, WIDE_LAYOUT_MEDIA } from '#src/components/ui/use-media-query.ts';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { storageTypeLabel } from '#src/shared/i18n/labels/storage-types.ts';
import { termLabel } from '#src/shared/i18n/labels/terms.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

/**
 * The menus' code is asked for once they are on screen: from `lg` at once, on a phone when the
 * visitor opens the filters. Until then (and in the pre-rendered hero) their pictures hold the
 * same boxes, so a phone's first load does without it (docs/performance.md, "JavaScript chunks").
 */
const MultiSelect = lazy(() => import('./MultiSelect.tsx').then((module) => ({ default: module.MultiSelect })));

/** docs/decisions/interface-behaviour.md: moving the slider or changing the term re-runs the search after 300 ms. */
const RESEARCH_DELAY_MS = 300;

export interface SearchFormProps {
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
  const hydrated = useHydrated();
  const id = useId();
  const [draft, setDraft] = useState<SearchCriteria>(initialValues ?? emptyCriteria());
  const [showFilters, setShowFilters] = useState(false);
  const menusShown = useMediaQuery(WIDE_LAYOUT_MEDIA) || showFilters;
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
  const menu = (props: MultiSelectProps & Required<Pick<MultiSelectProps, 'optionLabel'>>) => {
    const picture = (
      <div aria-hidden="true">
        <MultiSelectPicture
          label={props.label}
          selected={props.selected}
          placeholder={props.placeholder}
          valueLabel={props.optionLabel}
        />
      </div>
    );
    return menusShown ? (
      <Suspense fallback={picture}>
        <MultiSelect {...props} />
      </Suspense>
    ) : (
      picture
    );
  };
  const filters = (
    <>
      {menu({
        label: m.search_storage_type(),
        placeholder: m.search_any_type(),
        options: STORAGE_TYPES,
        optionLabel: storageTypeLabel,
        selected: draft.storageTypesOffered,
        counts: facets?.storageTypes,
        onChange: (storageTypesOffered) => update({ storageTypesOffered }),
      })}
      {menu({
        label: m.search_services(),
        placeholder: m.search_any_service(),
        options: SERVICES,
        optionLabel: serviceLabel,
        selected: draft.servicesOffered,
        counts: facets?.services,
        onChange: (servicesOffered) => update({ servicesOffered }),
      })}
      {!isHero && (
        <>
          <div className="lg:hidden">
            <label htmlFor={`${id}-distance-select`} className="field-label">
              {m.search_distance()}
            </label>
            <select
              id={`${id}-distance-select`}
              className="field-input"
              value={draft.distance}
              onChange={(e) => updateAndResearch({ distance: Number(e.target.value) })}
            >
              {DISTANCE_OPTIONS_KM.map((km) => (
                <option key={km} value={km}>
                  {m.search_within_km({ km, miles: kmToMiles(km) })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-term`} className="field-label">
              {m.search_storage_term()}
            </label>
            <select
              id={`${id}-term`}
              className="field-input"
              value={draft.storageTermType}
              onChange={(e) => updateAndResearch({ storageTermType: e.target.value as StorageTermFilter })}
            >
              {STORAGE_TERM_FILTERS.map((term) => (
                <option key={term} value={term}>
                  {termLabel(term)}
                </option>
              ))}
            </select>
          </div>
          {/* The side filters offer it on wide screens. */}
          <OwnerVerifiedFilter
            checked={draft.ownerVerified ?? false}
            count={facets?.ownerVerified}
            onChange={(ownerVerified) => updateAndResearch({ ownerVerified })}
            className="min-h-11 lg:hidden"
          />
        </>
      )}
    </>
  );

  return (
    <IslandForm
      {...hydratedMark(hydrated)}
      role="search"
      aria-label={m.search_form_label()}
      onSubmit={submit}
      className="w-full"
      // The hero is drawn with the page: submitted before its code has run, it is a plain GET form.
      searchAction={isHero ? homeFormFallback().action : undefined}
    >
      {isHero && <input type="hidden" name={homeFormFallback().hidden.name} value={homeFormFallback().hidden.value} />}
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
          name={isHero ? homeFormFallback().queryName : undefined}
          label={m.search_location()}
          placeholder={isHero ? m.search_city_example() : m.search_city_or_area()}
        />
        <button
          type="button"
          className={FILTERS_TOGGLE_CLASS}
          aria-expanded={showFilters}
          aria-controls={filtersId}
          onClick={() => setShowFilters((s) => !s)}
        >
          <span className="flex items-center gap-2">
            <Icon name="filter" className="h-4 w-4" />
            {showFilters ? m.search_hide_filters() : m.search_show_filters()}
          </span>
          {draft.storageTypesOffered.length + draft.servicesOffered.length > 0 && (
            <span className="badge bg-brand-soft text-brand">
              {m.search_n_selected({ count: draft.storageTypesOffered.length + draft.servicesOffered.length })}
            </span>
          )}
        </button>
        <div id={filtersId} className={`${showFilters ? 'grid' : 'hidden'} gap-3 sm:grid-cols-2 lg:contents`}>
          {filters}
        </div>
        <SubmitButton search={isHero} className={`${SUBMIT_CLASS} ${isHero ? 'px-6' : ''}`}>
          <Icon name="search" className="h-5 w-5" />
          {isHero ? m.search_find_perfect() : m.search_find_warehouses()}
        </SubmitButton>
      </div>
      {!isHero && (
        <div className={DISTANCE_ROW_CLASS}>
          <label htmlFor={`${id}-distance`} className="text-sm font-medium whitespace-nowrap text-ink">
            {m.search_distance()}
          </label>
          <input
            id={`${id}-distance`}
            type="range"
            min={DISTANCE_KM.min}
            max={DISTANCE_KM.max}
            step={DISTANCE_KM.step}
            value={draft.distance}
            aria-valuetext={m.search_distance_value({ km: draft.distance, miles: kmToMiles(draft.distance) })}
            onChange={(e) => updateAndResearch({ distance: Number(e.target.value) })}
            className={DISTANCE_SLIDER_CLASS}
          />
          <output htmlFor={`${id}-distance`} className={DISTANCE_OUTPUT_CLASS}>
            <span className="font-semibold">{m.search_distance_km({ distance: draft.distance })}</span>{' '}
            <span className="text-ink-muted">{m.search_km_miles_mi({ km_to_miles: kmToMiles(draft.distance) })}</span>
          </output>
        </div>
      )}
    </IslandForm>
  );
}
