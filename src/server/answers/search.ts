import type { MapPoint } from '#src/shared/api/search.ts';
import type { CountryCode } from '#src/shared/catalog.ts';
import type { Box } from '#src/shared/geo.ts';
import type { SearchPoints } from '#src/shared/place-pages.ts';
import type { AdjustableSearchParam, SearchParams } from '#src/shared/validation/search.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';

/** A city the location box can suggest (GET /api/cities answers a list of these). */
export interface CitySuggestion {
  city: string;
  province: string;
}

/** GET /api/cities/search-points: where the search measures each city page's query from, for a build. */
export interface CitySearchPointsAnswer {
  points: SearchPoints;
}

/** GET /api/locations answers a list of these. */
export interface LocationSuggestion extends CitySuggestion {
  country: CountryCode;
}

/** The place a search query named: its centre is what distances are measured from. */
export interface ResolvedPlace {
  name: string;
  province: string;
  country: CountryCode;
  latitude: number;
  longitude: number;
}

/** A query that names only a province/state (and maybe a country): "Ontario", "Texas, USA". */
export interface ResolvedRegion {
  province: string | null;
  country: CountryCode | null;
}

/** How many of the search's results hold each certification, and meet each need threshold the filters offer. */
export interface NeedFacets {
  certifications: Record<string, number>;
  /** Per DOCK_DOOR_OPTIONS value: results with at least that many dock doors. */
  dockDoorsAtLeast: Record<string, number>;
  /** Per CLEAR_HEIGHT_OPTIONS_FT value: results with at least that clear height. */
  clearHeightAtLeast: Record<string, number>;
  /** Results that state a price in the unit of the need's space. */
  withPrice: number;
  /** Results that state their available space in that unit. */
  withSpace: number;
}

/** For every storage type and service, how many of the search's results offer it; and the need's counts. */
export interface SearchFacets extends NeedFacets {
  storageTypes: Record<string, number>;
  services: Record<string, number>;
  /** How many of the results are managed by a verified owner (docs/decisions/freshness.md). */
  ownerVerified: number;
}

export type SearchedWarehouse = PublicWarehouse & {
  /** Great-circle km from the searched place (the nearest, when several); null when the query was not a place. */
  distanceKm: number | null;
  /** True for the nearest listings offered because none were within the radius. */
  outsideRadius: boolean;
  /** Of a closest match (`SearchAnswer.closestMatches`), the chosen services it does not offer; otherwise empty. */
  missingServices: string[];
};

/** GET /api/search's answer. */
export interface SearchAnswer {
  warehouses: SearchedWarehouse[];
  /** Listings matching the search (within the radius when the query is a place). */
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** How the query was understood. */
  interpretedAs: 'everywhere' | 'place' | 'region' | 'text';
  /** The first of `places`, for readers that know only one. */
  place: ResolvedPlace | null;
  /** Every place the query named ("Toronto, Mississauga, ON"): results are near any of them. */
  places: ResolvedPlace[];
  /** What was typed, when `place` was found only by correcting a misspelling ("Torotno" for Toronto); null otherwise. */
  correctedFrom: string | null;
  region: ResolvedRegion | null;
  /** `region` as the request's language names it ("Colombie-Britannique, Canada"), or null. */
  regionName: string | null;
  /** The radius applied, in km; null when the query was not a place or a box took its place. */
  radiusKm: number | null;
  /** The map's box the results were searched in ("Search this area"), or null. */
  bbox: Box | null;
  /** True when nothing was within the radius and `warehouses` holds the nearest beyond it instead. */
  nearestBeyondRadius: boolean;
  /**
   * True when no listing offered every chosen service and `warehouses` holds the closest matches
   * instead: those offering the most of them, nearest first, each with its `missingServices`.
   */
  closestMatches: boolean;
  facets: SearchFacets;
  /** The filters the search used, after any adjustment of the link's values. */
  applied: Pick<
    SearchParams,
    'storageTypesOffered' | 'servicesOffered' | 'distance' | 'storageTermType' | 'ownerVerified' | 'sort'
  >;
  /** The link's parameters that could not be used as given: each fell back to the nearest valid value or was dropped. */
  adjusted: AdjustableSearchParam[];
}

/** One of GET /api/warehouses/:id/nearby's warehouses: other listed ones, nearest first. */
export type NearbyWarehouse = PublicWarehouse & { distanceKm: number };

/** GET /api/search/points: every match of the search (same parameters) as a point, for the map. */
export interface MapPointsAnswer {
  points: MapPoint[];
  /** Matches with coordinates; more than `points` holds when past MAX_MAP_POINTS (SQL counts only one past it). */
  total: number;
}
