import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapLocale } from '#src/components/map/map-locale.ts';
import { withLocale } from '#src/server/i18n/request-locale.ts';

/** MapLibre's English words by key, as its source declares them (the package exports no such module). */
const MAPLIBRE_ENGLISH = Object.fromEntries(
  [
    ...readFileSync(
      new URL('../../node_modules/maplibre-gl/src/ui/default_locale.ts', import.meta.url),
      'utf8',
    ).matchAll(/'([\w.]+)': '([^']*)'/g),
  ].map(([, key, text]) => [key, text]),
);

describe("the maps' own words", () => {
  it('are set by keys MapLibre has', () => {
    expect(Object.keys(MAPLIBRE_ENGLISH).length).toBeGreaterThan(10);
    for (const key of Object.keys(mapLocale())) expect(MAPLIBRE_ENGLISH, key).toHaveProperty(key);
  });

  it('read in French on French pages: no zoom button or gesture hint is left in English', () => {
    const french = withLocale('fr', mapLocale);
    for (const [key, text] of Object.entries(french)) expect(text, key).not.toBe(MAPLIBRE_ENGLISH[key]);
    expect(french['NavigationControl.ZoomIn']).toBe('Zoom avant');
    expect(french['CooperativeGesturesHandler.MobileHelpText']).toBe('Utilisez deux doigts pour déplacer la carte');
  });
});
