// The product's value lists: one definition each, used by forms, the API, the database
// checks and the seed. Nothing here may import server code.

export const STORAGE_TYPES = [
  'Dry Storage',
  'Climate Controlled',
  'Cold Storage',
  'Bulk Storage',
  'Hazmat Storage',
  'E-commerce / Fulfillment Storage',
  'Bonded Storage',
  'Outdoor / Yard Storage',
] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

/** The quiz never offers Hazmat Storage (docs/decisions/interface-behaviour.md). */
export const QUIZ_STORAGE_TYPES = STORAGE_TYPES.filter((t) => t !== 'Hazmat Storage');

export const SERVICES = [
  'Storage',
  'Fulfillment',
  'Distribution',
  'Pick and Pack Services',
  'Inventory Management',
  'Labeling & Packaging',
  'Palletizing / Depalletizing',
  'Returns Handling',
  'Cross-Docking / Transloading',
  'Kitting',
  'Freight Coordination',
  'Customs Assistance / Bonded Handling',
  '24/7 Access',
  'Loading Docks',
  'Office Space / Workstations Available',
  'Forklift Assistance',
  'Security Monitoring',
  'FBA',
  'E-Commerce Integration',
] as const;
export type Service = (typeof SERVICES)[number];

export const STORAGE_TERM_TYPES = ['short-term', 'long-term', 'both'] as const;
export type StorageTermType = (typeof STORAGE_TERM_TYPES)[number];

export const STORAGE_TERM_FILTERS = ['all', ...STORAGE_TERM_TYPES] as const;
export type StorageTermFilter = (typeof STORAGE_TERM_FILTERS)[number];

/** Which listing terms satisfy a visitor's storage term filter: short-term or long-term include "both". */
export const LISTING_TERMS_MATCHING: Record<StorageTermFilter, readonly StorageTermType[] | null> = {
  all: null,
  'short-term': ['short-term', 'both'],
  'long-term': ['long-term', 'both'],
  both: ['both'],
};

export const STORAGE_TERM_LABELS: Record<StorageTermFilter, string> = {
  all: 'All terms',
  'short-term': 'Short-term',
  'long-term': 'Long-term',
  both: 'Short & long-term',
};

/** 'deleted': gone for owners and the public, restorable by an admin until it is purged. */
export const WAREHOUSE_STATUSES = ['pending', 'active', 'paused', 'declined', 'deleted'] as const;
export type WarehouseStatus = (typeof WAREHOUSE_STATUSES)[number];

/**
 * How an admin checked an owner's business before recording it as verified ("Owner verified",
 * docs/decisions/freshness.md): an e-mail at the domain of the business's website, a phone call to
 * the business, or documents (registration, lease, insurance).
 */
export const BUSINESS_VERIFICATION_METHODS = ['domain_email', 'phone_call', 'documents'] as const;
export type BusinessVerificationMethod = (typeof BUSINESS_VERIFICATION_METHODS)[number];

/**
 * Where a listing's coordinates came from (docs/decisions/maps.md, "Pins never placed"): 'pin', a
 * person put or confirmed the pin on the building (its owner on the form, an admin at
 * moderation); 'city', only the city was found and the listing stands at its centre. Only a
 * placed pin of a listing that shows its street number is published as the building.
 */
export const POSITION_SOURCES = ['pin', 'city'] as const;

/** How long a deleted listing can be restored (by asking operations) before it is purged for good. */
export const LISTING_RESTORE_DAYS = 30;

/** The plans an admin may record on a listing (the early-access phase sends no invoices). */
export const SUBSCRIPTION_PLANS = [
  { value: 'trial', label: 'Trial' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'early_partner', label: 'Early partner' },
] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number]['value'];

/** Who paused a listing: its owner, an admin, or billing after an unpaid grace period (docs/decisions/billing.md). */
export const PAUSED_BY = ['owner', 'admin', 'billing'] as const;
export type PausedBy = (typeof PAUSED_BY)[number];

export const EVENT_TYPES = ['warehouse_click', 'quote_request', 'search', 'favorite_add'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const COUNTRIES = [
  { code: 'CA', name: 'Canada' },
  { code: 'US', name: 'United States' },
] as const;
export type CountryCode = (typeof COUNTRIES)[number]['code'];
export type CountryName = (typeof COUNTRIES)[number]['name'];
export const DEFAULT_COUNTRY: CountryName = 'Canada';

export function countryName(code: CountryCode): CountryName {
  return COUNTRIES.find((c) => c.code === code)!.name;
}

export function countryCode(name: string): CountryCode | undefined {
  return COUNTRIES.find((c) => c.name === name)?.code;
}

/** Distance filter (docs/decisions/interface-behaviour.md). */
export const DISTANCE_KM = { min: 10, max: 50, step: 10, searchDefault: 30 } as const;
export const DISTANCE_OPTIONS_KM = [10, 20, 30, 40, 50] as const;
const KM_TO_MILES = 0.621371;
export const kmToMiles = (km: number) => Math.round(km * KM_TO_MILES);

/** How a quote request states the space it needs. */
export const SPACE_UNITS = ['square_feet', 'pallet_positions'] as const;
export type SpaceUnit = (typeof SPACE_UNITS)[number];

/** Where an owner has got with a quote request for their listing (docs/decisions/leads.md). */
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};

export const MIN_SQUARE_FEET = 500;
export const FEATURED_COUNT = 3;

/** Certifications a listing may hold and a search may require (all of the chosen ones). */
export const CERTIFICATIONS = [
  'Food Grade / FDA-Registered',
  'Organic',
  'Hazmat',
  'Bonded / Customs',
  'C-TPAT',
] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

/** The currency a listing's prices are in: its country's (docs/decisions/listing-facts.md). */
const CURRENCY_BY_COUNTRY: Record<CountryName, 'CAD' | 'USD'> = { Canada: 'CAD', 'United States': 'USD' };
export const currencyOf = (country: string): 'CAD' | 'USD' => CURRENCY_BY_COUNTRY[country as CountryName] ?? 'CAD';

/** The search's "dock doors at least" and "clear height at least" choices, counted as facets. */
export const DOCK_DOOR_OPTIONS = [1, 2, 4, 8, 12] as const;
export const CLEAR_HEIGHT_OPTIONS_FT = [16, 20, 24, 28, 32, 36] as const;
