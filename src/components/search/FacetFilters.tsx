import type { SearchFacets } from '#src/client/answers.ts';
import { SERVICES, STORAGE_TYPES } from '#src/shared/catalog.ts';
import type { SearchCriteria } from '#src/shared/search-url.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { storageTypeLabel } from '#src/shared/i18n/labels/storage-types.ts';
import { OwnerVerifiedFilter } from './OwnerVerifiedFilter.tsx';

export interface FacetFiltersProps {
  criteria: SearchCriteria;
  facets?: SearchFacets;
  onChange: (changes: Partial<SearchCriteria>) => void;
  onClear: () => void;
  hasFilters: boolean;
}

/** The sidebar filters: they apply at once, each with how many current results offer it. */
export function FacetFilters({ criteria, facets, onChange, onClear, hasFilters }: FacetFiltersProps) {
  const groups = [
    {
      legend: m.search_storage_type_facet(),
      key: 'storageTypesOffered',
      options: STORAGE_TYPES,
      counts: facets?.storageTypes,
      label: storageTypeLabel,
    },
    {
      legend: m.search_services(),
      key: 'servicesOffered',
      options: SERVICES,
      counts: facets?.services,
      label: serviceLabel,
    },
  ] as const;
  return (
    <div className="sticky top-20 flex max-h-[calc(100vh-6rem)] flex-col gap-6 overflow-y-auto pr-1">
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold tracking-wide text-ink uppercase">{m.search_refine()}</p>
        {hasFilters && (
          <button type="button" onClick={onClear} className="text-sm font-medium text-brand hover:underline">
            {m.search_clear_all_filters()}
          </button>
        )}
      </div>
      {groups.map((group) => {
        const selected = criteria[group.key];
        return (
          <fieldset key={group.key}>
            <legend className="mb-2 text-sm font-semibold text-ink">{group.legend}</legend>
            <div className="flex flex-col">
              {group.options.map((option) => {
                const checked = selected.includes(option);
                const count = group.counts?.[option];
                return (
                  <label
                    key={option}
                    className="flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1.5 text-sm text-ink hover:bg-surface-muted"
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() =>
                        onChange({
                          [group.key]: checked
                            ? selected.filter((s) => s !== option)
                            : group.options.filter((o) => o === option || selected.includes(o)),
                        })
                      }
                      className="h-4 w-4 shrink-0 accent-[var(--brand)]"
                    />
                    <span className="flex-1">{group.label(option)}</span>
                    {count !== undefined && <span className="text-xs text-ink-muted tabular-nums">{count}</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{m.search_owner()}</legend>
        <OwnerVerifiedFilter
          checked={criteria.ownerVerified ?? false}
          count={facets?.ownerVerified}
          onChange={(ownerVerified) => onChange({ ownerVerified })}
          className="rounded-md px-1.5 py-1.5 hover:bg-surface-muted"
        />
      </fieldset>
    </div>
  );
}
