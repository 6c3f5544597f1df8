import { QUIZ_STORAGE_TYPES, SERVICES, type Service, type StorageType } from '#src/shared/catalog.ts';
import { UNSURE, type BusinessType, type ProductType, type Unsure } from './options.ts';
import type { QuizAnswers } from './answers.ts';

/** The quiz's recommendations: a storage type and services from the answers (docs/decisions/quiz.md). */

/**
 * Storage type from products (docs/decisions/quiz.md). The fallback when nothing is
 * mapped is "dry_storage", which is not a storage type value; it is read as 'Dry Storage' so
 * the search can filter on it.
 */
const PRODUCT_STORAGE_TYPE: Record<ProductType, StorageType> = {
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
const FALLBACK_STORAGE_TYPE: StorageType = 'Dry Storage';

/**
 * Services each product usually needs (our own design, docs/decisions/quiz.md). Perishables and
 * frozen goods move fast, so distribution and cross-docking; goods sold online need pick and
 * pack and returns; heavy or bulky goods need forklifts, docks and freight; valuable goods need
 * security and tracking.
 */
export const PRODUCT_SERVICES: Record<ProductType, readonly Service[]> = {
  food_perishable: [
    'Storage',
    'Distribution',
    'Inventory Management',
    'Cross-Docking / Transloading',
    'Freight Coordination',
  ],
  food_frozen: ['Storage', 'Distribution', 'Inventory Management', 'Loading Docks', 'Freight Coordination'],
  food_dry: [
    'Storage',
    'Distribution',
    'Inventory Management',
    'Pick and Pack Services',
    'Palletizing / Depalletizing',
  ],
  electronics: [
    'Fulfillment',
    'Pick and Pack Services',
    'Inventory Management',
    'Returns Handling',
    'Security Monitoring',
  ],
  clothing: [
    'Fulfillment',
    'Pick and Pack Services',
    'Labeling & Packaging',
    'Returns Handling',
    'E-Commerce Integration',
  ],
  furniture: ['Storage', 'Distribution', 'Loading Docks', 'Forklift Assistance', 'Freight Coordination'],
  chemicals: [
    'Storage',
    'Customs Assistance / Bonded Handling',
    'Loading Docks',
    'Forklift Assistance',
    'Security Monitoring',
  ],
  pharmaceuticals: ['Storage', 'Distribution', 'Pick and Pack Services', 'Inventory Management', 'Security Monitoring'],
  automotive_parts: [
    'Storage',
    'Distribution',
    'Pick and Pack Services',
    'Inventory Management',
    'Forklift Assistance',
  ],
  books_paper: ['Storage', 'Fulfillment', 'Pick and Pack Services', 'Inventory Management', 'FBA'],
  metals: ['Storage', 'Cross-Docking / Transloading', 'Freight Coordination', 'Loading Docks', 'Forklift Assistance'],
  liquids: ['Storage', 'Distribution', 'Palletizing / Depalletizing', 'Loading Docks', 'Forklift Assistance'],
  grains_bulk: ['Storage', 'Distribution', 'Cross-Docking / Transloading', 'Freight Coordination', 'Loading Docks'],
  fragile_items: ['Storage', 'Pick and Pack Services', 'Inventory Management', 'Labeling & Packaging', 'Kitting'],
};

/**
 * Services recommended per business type (our own design, docs/decisions/quiz.md; each type has
 * a mapping). Online sellers need fulfillment, pick and pack, platform integration and returns;
 * marketplace sellers add FBA prep; subscription boxes need kitting; wholesalers, retailers and
 * manufacturers move pallets (docks, forklifts, palletizing, freight); importers need customs
 * and bonded handling and transloading; mixed channels get both the B2B and B2C basics.
 * "unsure" has no mapping: the quiz just continues.
 */
export const BUSINESS_SERVICES: Record<Exclude<BusinessType, Unsure>, readonly Service[]> = {
  ecommerce_only: [
    'Fulfillment',
    'Pick and Pack Services',
    'E-Commerce Integration',
    'Returns Handling',
    'Inventory Management',
  ],
  retail_store: ['Storage', 'Distribution', 'Inventory Management', 'Palletizing / Depalletizing', 'Loading Docks'],
  wholesale_distributor: [
    'Storage',
    'Distribution',
    'Cross-Docking / Transloading',
    'Palletizing / Depalletizing',
    'Loading Docks',
    'Forklift Assistance',
  ],
  manufacturer: [
    'Storage',
    'Distribution',
    'Inventory Management',
    'Loading Docks',
    'Forklift Assistance',
    'Freight Coordination',
  ],
  import_export: [
    'Storage',
    'Customs Assistance / Bonded Handling',
    'Cross-Docking / Transloading',
    'Freight Coordination',
    'Palletizing / Depalletizing',
  ],
  dropshipping: ['Fulfillment', 'Pick and Pack Services', 'E-Commerce Integration', 'Returns Handling'],
  marketplace_seller: ['FBA', 'Fulfillment', 'Pick and Pack Services', 'Labeling & Packaging', 'Inventory Management'],
  subscription_box: [
    'Kitting',
    'Pick and Pack Services',
    'Labeling & Packaging',
    'Fulfillment',
    'Inventory Management',
  ],
  mixed_channels: [
    'Storage',
    'Fulfillment',
    'Distribution',
    'Inventory Management',
    'E-Commerce Integration',
    'Returns Handling',
  ],
};

/** docs/decisions/interface-behaviour.md: the product-based recommendation keeps the 5 most frequent services. */
const TOP_RECOMMENDED_SERVICES = 5;

/** Counts in a fixed order, so ties go to the earlier value and results never depend on clicks. */
function mostFrequent<T extends string>(values: readonly T[], order: readonly T[], take: number): T[] {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.keys()]
    .sort((a, b) => counts.get(b)! - counts.get(a)! || order.indexOf(a) - order.indexOf(b))
    .slice(0, take);
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
