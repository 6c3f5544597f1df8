import type { StorageTermType } from './catalog.ts';
import type { ListingFacts } from './listing-facts.ts';

/** A warehouse as the public sees it: no owner, claim token or moderation fields. */
export interface PublicWarehouse extends ListingFacts {
  id: string;
  name: string;
  /** Street number removed unless the owner chose to show contact information. */
  address: string;
  unitNumber: string | null;
  city: string;
  stateProvince: string;
  country: string;
  squareFeet: number | null;
  storageType: string[];
  storageTermType: StorageTermType;
  servicesOffered: string[];
  /** Empty unless showContactInfo. */
  contactEmails: string[];
  contactPhones: string[];
  websiteUrl: string | null;
  description: string;
  /** The owner's French description, if any: /fr pages show it instead of `description`. */
  descriptionFr?: string | null;
  images: string[];
  showContactInfo: boolean;
  latitude: number | null;
  longitude: number | null;
  /**
   * The position is an area, not the building: rounded to about a kilometre because the owner
   * hides the street number (docs/decisions/maps.md, "Hidden addresses"). The page then prints
   * no coordinates or directions and draws an area, not a pin.
   */
  approximateLocation: boolean;
  /**
   * The area is only the city's: the owner never placed the pin on the building (docs/decisions/maps.md,
   * "Pins never placed"). Implies `approximateLocation`.
   */
  locatedByCityOnly: boolean;
  isPaid: boolean;
  updatedAt: string;
  /** When the owner last confirmed its availability (src/shared/freshness.ts). */
  availabilityConfirmedAt: string;
  /** An admin checked its owner's business (docs/decisions/freshness.md, "Owner verified"). */
  ownerVerified: boolean;
}

/** "1250 Industrial Pkwy" → "Industrial Pkwy". */
export function hideStreetNumber(address: string): string {
  return address.replace(/^\s*\d+[\p{Letter}-]?\s+/u, '').trim();
}

/**
 * Images are stored as the URL of their 960-pixel WebP; the other widths sit beside it with the
 * width in the name, so a srcset can be built without another lookup.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** The srcset of a stored image URL; self-contained when given `widths`, as the /search prefetch script copies its source. */
export function imageSrcSet(url: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  if (!/-960\.webp$/.test(url)) return '';
  return widths.map((w) => `${url.replace(/-960\.webp$/, `-${w}.webp`)} ${w}w`).join(', ');
}

export function formatLocation(w: Pick<PublicWarehouse, 'city' | 'stateProvince' | 'country'>): string {
  return `${w.city}, ${w.stateProvince}, ${w.country}`;
}

/**
 * "12,500": en-US grouping (so the server and the browser print the same digits) and at most
 * three decimals, as `Intl.NumberFormat('en-US')` prints the non-negative numbers the site shows.
 * Written out rather than with Intl: a page's first Intl formatter loads the locale data (about
 * 15 ms of main thread on this project's test machine, four times that on Lighthouse's simulated
 * phone), before /search could show its results; and `toLocaleString` builds a formatter on every
 * call, which showed in build profiles at several numbers per page and thousands of pages.
 */
export function formatNumber(n: number, maxDecimals = 3): string {
  const scale = 10 ** maxDecimals;
  const [whole = '', decimals] = String(Math.round(n * scale) / scale).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/**
 * Listings in the same city share the city's coordinates, so a distance under 1 km says
 * "Under 1 km" rather than a precise-looking 0.0.
 */
export function formatDistanceKm(km: number): string {
  return km < 1 ? 'Under 1 km' : `${formatNumber(km, 1)} km`;
}
