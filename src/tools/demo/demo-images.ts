import type { StorageType } from '#src/shared/catalog.ts';

/**
 * The illustrations images.ts (`npm run demo:images`) renders into public/media/demo, and the
 * storage types each one suits, so a demo listing only shows pictures that match what it offers.
 */
export const DEMO_IMAGES = {
  'racking-aisle': ['Dry Storage', 'Bulk Storage', 'Climate Controlled'],
  'loading-docks': ['Dry Storage', 'E-commerce / Fulfillment Storage', 'Bonded Storage'],
  'distribution-center': ['Dry Storage', 'E-commerce / Fulfillment Storage'],
  'flex-units': ['Dry Storage', 'Climate Controlled'],
  'cold-room': ['Cold Storage'],
  'cold-storage-exterior': ['Cold Storage'],
  'climate-controlled': ['Climate Controlled'],
  'fulfillment-floor': ['E-commerce / Fulfillment Storage'],
  'container-yard': ['Outdoor / Yard Storage', 'Bonded Storage'],
  'bonded-warehouse': ['Bonded Storage'],
  'bulk-silos': ['Bulk Storage'],
  'hazmat-store': ['Hazmat Storage'],
} as const satisfies Record<string, readonly StorageType[]>;

export type DemoImageName = keyof typeof DEMO_IMAGES;
export const DEMO_IMAGE_NAMES = Object.keys(DEMO_IMAGES) as DemoImageName[];

export const DEMO_MEDIA_DIR = 'public/media/demo';

/** The URL stored in warehouses.images: the 960-pixel file (see imageSrcSet). */
export const demoImageUrl = (name: DemoImageName) => `/media/demo/${name}-960.webp`;
