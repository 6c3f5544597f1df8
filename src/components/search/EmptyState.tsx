import { DISTANCE_KM, kmToMiles } from '#src/shared/catalog.ts';
import { emptyCriteria, searchUrl, type SearchCriteria } from '#src/shared/search-url.ts';
import { m } from '#src/shared/i18n/messages.ts';

interface EmptyStateProps {
  criteria: SearchCriteria;
  hasPlace: boolean;
  hasFilters: boolean;
  onWiden: () => void;
  onClear: () => void;
}

/** No result: ways out, as wide a radius or as few filters as help. */
export function EmptyState({ criteria, hasPlace, hasFilters, onWiden, onClear }: EmptyStateProps) {
  const canWiden = hasPlace && criteria.distance < DISTANCE_KM.max;
  return (
    <div className="card mt-6 flex flex-col items-center px-6 py-12 text-center">
      <svg
        viewBox="0 0 24 24"
        className="h-12 w-12 text-ink-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <path d="M3 21V9l9-6 9 6v12" />
        <path d="M9 21v-6h6v6" />
        <path d="m15.5 8.5-7 7M8.5 8.5l7 7" opacity="0.5" />
      </svg>
      <h3 className="mt-4 text-lg font-semibold text-ink">{m.empty_title()}</h3>
      <p className="mt-2 max-w-md text-sm text-ink-muted">
        {canWiden
          ? (hasFilters ? m.empty_widen_or_filters : m.empty_widen)({
              km: criteria.distance,
              miles: kmToMiles(criteria.distance),
            })
          : hasFilters
            ? m.empty_remove_filters()
            : m.empty_other_city()}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {canWiden && (
          <button type="button" className="btn-primary" onClick={onWiden}>
            {m.empty_widen_to({ km: DISTANCE_KM.max })}
          </button>
        )}
        {hasFilters && (
          <button type="button" className="btn-secondary" onClick={onClear}>
            {m.empty_clear_filters()}
          </button>
        )}
        <a href={searchUrl(emptyCriteria())} className="btn-secondary">
          {m.empty_browse_all()}
        </a>
      </div>
    </div>
  );
}
