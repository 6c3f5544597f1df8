import type { PlaceDirectory, PlacePage } from '#src/shared/place-pages.ts';
import { keyString } from '#src/shared/place-pages.ts';

/** What a listing page names of a place page: its key, the city's name, its storage-type pages. */
export type PlaceLink = Pick<PlacePage, 'key' | 'cityName' | 'storageTypes'>;

/**
 * The part of the build's place directory a listing page rendered on demand reads
 * (docs/decisions/on-demand-listing-pages.md, "Data per request"): the city page of each listing,
 * the city pages by their English path, and the footer's busiest places. The deploy's place pages
 * decide which of them exist, so the build writes them beside the renderers and into the function;
 * a listing approved after the build has no city link until the next one.
 */
export interface ListingPagePlaces {
  cityOfListing: PlaceDirectory['cityOfListing'];
  cities: Record<string, PlaceLink>;
  busiest: { regions: PlaceLink[]; cities: PlaceLink[] };
}

/** How many of the busiest provinces/states and cities the footer links to. */
export const FOOTER_PLACES = 3;

const link = ({ key, cityName, storageTypes }: PlacePage): PlaceLink => ({ key, cityName, storageTypes });

/** The busiest provinces/states and cities first: the home page's and the footer's order. */
export function busiestPlaces(pages: readonly PlacePage[]): { regions: PlacePage[]; cities: PlacePage[] } {
  const most = (kind: PlacePage['kind']) =>
    pages.filter((p) => p.kind === kind).sort((a, b) => b.listingIds.length - a.listingIds.length);
  return { regions: most('region'), cities: most('city') };
}

/** The file, beside a build's renderers, that holds them (listingPagePlaces in page-answer.ts). */
export const PLACES_FILE = 'listing-page-places.json';
/** Where the renderers' loader puts them: the process's globals, shared by every copy of the code. */
export const PLACES_GLOBAL = 'warehouse.listing-pages.places';

export function trimForListingPages(directory: PlaceDirectory): ListingPagePlaces {
  const busiest = busiestPlaces(directory.pages);
  return {
    cityOfListing: directory.cityOfListing,
    cities: Object.fromEntries(
      directory.pages.filter((p) => p.kind === 'city').map((p) => [keyString(p.key), link(p)]),
    ),
    busiest: {
      regions: busiest.regions.slice(0, FOOTER_PLACES).map(link),
      cities: busiest.cities.slice(0, FOOTER_PLACES).map(link),
    },
  };
}
