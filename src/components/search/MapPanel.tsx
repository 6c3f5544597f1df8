import { Suspense, useEffect, useMemo, useState } from 'react';
import { api, read } from '#src/client/api.ts';
import type { SearchAnswer } from '#src/client/answers.ts';
import { haversineKm, roundKm } from '#src/shared/geo.ts';
import type { SearchCriteria } from '#src/shared/search-url.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { WarehouseCard, type CardWarehouse } from '#src/components/warehouse/WarehouseCard.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import { ResultsMap } from '#src/components/map/lazy-maps.ts';

/** The search's parameters as GET /api/search/points takes them: all but the page's own paging, order and layout. */
function pointsQuery(search: string): Record<string, string | string[]> {
  const params = new URLSearchParams(search);
  for (const key of ['view', 'page', 'sort']) params.delete(key);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

interface MapPanelProps {
  /** The page's query string. */
  search: string;
  criteria: SearchCriteria;
  data: SearchAnswer | null;
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  onSearchArea: (bbox: string) => void;
  onFailure: () => void;
  searchContext: string;
}

/**
 * The map view's map (docs/decisions/maps.md): every match of the search as a marker, and the card
 * of the marker opened over it, with its photo, name, distance, heart and link.
 */
export function MapPanel({
  search,
  criteria,
  data,
  highlightedId,
  onHighlight,
  onSearchArea,
  onFailure,
  searchContext,
}: MapPanelProps) {
  const query = useMemo(() => pointsQuery(search), [search]);
  const key = JSON.stringify(query);
  const { data: points } = useApiQuery(key, () => read(api.search.points.$get({ query })), {
    what: m.search_map(),
  });
  // A new search fits the map to its results; "Search this area" (bbox) keeps the view the visitor chose.
  const fitKey = useMemo(() => {
    const { bbox: _, ...rest } = query;
    return JSON.stringify(rest);
  }, [query]);
  const names = useMemo(() => new Map(data?.warehouses.map((w) => [w.id, w.name]) ?? []), [data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  useEffect(() => setSelectedId(null), [key]);

  return (
    <div className="relative h-full">
      <Suspense fallback={<div className="h-full min-h-80 animate-pulse rounded-xl bg-surface-muted" />}>
        <ResultsMap
          points={points?.points ?? []}
          names={names}
          fitKey={fitKey}
          highlightedId={highlightedId}
          selectedId={selectedId}
          onHighlight={onHighlight}
          onOpen={setSelectedId}
          onSearchArea={onSearchArea}
          onFailure={onFailure}
        />
      </Suspense>
      {selectedId && (
        <SelectedCard
          id={selectedId}
          data={data}
          criteria={criteria}
          searchContext={searchContext}
          onClose={() => setSelectedId(null)}
        />
      )}
    </div>
  );
}

/** The opened marker's card: from the page's results when it is among them, else read from the API. */
function SelectedCard({
  id,
  data,
  criteria,
  searchContext,
  onClose,
}: {
  id: string;
  data: SearchAnswer | null;
  criteria: SearchCriteria;
  searchContext: string;
  onClose: () => void;
}) {
  const onPage = data?.warehouses.find((w) => w.id === id);
  const { data: read_ } = useApiQuery(onPage ? null : id, () => read(api.warehouses[':id'].$get({ param: { id } })), {
    what: m.search_listing(),
  });
  const warehouse: CardWarehouse | null = onPage ?? (read_ ? withDistance(read_.warehouse, data) : null);
  return (
    <div
      className="absolute inset-x-2 bottom-2 z-10 max-h-[70%] overflow-auto rounded-xl bg-surface shadow-lg sm:inset-x-auto sm:right-3 sm:w-80"
      role="region"
      aria-label={m.search_listing_map()}
      data-map-card
    >
      <button
        type="button"
        className="absolute top-2 left-2 z-20 rounded-full bg-surface/90 px-2 py-0.5 text-sm font-semibold text-ink shadow"
        onClick={onClose}
      >
        {m.auth_close()}
        <span className="sr-only"> {m.search_listing_card()}</span>
      </button>
      {warehouse ? (
        <WarehouseCard
          warehouse={warehouse}
          returnTo={{ criteria, viewMode: 'map' }}
          searchContext={searchContext}
          layout="grid"
          headingLevel="h3"
          eagerImage
        />
      ) : (
        <p className="p-4 text-sm text-ink-muted">{m.search_loading_listing()}</p>
      )}
    </div>
  );
}

/** A listing read on its own gets its distance from the search's place, as the results give it. */
function withDistance<W extends { latitude: number | null; longitude: number | null }>(
  w: W,
  data: SearchAnswer | null,
) {
  const place = data?.place;
  if (!place || w.latitude === null || w.longitude === null) return { ...w, distanceKm: null };
  return { ...w, distanceKm: roundKm(haversineKm(place, { latitude: w.latitude, longitude: w.longitude })) };
}
