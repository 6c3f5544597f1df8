import { CANADIAN_PROVINCES, QUIZ_STORAGE_TYPES, SERVICES, US_STATES, type Region, type Service, type StorageType } from './catalog.ts';
import { searchUrl } from './search-url.ts';

/**
 * The warehouse quiz (spec sections 2, 3, 4 and 7): its value lists, its step machine and the
 * search it ends in. Pure functions over plain data, so the dialog stays a thin view and every
 * rule is unit-tested.
 */

export const UNSURE = 'unsure';
export type Unsure = typeof UNSURE;

// ---------------------------------------------------------------------------------------------
// Value lists

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
 * search resolves them; a value is the name with spaces turned into underscores (spec section 7
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
  return [...names.split('|').map((name) => ({ value: cityValue(name), label: name })), { value: UNSURE, label: "I'm not sure yet" }];
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

/** Spec section 3: short-term is under 12 months, long-term 12 months or more. */
export const STORAGE_DURATIONS = [
  { value: 'short_term', label: 'Short-term', hint: 'Less than 12 months' },
  { value: 'long_term', label: 'Long-term', hint: '12 months or more' },
  { value: UNSURE, label: "I'm not sure yet", hint: 'Show both' },
] as const;
export type StorageDuration = (typeof STORAGE_DURATIONS)[number]['value'];

// ---------------------------------------------------------------------------------------------
// Mappings

/**
 * Storage type from products (spec section 4, as given). The spec's fallback when nothing is
 * mapped is "dry_storage", which is not a storage type value; it is read as 'Dry Storage' so
 * the search can filter on it.
 */
export const PRODUCT_STORAGE_TYPE: Record<ProductType, StorageType> = {
  food_perishable: 'Cold Storage',
  food_frozen: 'Cold Storage',
  food_dry: 'Dry Storage',
  clothing: 'Dry Storage',
  furniture: 'Dry Storage',
  automotive_parts: 'Dry Storage',
  books_paper: 'Dry Storage',
  electronics: 'Climate Controlled',
  pharmaceuticals: 'Climate Controlled',
  fragile_items: 'Climate Controlled',
  chemicals: 'Bonded Storage',
  metals: 'Outdoor / Yard Storage',
  liquids: 'Bulk Storage',
  grains_bulk: 'Bulk Storage',
};
export const FALLBACK_STORAGE_TYPE: StorageType = 'Dry Storage';

/**
 * Services each product usually needs (designed here; the spec leaves it open). Perishables and
 * frozen goods move fast, so distribution and cross-docking; goods sold online need pick and
 * pack and returns; heavy or bulky goods need forklifts, docks and freight; valuable goods need
 * security and tracking.
 */
export const PRODUCT_SERVICES: Record<ProductType, readonly Service[]> = {
  food_perishable: ['Storage', 'Distribution', 'Inventory Management', 'Cross-Docking / Transloading', 'Freight Coordination'],
  food_frozen: ['Storage', 'Distribution', 'Inventory Management', 'Loading Docks', 'Freight Coordination'],
  food_dry: ['Storage', 'Distribution', 'Inventory Management', 'Pick and Pack Services', 'Palletizing / Depalletizing'],
  electronics: ['Fulfillment', 'Pick and Pack Services', 'Inventory Management', 'Returns Handling', 'Security Monitoring'],
  clothing: ['Fulfillment', 'Pick and Pack Services', 'Labeling & Packaging', 'Returns Handling', 'E-Commerce Integration'],
  furniture: ['Storage', 'Distribution', 'Loading Docks', 'Forklift Assistance', 'Freight Coordination'],
  chemicals: ['Storage', 'Customs Assistance / Bonded Handling', 'Loading Docks', 'Forklift Assistance', 'Security Monitoring'],
  pharmaceuticals: ['Storage', 'Distribution', 'Pick and Pack Services', 'Inventory Management', 'Security Monitoring'],
  automotive_parts: ['Storage', 'Distribution', 'Pick and Pack Services', 'Inventory Management', 'Forklift Assistance'],
  books_paper: ['Storage', 'Fulfillment', 'Pick and Pack Services', 'Inventory Management', 'FBA'],
  metals: ['Storage', 'Cross-Docking / Transloading', 'Freight Coordination', 'Loading Docks', 'Forklift Assistance'],
  liquids: ['Storage', 'Distribution', 'Palletizing / Depalletizing', 'Loading Docks', 'Forklift Assistance'],
  grains_bulk: ['Storage', 'Distribution', 'Cross-Docking / Transloading', 'Freight Coordination', 'Loading Docks'],
  fragile_items: ['Storage', 'Pick and Pack Services', 'Inventory Management', 'Labeling & Packaging', 'Kitting'],
};

/**
 * Services recommended per business type (designed here; the spec says only that each type has
 * a mapping). Online sellers need fulfillment, pick and pack, platform integration and returns;
 * marketplace sellers add FBA prep; subscription boxes need kitting; wholesalers, retailers and
 * manufacturers move pallets (docks, forklifts, palletizing, freight); importers need customs
 * and bonded handling and transloading; mixed channels get both the B2B and B2C basics.
 * "unsure" has no mapping: the quiz just continues.
 */
export const BUSINESS_SERVICES: Record<Exclude<BusinessType, Unsure>, readonly Service[]> = {
  ecommerce_only: ['Fulfillment', 'Pick and Pack Services', 'E-Commerce Integration', 'Returns Handling', 'Inventory Management'],
  retail_store: ['Storage', 'Distribution', 'Inventory Management', 'Palletizing / Depalletizing', 'Loading Docks'],
  wholesale_distributor: ['Storage', 'Distribution', 'Cross-Docking / Transloading', 'Palletizing / Depalletizing', 'Loading Docks', 'Forklift Assistance'],
  manufacturer: ['Storage', 'Distribution', 'Inventory Management', 'Loading Docks', 'Forklift Assistance', 'Freight Coordination'],
  import_export: ['Storage', 'Customs Assistance / Bonded Handling', 'Cross-Docking / Transloading', 'Freight Coordination', 'Palletizing / Depalletizing'],
  dropshipping: ['Fulfillment', 'Pick and Pack Services', 'E-Commerce Integration', 'Returns Handling'],
  marketplace_seller: ['FBA', 'Fulfillment', 'Pick and Pack Services', 'Labeling & Packaging', 'Inventory Management'],
  subscription_box: ['Kitting', 'Pick and Pack Services', 'Labeling & Packaging', 'Fulfillment', 'Inventory Management'],
  mixed_channels: ['Storage', 'Fulfillment', 'Distribution', 'Inventory Management', 'E-Commerce Integration', 'Returns Handling'],
};

/** Spec section 9: the product-based recommendation keeps the 5 most frequent services. */
export const TOP_RECOMMENDED_SERVICES = 5;

/** Counts in a fixed order, so ties go to the earlier value and results never depend on clicks. */
function mostFrequent<T extends string>(values: readonly T[], order: readonly T[], take: number): T[] {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || order.indexOf(a) - order.indexOf(b)).slice(0, take);
}

/** The most common mapped type among the products (ties: catalog order); 'Dry Storage' if none. */
export function storageTypeForProducts(products: readonly string[]): StorageType {
  const mapped = products.map((p) => PRODUCT_STORAGE_TYPE[p as ProductType]).filter(Boolean);
  return mostFrequent(mapped, QUIZ_STORAGE_TYPES, 1)[0] ?? FALLBACK_STORAGE_TYPE;
}

/** With a business type, its mapping; otherwise the 5 most frequent services of the products. */
export function recommendedServices(answers: Pick<QuizAnswers, 'businessType' | 'productTypes'>): Service[] {
  if (answers.businessType && answers.businessType !== UNSURE) return [...BUSINESS_SERVICES[answers.businessType]];
  const all = answers.productTypes.flatMap((p) => PRODUCT_SERVICES[p as ProductType] ?? []);
  return mostFrequent(all, SERVICES, TOP_RECOMMENDED_SERVICES);
}

// ---------------------------------------------------------------------------------------------
// The step machine

/** Spec section 3's quiz answers; '' means not answered yet. */
export interface QuizAnswers {
  country: QuizCountry | '';
  province: string;
  /** The first chosen city, kept beside the list as the spec's entity has both. */
  city: string;
  cities: string[];
  storageType: string;
  productTypes: string[];
  businessType: BusinessType | '';
  servicesNeeded: string[];
  storageDuration: StorageDuration | '';
}

export type QuizStep = 1 | 2 | 2.5 | 3 | 3.5 | 4;

export interface QuizState {
  step: QuizStep;
  answers: QuizAnswers;
  /**
   * Set when the visitor answered "not sure" to the storage type: step 2.5 then replaces the
   * answer with the type derived from the products, and Back from step 3 returns to 2.5.
   */
  storageTypeFromProducts: boolean;
}

export const EMPTY_ANSWERS: QuizAnswers = {
  country: '',
  province: '',
  city: '',
  cities: [],
  storageType: '',
  productTypes: [],
  businessType: '',
  servicesNeeded: [],
  storageDuration: '',
};

export const INITIAL_QUIZ: QuizState = { step: 1, answers: EMPTY_ANSWERS, storageTypeFromProducts: false };

/** Which of the 4 progress dots a step lights: the half steps belong to the step before them. */
export const PROGRESS_DOTS = 4;
export const progressDot = (step: QuizStep) => Math.floor(step);

/** Whether Next is allowed: only the business type step requires a choice (spec section 5). */
export const canContinue = (state: QuizState) => state.step !== 3.5 || state.answers.businessType !== '';

/** The business type step's button: 'Continue' for "not sure", otherwise the recommendations. */
export const businessNextLabel = (businessType: BusinessType | '') =>
  businessType === UNSURE ? 'Continue' : 'Get My Recommendations';

export type QuizAction =
  | { type: 'setCountry'; country: QuizCountry }
  | { type: 'setProvince'; province: string }
  | { type: 'toggleCity'; city: string }
  | { type: 'setStorageType'; storageType: string }
  | { type: 'toggleProduct'; product: string }
  | { type: 'toggleService'; service: string }
  | { type: 'useRecommendations' }
  | { type: 'setBusinessType'; businessType: BusinessType }
  | { type: 'setDuration'; storageDuration: StorageDuration }
  | { type: 'askBusinessType' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'reset' };

const toggle = (list: readonly string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** Picking "not sure" replaces the cities chosen; picking a city drops "not sure". */
function toggleCity(cities: readonly string[], city: string): string[] {
  if (city === UNSURE) return cities.includes(UNSURE) ? [] : [UNSURE];
  return toggle(cities.filter((c) => c !== UNSURE), city);
}

function withAnswers(state: QuizState, changes: Partial<QuizAnswers>): QuizState {
  return { ...state, answers: { ...state.answers, ...changes } };
}

/** Spec section 4 "Quiz flow": every transition, back rule and reset rule. */
export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  const { answers } = state;
  switch (action.type) {
    case 'setCountry':
      if (action.country === answers.country) return state;
      return withAnswers(state, { country: action.country, province: '', cities: [], city: '' });
    case 'setProvince':
      if (action.province === answers.province) return state;
      return withAnswers(state, { province: action.province, cities: [], city: '' });
    case 'toggleCity': {
      const cities = toggleCity(answers.cities, action.city);
      return withAnswers(state, { cities, city: cities[0] ?? '' });
    }
    case 'setStorageType':
      return { ...withAnswers(state, { storageType: action.storageType }), storageTypeFromProducts: false };
    case 'toggleProduct':
      return withAnswers(state, { productTypes: toggle(answers.productTypes, action.product) });
    case 'toggleService':
      return withAnswers(state, { servicesNeeded: toggle(answers.servicesNeeded, action.service) });
    case 'useRecommendations':
      return withAnswers(state, { servicesNeeded: recommendedServices(answers) });
    case 'setBusinessType':
      return withAnswers(state, { businessType: action.businessType });
    case 'setDuration':
      return withAnswers(state, { storageDuration: action.storageDuration });
    case 'askBusinessType':
      return state.step === 3 ? { ...state, step: 3.5 } : state;
    case 'reset':
      return INITIAL_QUIZ;
    case 'next':
      return next(state);
    case 'back':
      return back(state);
  }
}

function next(state: QuizState): QuizState {
  const { answers } = state;
  switch (state.step) {
    case 1:
      return { ...state, step: 2 };
    case 2:
      return answers.storageType === UNSURE ? { ...state, step: 2.5, storageTypeFromProducts: true } : { ...state, step: 3 };
    case 2.5:
      return { ...withAnswers(state, { storageType: storageTypeForProducts(answers.productTypes) }), step: 3 };
    case 3:
      return { ...state, step: 4 };
    case 3.5: {
      if (!answers.businessType) return state;
      const servicesNeeded = answers.businessType === UNSURE ? answers.servicesNeeded : recommendedServices(answers);
      return { ...withAnswers(state, { servicesNeeded }), step: 3 };
    }
    case 4:
      return state;
  }
}

function back(state: QuizState): QuizState {
  switch (state.step) {
    case 1:
      return state;
    case 2:
      return { ...state, step: 1 };
    case 2.5:
      // Step 2 shows the visitor's own answer again, not the type derived from the products.
      return { ...withAnswers(state, { storageType: UNSURE }), step: 2 };
    case 3:
      return state.storageTypeFromProducts ? { ...state, step: 2.5 } : { ...state, step: 2 };
    case 3.5:
      return { ...state, step: 3 };
    case 4:
      return { ...state, step: 3 };
  }
}

/** Spec section 7: distance 30 km around a chosen province/state, otherwise 50 km. */
export const QUIZ_DISTANCE_KM = { withProvince: 30, withoutProvince: 50 } as const;

const DURATION_TERM = { short_term: 'short-term', long_term: 'long-term' } as const;

/**
 * The /search URL the quiz ends in (spec section 7): the chosen cities (underscores as spaces),
 * then the province/state code and the country name, each left out when unknown or "not sure";
 * the storage type unless "not sure"; the services; the term unless "not sure".
 */
export function quizSearchUrl(answers: QuizAnswers): string {
  const country = QUIZ_COUNTRIES.find((c) => c.value === answers.country)?.name ?? null;
  const hasProvince = answers.province !== '' && answers.province !== UNSURE;
  const place = [
    ...answers.cities.filter((c) => c !== UNSURE).map(cityName),
    ...(hasProvince ? [answers.province] : []),
    ...(country ? [country] : []),
  ];
  const storageTypeKnown = answers.storageType !== '' && answers.storageType !== UNSURE;
  const term = answers.storageDuration === 'short_term' || answers.storageDuration === 'long_term' ? DURATION_TERM[answers.storageDuration] : 'all';
  return searchUrl({
    query: place.join(', '),
    storageTypesOffered: storageTypeKnown ? [answers.storageType] : [],
    servicesOffered: answers.servicesNeeded,
    distance: hasProvince ? QUIZ_DISTANCE_KM.withProvince : QUIZ_DISTANCE_KM.withoutProvince,
    storageTermType: term,
  });
}

export const QUIZ_COMPLETE_TOAST = { title: 'Quiz Complete!', description: "We've found warehouses that match your needs." } as const;
