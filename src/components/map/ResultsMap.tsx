import { useEffect, useRef, useState } from 'react';
import { LngLatBounds, Marker, type GeoJSONSource } from 'maplibre-gl';
import type { MapPoint } from '#src/shared/api/search.ts';
import { formatBox } from '#src/shared/geo.ts';
import { createMap, type MapLibreMap } from './maplibre.ts';
import { m } from '#src/shared/i18n/messages.ts';

const SOURCE = 'results';
/** Below this zoom nearby listings gather into one cluster marker. */
const CLUSTER_MAX_ZOOM = 13;
const CLUSTER_RADIUS_PX = 50;
/** Canada and the United States, before the first results arrive. */
const START = { center: [-95, 47] as [number, number], zoom: 3 };

export interface ResultsMapProps {
  points: MapPoint[];
  /** Names of the listings the page shows, for their markers' accessible names. */
  names: ReadonlyMap<string, string>;
  /** A new value fits the map to the points (a new search; not "Search this area", which keeps the view). */
  fitKey: string;
  highlightedId: string | null;
  selectedId: string | null;
  onHighlight: (id: string | null) => void;
  onOpen: (id: string) => void;
  /** "Search this area": the visible box as the `bbox` parameter writes it. */
  onSearchArea: (bbox: string) => void;
  onFailure: () => void;
}

/**
 * No transition of ours: MapLibre moves a marker by its transform every frame of a pan (one on
 * the transform would trail the map), and its stylesheet sets the marker's transition anyway.
 */
const MARKER_CLASS =
  'rounded-full border-2 border-surface bg-brand text-on-brand shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-strong data-highlighted:scale-125 data-highlighted:bg-brand-strong aria-pressed:scale-125 aria-pressed:bg-accent';

/**
 * The results on a MapLibre map: every match of the search clustered by the GeoJSON source, each
 * cluster and listing drawn as an HTML button (so a keyboard reaches and operates it); a listing's
 * button opens its card, a cluster's zooms into it. Moving the map offers "Search this area".
 */
export default function ResultsMap(props: ResultsMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markers = useRef(new Map<string, { marker: Marker; button: HTMLButtonElement }>());
  const latest = useRef(props);
  latest.current = props;
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    const shown = markers.current;
    const map = createMap(box.current!, {
      ...START,
      onFailure: () => {
        setFailed(true);
        latest.current.onFailure();
      },
    });
    mapRef.current = map;
    let movedByVisitor = false;
    map.on('movestart', (event) => {
      movedByVisitor = Boolean((event as { originalEvent?: Event }).originalEvent);
    });
    map.on('moveend', () => {
      if (movedByVisitor) setMoved(true);
      syncMarkers();
    });
    map.on('sourcedata', (event) => {
      if (event.sourceId === SOURCE && event.isSourceLoaded) syncMarkers();
    });
    map.on('load', () => {
      map.addSource(SOURCE, {
        type: 'geojson',
        data: { type: 'FeatureCollection', features: [] },
        cluster: true,
        clusterMaxZoom: CLUSTER_MAX_ZOOM,
        clusterRadius: CLUSTER_RADIUS_PX,
      });
      // Invisible: the source's tiles load only for a layer; the markers are HTML buttons.
      map.addLayer({ id: SOURCE, type: 'circle', source: SOURCE, paint: { 'circle-opacity': 0, 'circle-radius': 1 } });
      setLoaded(true);
    });

    /** Buttons for the clusters and listings the source has in view now; gone ones are removed. */
    function syncMarkers() {
      if (!map.getSource(SOURCE)) return;
      const seen = new Set<string>();
      for (const feature of map.querySourceFeatures(SOURCE)) {
        const p = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: string };
        const key = p.cluster ? `cluster:${p.cluster_id}` : p.id!;
        if (seen.has(key)) continue;
        seen.add(key);
        if (markers.current.has(key)) continue;
        const [lng, lat] = (feature.geometry as { coordinates: [number, number] }).coordinates;
        const button = document.createElement('button');
        button.type = 'button';
        if (p.cluster) {
          const count = p.point_count!;
          button.className = `${MARKER_CLASS} flex min-h-9 min-w-9 items-center justify-center px-2 text-sm font-bold`;
          button.textContent = String(count);
          button.setAttribute('aria-label', m.map_count_listings_here_zoom({ count }));
          button.addEventListener('click', () => {
            void (map.getSource(SOURCE) as GeoJSONSource)
              .getClusterExpansionZoom(p.cluster_id!)
              .then((zoom) => map.easeTo({ center: [lng, lat], zoom }));
          });
        } else {
          const id = p.id!;
          button.className = `${MARKER_CLASS} h-6 w-6`;
          button.dataset.listingId = id;
          button.setAttribute('aria-label', latest.current.names.get(id) ?? m.map_listing_show_its_card());
          button.setAttribute('aria-pressed', String(latest.current.selectedId === id));
          if (latest.current.highlightedId === id) button.dataset.highlighted = '';
          button.addEventListener('click', () => latest.current.onOpen(id));
          button.addEventListener('mouseenter', () => latest.current.onHighlight(id));
          button.addEventListener('focus', () => latest.current.onHighlight(id));
          button.addEventListener('mouseleave', () => latest.current.onHighlight(null));
          button.addEventListener('blur', () => latest.current.onHighlight(null));
        }
        const marker = new Marker({ element: button }).setLngLat([lng, lat]).addTo(map);
        markers.current.set(key, { marker, button });
      }
      for (const [key, { marker }] of markers.current) {
        if (seen.has(key)) continue;
        marker.remove();
        markers.current.delete(key);
      }
    }

    return () => {
      map.remove();
      mapRef.current = null;
      shown.clear();
    };
  }, []);

  // New points: the source's data; a new search also fits the map to them.
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    (map.getSource(SOURCE) as GeoJSONSource).setData({
      type: 'FeatureCollection',
      features: props.points.map(([id, latitude, longitude]) => ({
        type: 'Feature',
        properties: { id },
        geometry: { type: 'Point', coordinates: [longitude, latitude] },
      })),
    });
    if (fitted.current === props.fitKey || props.points.length === 0) return;
    fitted.current = props.fitKey;
    const bounds = new LngLatBounds();
    for (const [, latitude, longitude] of props.points) bounds.extend([longitude, latitude]);
    map.fitBounds(bounds, { padding: 48, maxZoom: 14, duration: 0 });
    setMoved(false);
  }, [loaded, props.points, props.fitKey]);

  // The highlighted and the opened listing's buttons follow the cards.
  useEffect(() => {
    for (const [key, { button }] of markers.current) {
      if (key.startsWith('cluster:')) continue;
      button.toggleAttribute('data-highlighted', key === props.highlightedId);
      button.setAttribute('aria-pressed', String(key === props.selectedId));
    }
  }, [props.highlightedId, props.selectedId]);

  const searchArea = () => {
    const map = mapRef.current!;
    const b = map.getBounds();
    // A view wider than the world is the whole world.
    const west = Math.max(-180, b.getWest());
    const east = Math.min(180, b.getEast());
    props.onSearchArea(
      formatBox({ west, east, south: Math.max(-90, b.getSouth()), north: Math.min(90, b.getNorth()) }),
    );
    setMoved(false);
  };

  return (
    <div
      className={`relative h-full overflow-hidden rounded-xl border border-line bg-surface-muted ${failed ? '' : 'min-h-80'}`}
      data-map-failed={failed || undefined}
    >
      {/* Sized by its parent: MapLibre makes its container position: relative. */}
      <div ref={box} className="h-full w-full" data-results-map />
      {moved && !failed && (
        <button
          type="button"
          className="btn-primary absolute top-3 left-1/2 z-10 -translate-x-1/2 shadow-md"
          onClick={searchArea}
        >
          {m.map_search_area()}
        </button>
      )}
      {failed && (
        // Clear of the zoom buttons (top right), which still serve when only a tile failed.
        <p
          className="absolute top-3 right-12 left-3 z-10 rounded-lg bg-surface p-2 text-sm text-ink shadow"
          role="status"
        >
          {m.map_failed_notice()}
        </p>
      )}
    </div>
  );
}
