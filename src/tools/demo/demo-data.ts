import { randomBytes } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { users, warehouses, type NewWarehouse } from '#db/schema.ts';
import type { Service, StorageTermType, StorageType, WarehouseStatus } from '#src/shared/catalog.ts';
import { haversineKm } from '#src/shared/geo.ts';
import { foldText } from '#src/shared/text.ts';
import { hashPassword } from '#src/server/auth/password.ts';
import { withDerivedFields } from '#src/server/warehouses/derived.ts';
import { seedDemoActivity, type ActivityPeople } from './demo-activity.ts';
import { DEMO_COORDINATES } from './demo-coordinates.ts';
import { demoFacts } from './demo-facts.ts';
import { DEMO_IMAGE_NAMES, DEMO_IMAGES, demoImageUrl, type DemoImageName } from './demo-images.ts';
import { DEMO_MEMBERS, type DemoMember } from './demo-people.ts';

/**
 * Sign-in details of the demo accounts, shown in the README and used by tests; they pass every
 * password rule, so any password form accepts them. The admin's authenticator secret is published
 * too (admins must have a second factor): `npm run demo:code` prints its current code.
 */
export const DEMO_ACCOUNTS = {
  admin: {
    username: 'demo-admin',
    email: 'admin@demo.warehousefinder.example',
    password: 'Admin@Demo2025',
    totpSecret: 'WAREHOUSEFINDERDEMOADMINSECRET23',
  },
  owner: { username: 'demo-owner', email: 'owner@demo.warehousefinder.example', password: 'Owner@Demo2025' },
} as const;

type Country = 'Canada' | 'United States';

interface DemoListing {
  name: string;
  address: string;
  unitNumber?: string;
  city: string;
  province: string;
  country?: Country;
  /** null shows as 'Please Contact'. */
  squareFeet: number | null;
  storageType: StorageType[];
  term: StorageTermType;
  services: Service[];
  description: string;
  status?: WarehouseStatus;
  /** Why an admin declined or paused it, shown to the owner. */
  reason?: string;
  pausedBy?: 'owner' | 'admin';
  ownedByDemoOwner?: boolean;
  /** A pending listing's days in the review queue, so the queue shows a range of ages. */
  waitingDays?: number;
  /** The demo member who submitted it, when the demo owner did not. */
  submittedBy?: DemoMember;
  paid?: boolean;
  website?: boolean;
  /** Number of pictures; 0 leaves the card's placeholder icon. */
  images?: number;
  pendingName?: string;
}

const US: Country = 'United States';

/** Area codes of the cities below, so each listing's (fictional, 555-01xx) number looks local. */
const AREA_CODES: Record<string, string> = {
  'Mississauga, ON': '905',
  'Brampton, ON': '905',
  'Vaughan, ON': '905',
  'Hamilton, ON': '905',
  'Oakville, ON': '905',
  'Milton, ON': '905',
  'Markham, ON': '905',
  'Toronto, ON': '416',
  'Montréal, QC': '514',
  'Laval, QC': '450',
  'Québec, QC': '418',
  'Delta, BC': '604',
  'Surrey, BC': '604',
  'Vancouver, BC': '604',
  'Richmond, BC': '604',
  'Calgary, AB': '403',
  'Edmonton, AB': '780',
  'Winnipeg, MB': '204',
  'Ottawa, ON': '613',
  'Halifax, NS': '902',
  'Dartmouth, NS': '902',
  'Regina, SK': '306',
  'Saskatoon, SK': '306',
  'London, ON': '519',
  'Kitchener, ON': '519',
  'Cambridge, ON': '519',
  'Moncton, NB': '506',
  'Reno, NV': '775',
  'Sparks, NV': '775',
  'Chicago, IL': '312',
  'Joliet, IL': '815',
  'Dallas, TX': '214',
  'Fort Worth, TX': '817',
  'Los Angeles, CA': '323',
  'Ontario, CA': '909',
  'Newark, NJ': '973',
  'Atlanta, GA': '404',
  'Seattle, WA': '206',
  'Kent, WA': '253',
  'Buffalo, NY': '716',
  'Detroit, MI': '313',
  'Memphis, TN': '901',
  'Columbus, OH': '614',
};

const LISTINGS: DemoListing[] = [
  // Greater Toronto and Hamilton: where most visitors search, including cold storage near Mississauga.
  {
    name: 'Lakeshore Cold Chain Mississauga',
    address: '2450 Royal Windsor Drive',
    city: 'Mississauga',
    province: 'ON',
    squareFeet: 42000,
    storageType: ['Cold Storage', 'Climate Controlled'],
    term: 'both',
    services: [
      'Storage',
      'Distribution',
      'Inventory Management',
      'Loading Docks',
      'Forklift Assistance',
      'Security Monitoring',
      '24/7 Access',
    ],
    description:
      'Food-grade cold storage with three temperature zones: -25 °C frozen, 0-4 °C chilled and a 12-18 °C produce room. Eight insulated dock doors with seals, backup generator, and continuous temperature logging you can download for audits. CFIA-registered, with lot tracking and FIFO rotation. Blocks from 500 pallet positions up, month-to-month or annual.',
    ownedByDemoOwner: true,
    paid: true,
    website: true,
    images: 3,
  },
  {
    name: 'Meadowvale Fulfillment Centre',
    address: '6750 Mississauga Road',
    unitNumber: 'Unit 4',
    city: 'Mississauga',
    province: 'ON',
    squareFeet: 18500,
    storageType: ['E-commerce / Fulfillment Storage', 'Dry Storage'],
    term: 'both',
    services: [
      'Fulfillment',
      'Pick and Pack Services',
      'Returns Handling',
      'Kitting',
      'E-Commerce Integration',
      'FBA',
      'Labeling & Packaging',
    ],
    description:
      'Fulfillment for Shopify, WooCommerce and Amazon sellers. Orders received by 2 p.m. ship the same day with Canada Post, Purolator and UPS pickups at the door. We handle FBA prep, bundling and returns inspection, and you see stock levels live in our client portal. No minimum order volume for the first three months.',
    ownedByDemoOwner: true,
    website: true,
    images: 2,
  },
  {
    name: 'Airport Corporate Bonded Logistics',
    address: '5800 Airport Road',
    city: 'Mississauga',
    province: 'ON',
    squareFeet: 26000,
    storageType: ['Bonded Storage', 'Dry Storage'],
    term: 'short-term',
    services: [
      'Customs Assistance / Bonded Handling',
      'Cross-Docking / Transloading',
      'Freight Coordination',
      'Loading Docks',
      'Security Monitoring',
    ],
    description:
      'CBSA sufferance and bonded warehouse five minutes from Pearson cargo. We deconsolidate air and ocean freight, hold goods duty-deferred until you are ready to release them, and book onward trucking across Ontario and Quebec. Licensed customs broker on site weekdays.',
    images: 2,
  },
  {
    name: 'Dixie Road Cold Storage',
    address: '7100 Dixie Road',
    city: 'Mississauga',
    province: 'ON',
    squareFeet: 9000,
    storageType: ['Cold Storage'],
    term: 'short-term',
    services: ['Storage', 'Loading Docks', 'Palletizing / Depalletizing'],
    description:
      'Newly converted 9,000 sq ft cooler and freezer space with two dock doors and a drive-in door for smaller trucks. Suited to seasonal overflow for bakeries, meat processors and importers of frozen goods. Racking installs are finishing this quarter.',
    status: 'pending',
    waitingDays: 1,
    submittedBy: 'dixie-cold-ops',
    images: 1,
  },
  {
    name: 'Brampton Frozen Foods Terminal',
    address: '80 Westcreek Boulevard',
    city: 'Brampton',
    province: 'ON',
    squareFeet: 65000,
    storageType: ['Cold Storage'],
    term: 'long-term',
    services: [
      'Storage',
      'Distribution',
      'Cross-Docking / Transloading',
      'Loading Docks',
      'Inventory Management',
      'Forklift Assistance',
    ],
    description:
      'Deep-freeze public warehouse at -23 °C with blast freezing for incoming product and 14 refrigerated dock doors. We deliver twice daily to grocery distribution centres across the GTA and run HACCP procedures audited every year. Long-term contracts preferred; we can quote per pallet or for dedicated rooms.',
    paid: true,
    website: true,
    images: 2,
  },
  {
    name: 'Steeles Avenue Distribution',
    address: '2300 Steeles Avenue East',
    city: 'Brampton',
    province: 'ON',
    squareFeet: 120000,
    storageType: ['Dry Storage', 'Bulk Storage'],
    term: 'long-term',
    services: [
      'Storage',
      'Distribution',
      'Palletizing / Depalletizing',
      'Loading Docks',
      'Forklift Assistance',
      'Freight Coordination',
    ],
    description:
      'A 120,000 sq ft distribution building with 36-foot clear height, 24 truck-level doors and a large trailer yard on Highway 410. Ideal for retailers and manufacturers who need pallet storage and regional LTL distribution. Racked and floor-stack areas available.',
    images: 0,
  },
  {
    name: 'Vaughan Temperature Controlled Warehouse',
    address: '150 Jevlan Drive',
    city: 'Vaughan',
    province: 'ON',
    squareFeet: 22000,
    storageType: ['Cold Storage', 'Climate Controlled'],
    term: 'both',
    services: ['Storage', 'Pick and Pack Services', 'Inventory Management', 'Loading Docks', 'Security Monitoring'],
    description:
      'Cooler and ambient space for food brands and importers in the 400/407 corridor. Chilled rooms hold 2-8 °C and the climate-controlled area stays at 15-20 °C year-round, so confectionery and supplements ship in the same order as refrigerated goods. Case picking available.',
    website: true,
    images: 3,
  },
  {
    name: 'Highway 400 Flex Storage',
    address: '8500 Keele Street',
    unitNumber: 'Units 9-10',
    city: 'Vaughan',
    province: 'ON',
    squareFeet: 4800,
    storageType: ['Dry Storage', 'Outdoor / Yard Storage'],
    term: 'short-term',
    services: ['Storage', '24/7 Access', 'Office Space / Workstations Available', 'Security Monitoring'],
    description:
      'Two adjoining flex units with drive-in doors, a small office and fenced yard parking for trailers or equipment. Good for contractors, event companies and small brands needing a few months of space. Keyed 24/7 access and camera coverage of the yard.',
    images: 2,
  },
  {
    name: 'Port Lands Cold Storage',
    address: '45 Commissioners Street',
    city: 'Toronto',
    province: 'ON',
    squareFeet: 30000,
    storageType: ['Cold Storage', 'Dry Storage'],
    term: 'both',
    services: ['Storage', 'Distribution', 'Loading Docks', 'Forklift Assistance', '24/7 Access', 'Security Monitoring'],
    description:
      'Downtown-adjacent freezer and cooler space for restaurants, caterers and specialty food distributors who need fast delivery into the city core. Open 24 hours for receiving. Dry storage upstairs for packaging and non-perishables.',
    images: 2,
  },
  {
    name: 'Scarborough Pick & Pack',
    address: '1225 Ellesmere Road',
    city: 'Toronto',
    province: 'ON',
    squareFeet: 12000,
    storageType: ['E-commerce / Fulfillment Storage'],
    term: 'both',
    services: [
      'Fulfillment',
      'Pick and Pack Services',
      'Kitting',
      'Labeling & Packaging',
      'Returns Handling',
      'E-Commerce Integration',
    ],
    description:
      'A small, responsive fulfillment team for growing online brands. We specialise in subscription boxes and gift sets: custom inserts, tissue wrap, branded tape. Storage is on shelving and pallet racking, and we integrate with Shopify, Etsy and ShipStation.',
    ownedByDemoOwner: true,
    website: true,
    images: 2,
  },
  {
    name: 'Queensway Climate Storage',
    address: '900 The Queensway',
    city: 'Toronto',
    province: 'ON',
    squareFeet: 7500,
    storageType: ['Climate Controlled', 'Dry Storage'],
    term: 'long-term',
    services: ['Storage', 'Inventory Management', 'Security Monitoring', 'Office Space / Workstations Available'],
    description:
      'Humidity-controlled storage in Etobicoke for furniture, artwork, archives and electronics. Rooms are kept at 18-21 °C and 40-50% relative humidity, monitored around the clock. Private cages available for businesses that want separate access.',
    images: 1,
  },
  {
    name: 'Markham Electronics Warehouse',
    address: '60 Steelcase Road West',
    city: 'Markham',
    province: 'ON',
    squareFeet: 15000,
    storageType: ['Climate Controlled', 'E-commerce / Fulfillment Storage'],
    term: 'both',
    services: [
      'Storage',
      'Pick and Pack Services',
      'Inventory Management',
      'Kitting',
      'Security Monitoring',
      'E-Commerce Integration',
    ],
    description:
      'ESD-safe, climate-controlled warehouse for electronics importers and distributors. Serial-number capture on receiving and shipping, caged high-value area, and kitting benches for configuring devices before they go out. Most clients ship across Canada within two days.',
    ownedByDemoOwner: true,
    images: 2,
  },
  {
    name: 'Milton Cross-Dock Hub',
    address: '8450 Lawson Road',
    city: 'Milton',
    province: 'ON',
    squareFeet: 54000,
    storageType: ['Dry Storage'],
    term: 'short-term',
    services: [
      'Cross-Docking / Transloading',
      'Distribution',
      'Freight Coordination',
      'Loading Docks',
      'Palletizing / Depalletizing',
    ],
    description:
      'Cross-dock on Highway 401 next to the CN intermodal terminal. We transload containers to dry vans, build mixed pallets for retail delivery, and hold overflow for up to 90 days. Thirty dock doors and a yard for 80 trailers.',
    images: 2,
  },
  {
    name: 'Oakville Pharma Storage',
    address: '2180 Winston Park Drive',
    city: 'Oakville',
    province: 'ON',
    squareFeet: 11000,
    storageType: ['Climate Controlled', 'Cold Storage'],
    term: 'long-term',
    services: ['Storage', 'Inventory Management', 'Security Monitoring', 'Distribution'],
    description:
      'GDP-minded storage for pharmaceutical, cosmetic and natural health products. Controlled room temperature and 2-8 °C areas with mapped, alarmed monitoring, plus quarantine and returns cages. Health Canada establishment licence application in progress.',
    status: 'pending',
    waitingDays: 3,
    ownedByDemoOwner: true,
    images: 2,
  },
  {
    name: 'Bayfront Bulk Terminal',
    address: '520 Victoria Avenue North',
    city: 'Hamilton',
    province: 'ON',
    squareFeet: 200000,
    storageType: ['Bulk Storage', 'Outdoor / Yard Storage'],
    term: 'long-term',
    services: ['Storage', 'Cross-Docking / Transloading', 'Freight Coordination', 'Forklift Assistance'],
    description:
      'Port-side warehouse and yard for steel, aggregates, grain byproducts and other bulk goods. Rail siding, 40-tonne overhead cranes and truck scales on site. We handle vessel discharge through to truck delivery across southern Ontario.',
    paid: true,
    website: true,
    images: 3,
  },
  {
    name: 'Stoney Creek Chemical Storage',
    address: '385 Arvin Avenue',
    city: 'Hamilton',
    province: 'ON',
    squareFeet: 16000,
    storageType: ['Hazmat Storage', 'Dry Storage'],
    term: 'long-term',
    services: ['Storage', 'Inventory Management', 'Labeling & Packaging', 'Loading Docks', 'Security Monitoring'],
    description:
      'Purpose-built storage for classes 3, 8 and 9 dangerous goods with segregated, sprinklered rooms, spill containment and TDG-trained staff. We also relabel and repack for Canadian compliance. Site inspection welcome before you commit.',
    images: 1,
  },

  // Quebec
  {
    name: 'Entrepôt Frigorifique Port de Montréal',
    address: '3500 Rue Notre-Dame Est',
    city: 'Montréal',
    province: 'QC',
    squareFeet: 48000,
    storageType: ['Cold Storage', 'Bonded Storage'],
    term: 'both',
    services: [
      'Storage',
      'Customs Assistance / Bonded Handling',
      'Cross-Docking / Transloading',
      'Loading Docks',
      'Forklift Assistance',
    ],
    description:
      'Refrigerated and frozen storage minutes from the Port of Montréal container terminals. Reefer containers are devanned on arrival and held under bond until duties are paid. Bilingual customer service; we are used to working with importers of seafood, cheese and frozen fruit.',
    website: true,
    images: 3,
  },
  {
    name: 'Saint-Laurent Fulfillment',
    address: '4600 Boulevard Thimens',
    city: 'Montréal',
    province: 'QC',
    squareFeet: 21000,
    storageType: ['E-commerce / Fulfillment Storage', 'Dry Storage'],
    term: 'both',
    services: [
      'Fulfillment',
      'Pick and Pack Services',
      'Returns Handling',
      'E-Commerce Integration',
      'Labeling & Packaging',
    ],
    description:
      'E-commerce fulfillment for brands selling in Quebec and the rest of Canada, including French-language packaging inserts. Same-day shipping cut-off at 3 p.m. and next-day delivery across the island of Montréal. Flexible storage from a single shelf to full pallet bays.',
    images: 2,
  },
  {
    name: 'Laval Distribution Nord',
    address: '2800 Boulevard Industriel',
    city: 'Laval',
    province: 'QC',
    squareFeet: 36000,
    storageType: ['Dry Storage', 'Bulk Storage'],
    term: 'long-term',
    services: ['Storage', 'Distribution', 'Palletizing / Depalletizing', 'Loading Docks', 'Forklift Assistance'],
    description:
      'Pallet storage and regional distribution off Autoroute 440, serving the North Shore and Montréal. Twelve dock doors, 28-foot clear, sprinklered throughout. Good fit for building products, packaged food and retail replenishment.',
    images: 2,
  },
  {
    name: 'Entrepôt Autoroute 440',
    address: '1955 Autoroute 440 Ouest',
    city: 'Laval',
    province: 'QC',
    squareFeet: 6000,
    storageType: ['Climate Controlled'],
    term: 'short-term',
    services: ['Storage', 'Security Monitoring'],
    description:
      'Climate-controlled rooms for short-term business storage in Laval. Heated and air-conditioned, with camera monitoring and access by appointment. Ideal for inventory between seasons.',
    status: 'declined',
    reason:
      'We could not confirm the address or reach the listed phone number. Please update the contact details and resubmit.',
    ownedByDemoOwner: true,
    images: 1,
  },
  {
    name: 'Entrepôt Capitale Québec',
    address: '1400 Rue Cyrille-Duquet',
    city: 'Québec',
    province: 'QC',
    squareFeet: 19000,
    storageType: ['Dry Storage'],
    term: 'both',
    services: ['Storage', 'Distribution', 'Loading Docks', 'Forklift Assistance'],
    description:
      'General merchandise warehouse in the Parc industriel Duberger, serving Québec City and the Lévis area. Six dock doors, racking for 1,800 pallets and a dedicated team for retail deliveries. Short stays during renovations or product launches are welcome.',
    images: 0,
  },

  // British Columbia
  {
    name: 'Tilbury Cold Storage',
    address: '7550 Vantage Way',
    city: 'Delta',
    province: 'BC',
    squareFeet: 58000,
    storageType: ['Cold Storage'],
    term: 'long-term',
    services: [
      'Storage',
      'Distribution',
      'Inventory Management',
      'Loading Docks',
      'Forklift Assistance',
      'Security Monitoring',
    ],
    description:
      'Freezer and cooler storage on Tilbury Island, close to Deltaport and Highway 17. Holds -25 °C to +4 °C across six rooms with 18 refrigerated doors. We serve seafood processors, berry packers and grocery importers, and deliver throughout the Lower Mainland daily.',
    ownedByDemoOwner: true,
    paid: true,
    website: true,
    images: 2,
  },
  {
    name: 'Annacis Island Transload',
    address: '1200 Cliveden Avenue',
    city: 'Delta',
    province: 'BC',
    squareFeet: 80000,
    storageType: ['Dry Storage', 'Bonded Storage'],
    term: 'short-term',
    services: [
      'Cross-Docking / Transloading',
      'Customs Assistance / Bonded Handling',
      'Freight Coordination',
      'Loading Docks',
      'Palletizing / Depalletizing',
    ],
    description:
      'Transload facility for import containers arriving through Vancouver. We devan 40s and 53s, re-palletize, and load domestic trailers or rail for the Prairies and Ontario. Bonded area for goods awaiting customs release.',
    images: 3,
  },
  {
    name: 'Campbell Heights Fulfillment',
    address: '19100 24 Avenue',
    unitNumber: 'Unit 110',
    city: 'Surrey',
    province: 'BC',
    squareFeet: 14000,
    storageType: ['E-commerce / Fulfillment Storage'],
    term: 'both',
    services: ['Fulfillment', 'Pick and Pack Services', 'FBA', 'E-Commerce Integration', 'Returns Handling', 'Kitting'],
    description:
      'West coast fulfillment for direct-to-consumer brands shipping to Canada and the US. We prep Amazon FBA shipments, ship cross-border through our carrier partners, and process returns within 48 hours. Clean, well-lit building near the Pacific Highway crossing.',
    website: true,
    images: 2,
  },
  {
    name: 'Burrard Inlet Bonded Warehouse',
    address: '1650 Franklin Street',
    city: 'Vancouver',
    province: 'BC',
    squareFeet: 24000,
    storageType: ['Bonded Storage', 'Dry Storage'],
    term: 'both',
    services: ['Customs Assistance / Bonded Handling', 'Storage', 'Inventory Management', 'Security Monitoring'],
    description:
      'Bonded warehouse in East Vancouver for importers of wine, spirits, apparel and machinery parts. Hold goods duty-deferred, release in partial lots, and re-export without paying Canadian duties. Secure, monitored facility with a small dock.',
    images: 2,
  },
  {
    name: 'Richmond Airport Logistics',
    address: '4800 Miller Road',
    city: 'Richmond',
    province: 'BC',
    squareFeet: null,
    storageType: ['Climate Controlled', 'Bonded Storage'],
    term: 'short-term',
    services: ['Storage', 'Customs Assistance / Bonded Handling', 'Freight Coordination', 'Security Monitoring'],
    description:
      'Air-freight handling and short-term storage next to YVR. Temperature-controlled space for pharmaceuticals, electronics and perishables that arrive by air, with customs clearance arranged in house. Space varies with the season; call for current availability.',
    images: 2,
  },

  // Prairies
  {
    name: 'Foothills Industrial Storage',
    address: '5555 76 Avenue SE',
    city: 'Calgary',
    province: 'AB',
    squareFeet: 40000,
    storageType: ['Dry Storage', 'Outdoor / Yard Storage'],
    term: 'both',
    services: ['Storage', 'Loading Docks', 'Forklift Assistance', 'Security Monitoring', '24/7 Access'],
    description:
      'Heated warehouse plus a five-acre gravelled, fenced yard in southeast Calgary. Oilfield equipment, pipe, vehicles and building materials welcome outside; pallets and crates inside. Overhead cranes in two bays and 24/7 gated access.',
    ownedByDemoOwner: true,
    website: true,
    images: 3,
  },
  {
    name: 'Calgary Cold Chain',
    address: '3030 Sunridge Way NE',
    city: 'Calgary',
    province: 'AB',
    squareFeet: 27000,
    storageType: ['Cold Storage'],
    term: 'both',
    services: ['Storage', 'Distribution', 'Cross-Docking / Transloading', 'Loading Docks'],
    description:
      'Refrigerated warehouse near the airport for food distributors serving Calgary and southern Alberta. Chilled and frozen rooms, 10 reefer doors, and a daily LTL run to Red Deer and Lethbridge.',
    images: 2,
  },
  {
    name: 'Balzac Fulfillment Campus',
    address: '261055 Crossiron Boulevard',
    city: 'Calgary',
    province: 'AB',
    squareFeet: 33000,
    storageType: ['E-commerce / Fulfillment Storage', 'Dry Storage'],
    term: 'long-term',
    services: ['Fulfillment', 'Pick and Pack Services', 'E-Commerce Integration', 'Returns Handling'],
    description:
      'New fulfillment building north of Calgary with automated packing lines and a mezzanine for small-parts picking. Accepting early clients for our spring opening; long-term agreements only for now.',
    status: 'pending',
    waitingDays: 6,
    submittedBy: 'prairie-gateway',
    images: 1,
  },
  {
    name: 'Edmonton Oilfield Yard',
    address: '9910 39 Avenue NW',
    city: 'Edmonton',
    province: 'AB',
    squareFeet: 25000,
    storageType: ['Outdoor / Yard Storage', 'Hazmat Storage'],
    term: 'both',
    services: ['Storage', 'Forklift Assistance', 'Security Monitoring', 'Loading Docks'],
    description:
      'Fenced, lit yard and a heated shop in south Edmonton for oilfield and construction equipment. A separate containment building stores lubricants, fuel additives and other dangerous goods. Forklifts up to 15,000 lb and a picker truck on call.',
    images: 2,
  },
  {
    name: 'Northside Distribution Edmonton',
    address: '12840 149 Street NW',
    city: 'Edmonton',
    province: 'AB',
    squareFeet: 46000,
    storageType: ['Dry Storage', 'Climate Controlled'],
    term: 'long-term',
    services: ['Storage', 'Distribution', 'Inventory Management', 'Palletizing / Depalletizing', 'Loading Docks'],
    description:
      'Heated pallet storage and distribution for retailers and building supply companies in northern Alberta. Winter-ready: heated docks, snow clearing included, and product never freezes in transit to our doors. Racking for 4,000 pallets.',
    images: 2,
  },
  {
    name: 'CentrePort Cross-Dock',
    address: '1880 Wilkes Avenue',
    city: 'Winnipeg',
    province: 'MB',
    squareFeet: 52000,
    storageType: ['Dry Storage', 'Bonded Storage'],
    term: 'both',
    services: [
      'Cross-Docking / Transloading',
      'Customs Assistance / Bonded Handling',
      'Distribution',
      'Freight Coordination',
      'Loading Docks',
    ],
    description:
      'Cross-dock and bonded storage in the CentrePort Canada foreign trade zone. Trucks from the US Midwest are unloaded, cleared and reloaded for Western Canada the same day. Rail-served, with 22 dock doors.',
    ownedByDemoOwner: true,
    images: 3,
  },
  {
    name: 'Prairie Cold Storage Winnipeg',
    address: '555 Keewatin Street',
    city: 'Winnipeg',
    province: 'MB',
    squareFeet: 17000,
    storageType: ['Cold Storage'],
    term: 'long-term',
    services: ['Storage', 'Loading Docks', 'Inventory Management'],
    description:
      'Freezer storage for meat, dairy and frozen vegetables, with a chilled staging room for outbound orders. Temperature alarms page our on-call technician at any hour. Currently upgrading the refrigeration plant.',
    status: 'paused',
    pausedBy: 'owner',
    ownedByDemoOwner: true,
    images: 1,
  },
  {
    name: 'Regina Grain & Bulk',
    address: '1100 Fleet Street',
    city: 'Regina',
    province: 'SK',
    squareFeet: 70000,
    storageType: ['Bulk Storage'],
    term: 'long-term',
    services: ['Storage', 'Cross-Docking / Transloading', 'Freight Coordination'],
    description:
      'Bulk storage for pulses, grain, seed and fertilizer with hopper-bottom bins, a flat storage building and rail car loading. We bag, tote and ship by truck or rail to the coast. Seasonal and year-round contracts.',
    website: true,
    images: 2,
  },
  {
    name: 'Saskatoon Ag Storage',
    address: '3015 Millar Avenue',
    city: 'Saskatoon',
    province: 'SK',
    squareFeet: 30000,
    storageType: ['Bulk Storage', 'Dry Storage'],
    term: 'both',
    services: ['Storage', 'Palletizing / Depalletizing'],
    description:
      'Dry and bulk storage for agricultural inputs and equipment parts in north Saskatoon. Large drive-through bays fit Super B trailers, and our team loads and unloads seven days a week during seeding and harvest.',
    status: 'declined',
    reason:
      'The photos and description describe a farm property rather than a commercial warehouse. Please confirm the facility is zoned for third-party storage.',
    images: 0,
  },

  // Ottawa, Atlantic Canada and the rest of Ontario
  {
    name: 'Hawthorne Road Warehouse',
    address: '2450 Hawthorne Road',
    city: 'Ottawa',
    province: 'ON',
    squareFeet: 20000,
    storageType: ['Dry Storage', 'Climate Controlled'],
    term: 'both',
    services: [
      'Storage',
      'Distribution',
      'Pick and Pack Services',
      'Loading Docks',
      'Office Space / Workstations Available',
    ],
    description:
      "Ottawa's east-end warehouse for government suppliers, retailers and e-commerce brands. Heated and partly air-conditioned space, four docks and a drive-in door, and two furnished offices you can rent by the month alongside your storage.",
    ownedByDemoOwner: true,
    website: true,
    images: 2,
  },
  {
    name: 'Capital Records & Archives',
    address: '1800 Bank Street',
    city: 'Ottawa',
    province: 'ON',
    squareFeet: null,
    storageType: ['Climate Controlled'],
    term: 'long-term',
    services: ['Storage', 'Inventory Management', 'Security Monitoring'],
    description:
      'Secure, climate-controlled storage for business records, legal files and archival boxes, with barcode tracking of every box and retrieval on request. Security-cleared staff. We size each client area individually, so please contact us for space.',
    status: 'pending',
    waitingDays: 9,
    ownedByDemoOwner: true,
    images: 1,
  },
  {
    name: 'Halifax Harbour Bonded',
    address: '3295 Barrington Street',
    city: 'Halifax',
    province: 'NS',
    squareFeet: 28000,
    storageType: ['Bonded Storage', 'Outdoor / Yard Storage'],
    term: 'both',
    services: [
      'Customs Assistance / Bonded Handling',
      'Cross-Docking / Transloading',
      'Storage',
      'Security Monitoring',
    ],
    description:
      'Bonded warehouse and container yard on the Halifax waterfront, next to the south-end terminal. We store import containers, strip and hold cargo under bond, and arrange trucking across the Maritimes.',
    paid: true,
    images: 3,
  },
  {
    name: 'Burnside Cold Storage',
    address: '40 Thornhill Drive',
    city: 'Dartmouth',
    province: 'NS',
    squareFeet: 21000,
    storageType: ['Cold Storage'],
    term: 'both',
    services: ['Storage', 'Distribution', 'Loading Docks', 'Forklift Assistance'],
    description:
      'Seafood-grade freezer storage in Burnside Park for lobster, scallop and crab exporters. Blast freezing, export documentation help, and trucking to Halifax Stanfield for air shipments to Asia and Europe.',
    website: true,
    images: 2,
  },
  {
    name: 'Moncton Atlantic Distribution',
    address: '250 Horsman Road',
    city: 'Moncton',
    province: 'NB',
    squareFeet: 34000,
    storageType: ['Dry Storage'],
    term: 'long-term',
    services: ['Storage', 'Distribution', 'Freight Coordination', 'Loading Docks'],
    description:
      'Central location for distribution to all three Maritime provinces within a day. Pallet storage, regional LTL delivery, and freight consolidation from Ontario and Quebec suppliers. Ten dock doors.',
    images: 0,
  },
  {
    name: 'Highway 401 London Distribution',
    address: '3800 White Oak Road',
    city: 'London',
    province: 'ON',
    squareFeet: 60000,
    storageType: ['Dry Storage', 'E-commerce / Fulfillment Storage'],
    term: 'both',
    services: [
      'Storage',
      'Distribution',
      'Fulfillment',
      'Pick and Pack Services',
      'Loading Docks',
      'Forklift Assistance',
    ],
    description:
      'Modern distribution centre at the 401/402 junction, halfway between Toronto and Detroit. Pallet storage, retail replenishment and parcel fulfillment under one roof. Our team is known for accurate inventory counts and quick answers.',
    ownedByDemoOwner: true,
    paid: true,
    website: true,
    images: 4,
    pendingName: 'Southwestern Ontario Distribution Centre',
  },
  {
    name: 'Waterloo Region Fulfillment',
    address: '1400 Victoria Street North',
    city: 'Kitchener',
    province: 'ON',
    squareFeet: 16000,
    storageType: ['E-commerce / Fulfillment Storage', 'Climate Controlled'],
    term: 'both',
    services: ['Fulfillment', 'Pick and Pack Services', 'Kitting', 'E-Commerce Integration', 'Inventory Management'],
    description:
      'Fulfillment for technology hardware and consumer electronics start-ups in the Waterloo Region. Climate-controlled storage, serial tracking, device kitting and returns testing. We work closely with founders and scale with their launches.',
    images: 2,
  },
  {
    name: 'Cambridge Climate Vault',
    address: '200 Pinebush Road',
    city: 'Cambridge',
    province: 'ON',
    squareFeet: 8000,
    storageType: ['Climate Controlled'],
    term: 'long-term',
    services: ['Storage', 'Security Monitoring', '24/7 Access'],
    description:
      'Climate-controlled storage with private lockable rooms from 500 sq ft, suited to musical instruments, fine furniture and sensitive inventory. Card access 24/7 and continuous temperature and humidity monitoring.',
    status: 'pending',
    waitingDays: 13,
    submittedBy: 'cambridge-vault',
    images: 0,
  },

  // United States
  {
    name: 'Reno Tahoe Fulfillment',
    address: '1455 Greg Street',
    city: 'Reno',
    province: 'NV',
    country: US,
    squareFeet: 45000,
    storageType: ['E-commerce / Fulfillment Storage', 'Dry Storage'],
    term: 'both',
    services: [
      'Fulfillment',
      'Pick and Pack Services',
      'FBA',
      'E-Commerce Integration',
      'Returns Handling',
      'Loading Docks',
    ],
    description:
      'Ship ground to 90% of the western US in two days from Reno. Nevada has no inventory tax, and our building near I-80 offers pick and pack, FBA prep and returns processing. Shopify, BigCommerce and Amazon integrations are ready out of the box.',
    ownedByDemoOwner: true,
    website: true,
    images: 3,
  },
  {
    name: 'Sparks Industrial Dry Storage',
    address: '550 Glendale Avenue',
    city: 'Sparks',
    province: 'NV',
    country: US,
    squareFeet: 28000,
    storageType: ['Dry Storage', 'Outdoor / Yard Storage'],
    term: 'short-term',
    services: [
      'Storage',
      'Cross-Docking / Transloading',
      'Loading Docks',
      'Forklift Assistance',
      'Security Monitoring',
    ],
    description:
      'Pallet and floor storage in the Sparks industrial area with a paved, fenced yard for trailers and containers. Month-to-month terms for overflow, seasonal inventory and project cargo. Fast unloading of floor-loaded containers.',
    website: true,
    images: 2,
  },
  {
    name: 'High Desert Cold Storage',
    address: '9750 South Virginia Street',
    city: 'Reno',
    province: 'NV',
    country: US,
    squareFeet: 19000,
    storageType: ['Cold Storage'],
    term: 'both',
    services: ['Storage', 'Distribution', 'Loading Docks'],
    description:
      'Cooler and freezer space in south Reno for food brands shipping into northern California and Nevada. Six reefer doors and daily delivery to Lake Tahoe resorts and Sacramento.',
    status: 'pending',
    waitingDays: 0,
    submittedBy: 'highdesert-cold',
    images: 1,
  },
  {
    name: 'Chicago Rail Cross-Dock',
    address: '4300 West 47th Street',
    city: 'Chicago',
    province: 'IL',
    country: US,
    squareFeet: 95000,
    storageType: ['Dry Storage', 'Bonded Storage'],
    term: 'short-term',
    services: [
      'Cross-Docking / Transloading',
      'Customs Assistance / Bonded Handling',
      'Freight Coordination',
      'Loading Docks',
      'Palletizing / Depalletizing',
    ],
    description:
      "Rail-to-truck transload and container freight station on Chicago's southwest side. We handle import boxes from the West Coast ports, CBP bonded storage, and outbound loads to the Midwest and Ontario. Open six days a week.",
    paid: true,
    website: true,
    images: 3,
  },
  {
    name: 'Joliet Intermodal Yard',
    address: '2100 Channahon Road',
    city: 'Joliet',
    province: 'IL',
    country: US,
    squareFeet: 150000,
    storageType: ['Outdoor / Yard Storage'],
    term: 'both',
    services: ['Storage', 'Security Monitoring', '24/7 Access', 'Freight Coordination'],
    description:
      'Secure trailer and container parking near the Joliet intermodal ramps. Paved, lit and fenced with gate guards around the clock. Daily, monthly and annual rates for carriers and shippers.',
    images: 1,
  },
  {
    name: 'Dallas Distribution Hub',
    address: '3600 Pinnacle Point Drive',
    city: 'Dallas',
    province: 'TX',
    country: US,
    squareFeet: 110000,
    storageType: ['Dry Storage', 'E-commerce / Fulfillment Storage'],
    term: 'long-term',
    services: [
      'Storage',
      'Distribution',
      'Fulfillment',
      'Pick and Pack Services',
      'Inventory Management',
      'Loading Docks',
    ],
    description:
      'Class A distribution building in southwest Dallas with 32-foot clear height, ESFR sprinklers and 40 dock doors. We run retail replenishment, big-box store delivery and parcel fulfillment for national brands. One-day ground reach to most of Texas and Oklahoma.',
    ownedByDemoOwner: true,
    images: 4,
  },
  {
    name: 'Alliance Cold Storage',
    address: '13600 Heritage Parkway',
    city: 'Fort Worth',
    province: 'TX',
    country: US,
    squareFeet: 75000,
    storageType: ['Cold Storage', 'Climate Controlled'],
    term: 'both',
    services: ['Storage', 'Distribution', 'Cross-Docking / Transloading', 'Loading Docks', 'Inventory Management'],
    description:
      'Temperature-controlled warehouse at the AllianceTexas logistics hub: frozen, chilled and ambient rooms under one roof. USDA and FDA registered, with blast cells and a reefer yard. Rail and air cargo are minutes away.',
    website: true,
    images: 3,
  },
  {
    name: 'Vernon Cold Chain',
    address: '4800 District Boulevard',
    city: 'Los Angeles',
    province: 'CA',
    country: US,
    squareFeet: 38000,
    storageType: ['Cold Storage'],
    term: 'both',
    services: ['Storage', 'Distribution', 'Cross-Docking / Transloading', 'Loading Docks', '24/7 Access'],
    description:
      'Cold storage in the Vernon food district for meat, produce and dairy distributors serving Los Angeles. Receiving 24 hours a day, same-day delivery across the basin, and container drayage from Long Beach and LA ports.',
    images: 2,
  },
  {
    name: 'Inland Empire Fulfillment',
    address: '1850 South Milliken Avenue',
    city: 'Ontario',
    province: 'CA',
    country: US,
    squareFeet: 85000,
    storageType: ['E-commerce / Fulfillment Storage', 'Dry Storage'],
    term: 'both',
    services: [
      'Fulfillment',
      'Pick and Pack Services',
      'FBA',
      'Returns Handling',
      'E-Commerce Integration',
      'Kitting',
      'Labeling & Packaging',
    ],
    description:
      'High-volume fulfillment in the Inland Empire, close to the ports and the Ontario airport UPS hub. We process thousands of parcel orders a day, prep FBA and Walmart shipments, and handle apparel returns with grading and re-bagging.',
    website: true,
    images: 3,
  },
  {
    name: 'Port Newark Bonded Warehouse',
    address: '250 Doremus Avenue',
    city: 'Newark',
    province: 'NJ',
    country: US,
    squareFeet: 42000,
    storageType: ['Bonded Storage', 'Dry Storage'],
    term: 'short-term',
    services: [
      'Customs Assistance / Bonded Handling',
      'Cross-Docking / Transloading',
      'Storage',
      'Freight Coordination',
      'Security Monitoring',
    ],
    description:
      'CBP-bonded warehouse and container freight station two miles from Port Newark-Elizabeth. Exam site coordination, deconsolidation, and short-term storage for importers serving the New York metro area.',
    images: 2,
  },
  {
    name: 'Atlanta Southside Distribution',
    address: '4700 Welcome All Road',
    city: 'Atlanta',
    province: 'GA',
    country: US,
    squareFeet: 64000,
    storageType: ['Dry Storage'],
    term: 'long-term',
    services: ['Storage', 'Distribution', 'Loading Docks', 'Forklift Assistance'],
    description:
      'Pallet storage and distribution near Hartsfield-Jackson and I-285, reaching most of the Southeast in one day. Racking for 6,000 pallets, 20 dock doors and ample trailer parking.',
    status: 'paused',
    pausedBy: 'admin',
    reason: 'Paused while we confirm a change of operator at this address.',
    images: 2,
  },
  {
    name: 'Seattle Harbor Logistics',
    address: '3400 East Marginal Way South',
    city: 'Seattle',
    province: 'WA',
    country: US,
    squareFeet: 36000,
    storageType: ['Bonded Storage', 'Cold Storage'],
    term: 'both',
    services: ['Customs Assistance / Bonded Handling', 'Storage', 'Cross-Docking / Transloading', 'Loading Docks'],
    description:
      'Waterfront warehouse on the Duwamish with bonded dry storage and a refrigerated section for seafood and produce. Import containers from Seattle and Tacoma terminals are devanned and cleared on site, with trucking to BC and the Pacific Northwest.',
    images: 3,
  },
  {
    name: 'Kent Valley Climate Storage',
    address: '21000 72nd Avenue South',
    city: 'Kent',
    province: 'WA',
    country: US,
    squareFeet: 23000,
    storageType: ['Climate Controlled', 'Dry Storage'],
    term: 'both',
    services: ['Storage', 'Pick and Pack Services', 'Inventory Management', 'Security Monitoring'],
    description:
      'Climate-controlled storage in the Kent Valley for wine, cosmetics, candles and other temperature-sensitive goods. Constant 60-70 °F, full racking and small-parcel picking. Good access to I-5 and SR 167.',
    images: 2,
  },
  {
    name: 'Buffalo Niagara Cross-Border',
    address: '2100 Walden Avenue',
    city: 'Buffalo',
    province: 'NY',
    country: US,
    squareFeet: 32000,
    storageType: ['Bonded Storage', 'Dry Storage'],
    term: 'both',
    services: [
      'Customs Assistance / Bonded Handling',
      'Cross-Docking / Transloading',
      'Freight Coordination',
      'Fulfillment',
      'Loading Docks',
    ],
    description:
      'Cross-border warehouse twenty minutes from the Peace Bridge for Canadian companies selling into the US. Receive US-bound freight, ship parcels domestically without border delays, and hold goods under bond. Canadian-friendly billing.',
    website: true,
    images: 3,
  },
  {
    name: 'Detroit Automotive Parts Warehouse',
    address: '12000 Mt Elliott Street',
    city: 'Detroit',
    province: 'MI',
    country: US,
    squareFeet: 88000,
    storageType: ['Dry Storage', 'Bulk Storage'],
    term: 'long-term',
    services: ['Storage', 'Inventory Management', 'Kitting', 'Distribution', 'Loading Docks', 'Forklift Assistance'],
    description:
      'Sequencing and storage for automotive suppliers, serving assembly plants in Detroit, Windsor and Ohio. Returnable container management, kitting lines and just-in-time deliveries on tight windows. IATF-aware quality processes.',
    images: 0,
  },
  {
    name: 'Memphis Airport Fulfillment',
    address: '3800 Tchulahoma Road',
    city: 'Memphis',
    province: 'TN',
    country: US,
    squareFeet: 50000,
    storageType: ['E-commerce / Fulfillment Storage'],
    term: 'both',
    services: ['Fulfillment', 'Pick and Pack Services', 'E-Commerce Integration', 'Returns Handling', 'FBA'],
    description:
      'Late-cutoff fulfillment next to the FedEx World Hub: orders placed until 10 p.m. still make overnight delivery to most of the US. Ideal for health, beauty and replacement-parts brands that promise next-day shipping.',
    website: true,
    images: 2,
  },
  {
    name: 'Rickenbacker Distribution Columbus',
    address: '2200 Rohr Road',
    city: 'Columbus',
    province: 'OH',
    country: US,
    squareFeet: null,
    storageType: ['Dry Storage', 'Hazmat Storage'],
    term: 'both',
    services: ['Storage', 'Distribution', 'Labeling & Packaging', 'Loading Docks'],
    description:
      'Distribution space at Rickenbacker inland port, with a dedicated room for aerosols, paints and other limited-quantity hazmat. Within a day of 45% of the US population. Space opens up regularly, so call us for what is free now.',
    images: 2,
  },
];

const EMAIL_PREFIXES = ['leasing', 'ops', 'info', 'sales', 'warehouse'] as const;

const slug = (name: string) => foldText(name).split(' ').slice(0, 3).join('-');

const suits = (name: DemoImageName, type: StorageType) => (DEMO_IMAGES[name] as readonly StorageType[]).includes(type);

/**
 * Pictures that suit the listing's storage types, led by one of its main type. The lead picture
 * rotates with the index so neighbouring listings of the same type do not all look alike.
 */
function pictures(listing: DemoListing, index: number): string[] {
  const [mainType, ...otherTypes] = listing.storageType;
  const main = DEMO_IMAGE_NAMES.filter((name) => mainType && suits(name, mainType));
  const start = index % Math.max(main.length, 1);
  const names = [...main.slice(start), ...main.slice(0, start)];
  for (const type of otherTypes) {
    for (const name of DEMO_IMAGE_NAMES) if (suits(name, type) && !names.includes(name)) names.push(name);
  }
  return names.slice(0, listing.images ?? 1).map(demoImageUrl);
}

/** How far a demo building may stand from its city's gazetteer point (Calgary's CrossIron Mills is 20 km out). */
const MAX_KM_FROM_CITY = 30;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function demoWarehouseRows(db: Database, ids: ActivityPeople, now: number): Promise<NewWarehouse[]> {
  const rows: NewWarehouse[] = [];
  for (const [i, listing] of LISTINGS.entries()) {
    const place = `${listing.city}, ${listing.province}`;
    const areaCode = AREA_CODES[place];
    if (!areaCode) throw new Error(`Demo data: no area code for ${place}`);
    const domain = `${slug(listing.name)}.example`;
    const status = listing.status ?? 'active';
    // Spread over about four months, in an order unrelated to the list so recency is not regional;
    // a listing waiting for review was submitted (and last changed) when it joined the queue.
    const waiting = listing.waitingDays;
    const updatedAt = new Date(
      waiting === undefined ? now - ((i * 53) % 2900) * HOUR - 2 * HOUR : now - waiting * DAY - (1 + (i % 5)) * HOUR,
    );
    const createdAt = waiting === undefined ? new Date(updatedAt.getTime() - (12 + (i % 40)) * DAY) : updatedAt;
    const reviewed = status !== 'pending' && listing.pausedBy !== 'owner';
    const owned = Boolean(listing.ownedByDemoOwner || listing.submittedBy);
    // Owners confirm now and then (a save, or the monthly e-mail's link), most within the last two
    // months, a few not since their last edit; an unowned listing is as fresh as an admin's last edit.
    const confirmedAt =
      owned && i % 5 !== 3
        ? new Date(Math.max(updatedAt.getTime(), now - ((i * 11) % 70) * DAY - 3 * HOUR))
        : updatedAt;
    const phone = (n: number) => `${areaCode}-555-01${String(n % 100).padStart(2, '0')}`;
    const row = await withDerivedFields(db, {
      userId: listing.ownedByDemoOwner ? ids.owner : listing.submittedBy ? ids.members[listing.submittedBy].id : null,
      name: listing.name,
      address: listing.address,
      unitNumber: listing.unitNumber ?? null,
      city: listing.city,
      stateProvince: listing.province,
      country: listing.country ?? 'Canada',
      squareFeet: listing.squareFeet,
      storageType: listing.storageType,
      storageTermType: listing.term,
      servicesOffered: listing.services,
      contactEmails:
        i % 3 === 0
          ? [`${EMAIL_PREFIXES[i % EMAIL_PREFIXES.length]}@${domain}`, `dispatch@${domain}`]
          : [`${EMAIL_PREFIXES[i % EMAIL_PREFIXES.length]}@${domain}`],
      contactPhones: i % 4 === 0 ? [phone(i), phone(i + 50)] : [phone(i)],
      websiteUrl: listing.website ? `https://www.${domain}` : null,
      description: listing.description,
      images: pictures(listing, i),
      status,
      pausedBy: listing.pausedBy ?? null,
      pendingStatusReason: listing.reason ?? null,
      showContactInfo: i % 2 === 0,
      forwardQuotesToWarehouse: i % 4 === 1 || (listing.paid ?? false),
      isPaid: listing.paid ?? false,
      ...demoFacts(listing, i, now),
      paymentDate: listing.paid ? new Date(now - (20 + (i % 10)) * DAY) : null,
      subscriptionPlan: listing.paid ? 'early_partner' : null,
      subscriptionExpiryDate: listing.paid ? new Date(now + (10 + (i % 20)) * DAY) : null,
      pendingName: listing.pendingName ?? null,
      pendingNameInitiatedBy: listing.pendingName ? ids.owner : null,
      reviewedAt: reviewed ? updatedAt : null,
      reviewedBy: reviewed ? ids.admin : null,
      createdAt,
      updatedAt,
      availabilityConfirmedAt: confirmedAt,
    });
    if (row.latitude == null || row.longitude == null) {
      throw new Error(`Demo data: "${place}" is not in the gazetteer; spell it as GeoNames does.`);
    }
    const building = DEMO_COORDINATES[listing.address];
    if (!building) throw new Error(`Demo data: no coordinates for ${listing.address}, ${place}`);
    const [latitude, longitude] = building;
    // The gazetteer's point is the city's centre: a building far from it is a typing slip in the table.
    if (haversineKm({ latitude, longitude }, { latitude: row.latitude, longitude: row.longitude }) > MAX_KM_FROM_CITY) {
      throw new Error(`Demo data: ${listing.address} is more than ${MAX_KM_FROM_CITY} km from ${place}`);
    }
    rows.push({ ...row, latitude, longitude });
  }
  return rows;
}

/**
 * Demo accounts, listings across Canada and the US, and a month of activity (views, clicks,
 * searches, quote requests, favorites, inquiries) so a fresh install has something to search and
 * the owner's and admin's numbers are not empty. Expects the places table to be loaded; fails if a
 * listing's city is not in it.
 */
export async function seedDemoData(db: Database): Promise<{ warehouses: number; users: number }> {
  const now = Date.now();
  // The members' accounts are there to be seen, not used: nobody knows this password.
  const [adminHash, ownerHash, memberHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.owner.password),
    hashPassword(randomBytes(24).toString('base64')),
  ]);
  const accounts = await db
    .insert(users)
    .values([
      {
        username: DEMO_ACCOUNTS.admin.username,
        email: DEMO_ACCOUNTS.admin.email,
        password: adminHash,
        isAdmin: true,
        totpSecret: DEMO_ACCOUNTS.admin.totpSecret,
        emailVerified: true,
        createdAt: new Date(now - 150 * DAY),
      },
      {
        username: DEMO_ACCOUNTS.owner.username,
        email: DEMO_ACCOUNTS.owner.email,
        password: ownerHash,
        emailVerified: true,
        createdAt: new Date(now - 140 * DAY),
      },
      ...DEMO_MEMBERS.map((m, i) => ({
        username: m.username,
        email: m.email,
        password: memberHash,
        emailVerified: true,
        createdAt: new Date(now - m.joinedDaysAgo * DAY - (3 + i) * HOUR),
      })),
    ])
    .returning({ id: users.id, username: users.username, createdAt: users.createdAt });
  const [admin, owner, ...members] = accounts;
  const people: ActivityPeople = {
    admin: admin!.id,
    owner: owner!.id,
    members: Object.fromEntries(
      members.map((m) => [m.username, { id: m.id, joinedAt: m.createdAt.getTime() }]),
    ) as ActivityPeople['members'],
  };

  const inserted = await db
    .insert(warehouses)
    .values(await demoWarehouseRows(db, people, now))
    .returning();
  await seedDemoActivity(db, inserted, people, now);
  return { warehouses: inserted.length, users: accounts.length };
}
