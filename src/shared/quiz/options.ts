import { QUIZ_STORAGE_TYPES } from '#src/shared/catalog.ts';
import { CANADIAN_PROVINCES, US_STATES, type Region } from '#src/shared/regions.ts';

/**
 * The warehouse quiz's value lists. The rules over them live beside this
 * file: mappings.ts (recommendations), state.ts (the step machine), url.ts (the search it ends in).
 */

export const UNSURE = 'unsure';
export type Unsure = typeof UNSURE;

export const QUIZ_COUNTRIES = [
  { value: 'canada', label: 'Canada', name: 'Canada', code: 'CA' },
  { value: 'united_states', label: 'United States', name: 'United States', code: 'US' },
  { value: UNSURE, label: "I'm not sure yet", name: null, code: null },
] as const;
export type QuizCountry = (typeof QUIZ_COUNTRIES)[number]['value'];

/** Canada's 13 provinces and territories, the 50 states; every list ends with "not sure". */
export function provincesFor(country: QuizCountry | ''): readonly Region[] {
  if (country === 'canada') return CANADIAN_PROVINCES;
  if (country === 'united_states') return US_STATES;
  return [];
}

/**
 * A curated list of major cities per province/state: the gazetteer (17,000 places) is too big
 * for the browser, and the quiz only needs a starting point. Names follow GeoNames so the
 * search resolves them; a value is the name with spaces turned into underscores (docs/decisions/quiz.md
 * turns them back when it builds the query).
 */
const MAJOR_CITIES: Record<string, string> = {
  AB: 'Calgary|Edmonton|Red Deer|Lethbridge|Medicine Hat',
  BC: 'Vancouver|Surrey|Burnaby|Richmond|Kelowna|Abbotsford|Victoria',
  MB: 'Winnipeg|Brandon|Steinbach|Portage la Prairie|Thompson',
  NB: 'Moncton|Saint John|Fredericton|Dieppe|Edmundston',
  NL: "St. John's|Mount Pearl|Corner Brook|Grand Falls-Windsor",
  NS: 'Halifax|Dartmouth|Sydney|Truro',
  NT: 'Yellowknife|Hay River|Inuvik',
  NU: 'Iqaluit|Rankin Inlet',
  ON: 'Toronto|Mississauga|Brampton|Ottawa|Hamilton|Vaughan|London|Kitchener|Windsor|Oshawa|Barrie',
  PE: 'Charlottetown|Summerside',
  QC: 'Montréal|Laval|Québec|Gatineau|Longueuil|Sherbrooke|Saguenay',
  SK: 'Saskatoon|Regina|Prince Albert|Moose Jaw',
  YT: 'Whitehorse',
  AL: 'Birmingham|Montgomery|Mobile|Huntsville',
  AK: 'Anchorage|Fairbanks|Juneau',
  AZ: 'Phoenix|Tucson|Mesa|Chandler',
  AR: 'Little Rock|Fort Smith|Fayetteville|Springdale',
  CA: 'Los Angeles|San Diego|San Jose|San Francisco|Fresno|Sacramento|Oakland',
  CO: 'Denver|Colorado Springs|Aurora|Fort Collins',
  CT: 'Bridgeport|New Haven|Stamford|Hartford',
  DE: 'Wilmington|Dover|Newark',
  FL: 'Jacksonville|Miami|Tampa|Orlando|Fort Lauderdale',
  GA: 'Atlanta|Savannah|Augusta|Columbus',
  HI: 'Honolulu|Pearl City|Hilo',
  ID: 'Boise|Meridian|Nampa|Idaho Falls',
  IL: 'Chicago|Joliet|Naperville|Rockford|Aurora',
  IN: 'Indianapolis|Fort Wayne|Evansville|South Bend',
  IA: 'Des Moines|Cedar Rapids|Davenport|Sioux City',
  KS: 'Wichita|Overland Park|Kansas City|Topeka',
  KY: 'Louisville|Lexington|Bowling Green',
  LA: 'New Orleans|Baton Rouge|Shreveport|Lafayette',
  ME: 'Portland|Lewiston|Bangor',
  MD: 'Baltimore|Frederick|Columbia',
  MA: 'Boston|Worcester|Springfield|Lowell',
  MI: 'Detroit|Grand Rapids|Lansing|Ann Arbor',
  MN: 'Minneapolis|Saint Paul|Rochester|Duluth',
  MS: 'Jackson|Gulfport|Southaven|Hattiesburg',
  MO: 'Kansas City|St. Louis|Springfield|Columbia',
  MT: 'Billings|Missoula|Great Falls|Bozeman',
  NE: 'Omaha|Lincoln|Grand Island',
  NV: 'Las Vegas|Henderson|Reno|North Las Vegas',
  NH: 'Manchester|Nashua|Concord',
  NJ: 'Newark|Jersey City|Paterson|Elizabeth|Edison',
  NM: 'Albuquerque|Las Cruces|Santa Fe',
  NY: 'New York City|Buffalo|Rochester|Syracuse|Albany',
  NC: 'Charlotte|Raleigh|Greensboro|Durham|Winston-Salem',
  ND: 'Fargo|Bismarck|Grand Forks',
  OH: 'Columbus|Cleveland|Cincinnati|Toledo|Akron|Dayton',
  OK: 'Oklahoma City|Tulsa|Norman',
  OR: 'Portland|Salem|Eugene',
  PA: 'Philadelphia|Pittsburgh|Allentown|Harrisburg|Erie',
  RI: 'Providence|Warwick|Cranston',
  SC: 'Charleston|Columbia|Greenville|North Charleston',
  SD: 'Sioux Falls|Rapid City',
  TN: 'Memphis|Nashville|Knoxville|Chattanooga',
  TX: 'Houston|Dallas|San Antonio|Austin|Fort Worth|El Paso|Laredo',
  UT: 'Salt Lake City|West Valley City|Provo|Ogden',
  VT: 'Burlington|Rutland',
  VA: 'Virginia Beach|Norfolk|Richmond|Chesapeake',
  WA: 'Seattle|Spokane|Tacoma|Kent',
  WV: 'Charleston|Huntington|Morgantown',
  WI: 'Milwaukee|Madison|Green Bay|Kenosha',
  WY: 'Cheyenne|Casper|Laramie',
};

export interface QuizOption {
  value: string;
  label: string;
}

const cityValue = (name: string) => name.replace(/ /g, '_');
export const cityName = (value: string) => value.replace(/_/g, ' ');

/** The cities of a province/state, then "not sure"; empty until a province is chosen. */
export function citiesFor(province: string): QuizOption[] {
  const names = MAJOR_CITIES[province];
  if (!names) return [];
  return [
    ...names.split('|').map((name) => ({ value: cityValue(name), label: name })),
    { value: UNSURE, label: "I'm not sure yet" },
  ];
}

export const QUIZ_STORAGE_TYPE_OPTIONS: readonly QuizOption[] = [
  ...QUIZ_STORAGE_TYPES.map((t) => ({ value: t, label: t })),
  { value: UNSURE, label: "I'm not sure - help me decide" },
];

export const PRODUCT_TYPES = [
  { value: 'food_perishable', label: 'Perishable food' },
  { value: 'food_frozen', label: 'Frozen food' },
  { value: 'food_dry', label: 'Dry and packaged food' },
  { value: 'electronics', label: 'Electronics' },
  { value: 'clothing', label: 'Clothing and textiles' },
  { value: 'furniture', label: 'Furniture' },
  { value: 'chemicals', label: 'Chemicals' },
  { value: 'pharmaceuticals', label: 'Pharmaceuticals' },
  { value: 'automotive_parts', label: 'Automotive parts' },
  { value: 'books_paper', label: 'Books and paper' },
  { value: 'metals', label: 'Metals' },
  { value: 'liquids', label: 'Liquids' },
  { value: 'grains_bulk', label: 'Grains and bulk goods' },
  { value: 'fragile_items', label: 'Fragile items' },
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number]['value'];

export const BUSINESS_TYPES = [
  { value: 'ecommerce_only', label: 'Online store (e-commerce only)' },
  { value: 'retail_store', label: 'Retail store' },
  { value: 'wholesale_distributor', label: 'Wholesaler or distributor' },
  { value: 'manufacturer', label: 'Manufacturer' },
  { value: 'import_export', label: 'Importer or exporter' },
  { value: 'dropshipping', label: 'Dropshipping' },
  { value: 'marketplace_seller', label: 'Marketplace seller (Amazon, eBay…)' },
  { value: 'subscription_box', label: 'Subscription boxes' },
  { value: 'mixed_channels', label: 'Several sales channels' },
  { value: UNSURE, label: "I'm not sure" },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]['value'];

/** docs/decisions/interface-behaviour.md: short-term is under 12 months, long-term 12 months or more. */
export const STORAGE_DURATIONS = [
  { value: 'short_term', label: 'Short-term', hint: 'Less than 12 months' },
  { value: 'long_term', label: 'Long-term', hint: '12 months or more' },
  { value: UNSURE, label: "I'm not sure yet", hint: 'Show both' },
] as const;
export type StorageDuration = (typeof STORAGE_DURATIONS)[number]['value'];
