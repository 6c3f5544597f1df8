import { formatNumber, formatSquareFeet } from './i18n/format.ts';
import { getLocale, m } from './i18n/messages.ts';
import { countryLabel } from './i18n/labels/countries.ts';
import { regionLabel } from './i18n/labels/regions.ts';
import { serviceLabel } from './i18n/labels/services.ts';
import { storageTypeLabel } from './i18n/labels/storage-types.ts';
import { placePath, type PlaceKey } from './place-paths.ts';
import type { PlaceSummary } from './place-summary.ts';
import { ALL_REGIONS } from './regions.ts';

/*
 * What the place pages and the links to them call a place, in the page's language
 * (docs/decisions/place-pages.md). Server-rendered only: no island imports it.
 */

const regionOfKey = (key: PlaceKey) =>
  ALL_REGIONS.find((r) => r.code === key.region && r.country === (key.country === 'Canada' ? 'CA' : 'US'))!;

/** "Toronto, ON", "Ontario", "Canada". */
export function placeName(key: PlaceKey, cityName?: string): string {
  if (key.city) return `${cityName ?? key.city}, ${key.region}`;
  if (key.region) return regionLabel(regionOfKey(key));
  return countryLabel(key.country);
}

/** A page's title: the place, or a storage type in it. */
export function placeTitle(key: PlaceKey, cityName?: string): string {
  const place = placeName(key, cityName);
  return key.storageType
    ? m.places_title_type({ type: storageTypeLabel(key.storageType), place })
    : m.places_title({ place });
}

export interface Crumb {
  name: string;
  href: string;
  /** The language of a name as its owner wrote it (a listing's), when it is not the page's. */
  lang?: string;
}

/** Country › Province › City (› storage type), each linked to its page in the page's language. */
export function placeTrail(key: PlaceKey, cityName?: string): Crumb[] {
  const locale = getLocale();
  const trail: Crumb[] = [{ name: countryLabel(key.country), href: placePath({ country: key.country }, locale) }];
  if (key.region) {
    const region = { country: key.country, region: key.region };
    trail.push({ name: placeName(region), href: placePath(region, locale) });
  }
  if (key.city) {
    const city = { country: key.country, region: key.region, city: key.city };
    trail.push({ name: cityName ?? key.city, href: placePath(city, locale) });
  }
  if (key.storageType) trail.push({ name: storageTypeLabel(key.storageType), href: placePath(key, locale) });
  return trail;
}

/** The introduction's sentences, written from the page's listings. */
export function placeIntro(summary: PlaceSummary, place: string): string[] {
  const sentences = [
    summary.listings === 1
      ? m.places_intro_one({ place })
      : m.places_intro_many({ count: formatNumber(summary.listings), place }),
  ];
  if (summary.storageTypes.length) {
    const types = summary.storageTypes.map((t) => `${storageTypeLabel(t.value)} (${formatNumber(t.count)})`);
    sentences.push(m.places_intro_types({ types: types.join(', ') }));
  }
  if (summary.services.length) {
    const services = summary.services.slice(0, INTRO_SERVICES).map((s) => serviceLabel(s.value));
    sentences.push(m.places_intro_services({ services: services.join(', ') }));
  }
  const { squareFeet, pallets } = summary.availableNow;
  const space = [
    squareFeet > 0 && formatSquareFeet(squareFeet),
    pallets > 0 && m.places_pallet_positions({ count: formatNumber(pallets) }),
  ].filter((part): part is string => Boolean(part));
  if (space.length) {
    sentences.push(
      m.places_intro_space({
        space: space.length === 2 ? m.places_space_and({ first: space[0]!, second: space[1]! }) : space[0]!,
      }),
    );
  }
  return sentences;
}

/** The services the introduction names, the most offered first. */
const INTRO_SERVICES = 5;
