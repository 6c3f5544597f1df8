import { lazy } from 'react';
import stylesheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';

let stylesheet: Promise<void> | undefined;

/**
 * MapLibre's stylesheet, linked once, when a map is first about to show. Imported as CSS by the
 * map's own modules, it would be linked in the head of every page whose islands can show a map,
 * and hold up their first paint (docs/decisions/maps.md, "Costs nothing until used"). A
 * stylesheet that fails to load still lets the map show: its failure line covers tiles and style.
 */
function mapStylesheet(): Promise<void> {
  return (stylesheet ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  }));
}

const withStylesheet =
  <Module>(load: () => Promise<Module>) =>
  () =>
    Promise.all([load(), mapStylesheet()]).then(([module]) => module);

/** The maps, each a chunk of its own with MapLibre, loaded with the stylesheet the first time one renders. */
export const PinMap = lazy(withStylesheet(() => import('./PinMap.tsx')));
export const ResultsMap = lazy(withStylesheet(() => import('./ResultsMap.tsx')));
