import { STORAGE_TYPES, type StorageType } from './catalog.ts';
import { localizedPath, localeOfPath, type Locale } from './i18n/locale.ts';
import { ALL_REGIONS, type Region } from './regions.ts';
import { foldText } from './text.ts';

/*
 * The place and storage-type pages' URLs in both languages (docs/decisions/place-pages.md): one
 * ASCII form each, French slugs under /fr, and the way back from a path to its place.
 */

/** The URL roots of the place pages in each language. */
const ROOT: Record<Locale, string> = { en: '/warehouses', fr: '/fr/entrepots' };
export const placeRoot = (locale: Locale) => ROOT[locale];

export const COUNTRY_SLUGS: Record<string, Record<Locale, string>> = {
  Canada: { en: 'canada', fr: 'canada' },
  'United States': { en: 'united-states', fr: 'etats-unis' },
};
export const COUNTRY_CODES: Record<string, 'CA' | 'US'> = { Canada: 'CA', 'United States': 'US' };

/** One slug per storage type and language; the French ones are the catalogue's French labels, shortened. */
const STORAGE_TYPE_SLUGS: Record<StorageType, Record<Locale, string>> = {
  'Dry Storage': { en: 'dry-storage', fr: 'entreposage-sec' },
  'Climate Controlled': { en: 'climate-controlled', fr: 'temperature-controlee' },
  'Cold Storage': { en: 'cold-storage', fr: 'entreposage-frigorifique' },
  'Bulk Storage': { en: 'bulk-storage', fr: 'entreposage-en-vrac' },
  'Hazmat Storage': { en: 'hazmat-storage', fr: 'matieres-dangereuses' },
  'E-commerce / Fulfillment Storage': { en: 'ecommerce-fulfillment', fr: 'commerce-electronique' },
  'Bonded Storage': { en: 'bonded-storage', fr: 'entrepot-sous-douane' },
  'Outdoor / Yard Storage': { en: 'outdoor-yard-storage', fr: 'entreposage-exterieur' },
};
export const TYPE_SLUG_SET = new Set(Object.values(STORAGE_TYPE_SLUGS).flatMap((s) => [s.en, s.fr]));

/** "Saint-Jérôme" → "saint-jerome": ASCII letters and digits, one hyphen between words. */
export function asciiSlug(name: string): string {
  return foldText(name)
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Where a place page sits: a country, a province/state in it, a city in that, each maybe narrowed to a storage type. */
export interface PlaceKey {
  country: string;
  /** Two-letter code, as listings store it. */
  region?: string;
  /** The city's slug (cities of one name in one province are told apart by it). */
  city?: string;
  storageType?: StorageType;
}

/** A place page's path in a language: /warehouses/on/toronto/cold-storage, /fr/entrepots/on/toronto/entreposage-frigorifique. */
export function placePath(key: PlaceKey, locale: Locale): string {
  const parts = [ROOT[locale], COUNTRY_SLUGS[key.country]![locale]];
  if (key.region) parts.splice(1, 1, key.region.toLowerCase());
  if (key.city) parts.push(key.city);
  if (key.storageType) parts.push(STORAGE_TYPE_SLUGS[key.storageType][locale]);
  return parts.join('/');
}

/** The place a path names, whichever language it is in; null for any other path. */
export function placeKeyOfPath(pathname: string): PlaceKey | null {
  const locale = localeOfPath(pathname);
  const root = `${ROOT[locale]}/`;
  if (!pathname.startsWith(root)) return null;
  const [first, ...rest] = pathname.slice(root.length).split('/');
  const country = Object.keys(COUNTRY_SLUGS).find((c) => COUNTRY_SLUGS[c]![locale] === first);
  if (country) return rest.length ? null : { country };
  const region = ALL_REGIONS.find((r) => r.code.toLowerCase() === first);
  if (!region || rest.length > 2) return null;
  const key: PlaceKey = { country: countryNameOf(region), region: region.code };
  // What follows the province/state: a city, a storage type, or a city and then a storage type.
  const storageType = STORAGE_TYPES.find((t) => STORAGE_TYPE_SLUGS[t][locale] === rest.at(-1));
  const cities = storageType ? rest.slice(0, -1) : rest;
  if (cities.length > 1 || cities[0] === '') return null;
  if (cities[0]) key.city = cities[0];
  if (storageType) key.storageType = storageType;
  return key;
}

/**
 * The same page in another language: a place page by its slugs in that language, any other page
 * as `localizedPath` writes it. The header's switcher, hreflang alternates and the sitemap use it.
 */
export function pageInLanguage(pathname: string, locale: Locale): string {
  const key = placeKeyOfPath(pathname);
  return key ? placePath(key, locale) : localizedPath(pathname, locale);
}

export const countryNameOf = (region: Region) => (region.country === 'CA' ? 'Canada' : 'United States');
