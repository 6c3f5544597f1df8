import { Map as MapLibreMap, NavigationControl, setWorkerUrl, type LngLatLike } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { mapLocale } from './map-locale.ts';

/**
 * The product's one map library (docs/decisions/maps.md). Only the lazily loaded map components
 * import this module, so MapLibre and its worker are a chunk of their own that no page loads until
 * a map is shown; its stylesheet is linked then too (lazy-maps.ts). MapLibre 6 is ES modules only:
 * its worker must be named by URL.
 */
setWorkerUrl(workerUrl);

export type { MapLibreMap };

/** The configured style (MAP_STYLE_URL), which every page carries on its body (BaseLayout); a relative URL is the site's own. */
function styleUrl(): string {
  return new URL(document.body.dataset.mapStyle!, window.location.href).href;
}

/**
 * A map in `container` with the configured style, zoom buttons and the style's attribution, its
 * controls and hints in the page's language.
 * `onFailure` is called once if the style or a tile fails.
 */
export function createMap(
  container: HTMLElement,
  options: { center: LngLatLike; zoom: number; onFailure: () => void },
): MapLibreMap {
  const map = new MapLibreMap({
    container,
    style: styleUrl(),
    center: options.center,
    zoom: options.zoom,
    attributionControl: { compact: true },
    // A page scrolls past the map: the wheel zooms only with Ctrl or ⌘ held.
    cooperativeGestures: true,
    locale: mapLocale(),
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  let failed = false;
  map.on('error', () => {
    if (failed) return;
    failed = true;
    options.onFailure();
  });
  return map;
}
