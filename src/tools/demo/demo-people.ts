import type { Service, SpaceUnit, StorageTermType } from '#src/shared/catalog.ts';
import type { INQUIRY_TYPES } from '#src/shared/contact-options.ts';

type InquiryType = (typeof INQUIRY_TYPES)[number]['value'];

/**
 * Demo accounts besides the admin and the owner: people who save listings and ask for quotes, and
 * operators whose listings wait for review. Nobody knows their password (a random one is hashed),
 * so they can be looked at in the dashboard but not signed into.
 */
export const DEMO_MEMBERS = [
  { username: 'maya-okafor', email: 'maya.okafor@northline-foods.example', joinedDaysAgo: 58 },
  { username: 'jp-tremblay', email: 'jp@tremblay-import.example', joinedDaysAgo: 44 },
  { username: 'sarah_lindqvist', email: 'sarah@nordic-home.example', joinedDaysAgo: 27 },
  { username: 'devpatel-ecom', email: 'dev@patel-ecommerce.example', joinedDaysAgo: 21 },
  { username: 'carlos-mendes', email: 'carlos@sierra-outdoor.example', joinedDaysAgo: 16 },
  { username: 'erin-whitfield', email: 'erin@whitfield-logistics.example', joinedDaysAgo: 9 },
  { username: 'dixie-cold-ops', email: 'ops@dixie-cold.example', joinedDaysAgo: 3 },
  { username: 'prairie-gateway', email: 'leasing@prairie-gateway.example', joinedDaysAgo: 8 },
  { username: 'cambridge-vault', email: 'hello@cambridge-vault.example', joinedDaysAgo: 14 },
  { username: 'highdesert-cold', email: 'ops@highdesert-cold.example', joinedDaysAgo: 1 },
] as const;

export type DemoMember = (typeof DEMO_MEMBERS)[number]['username'];

/** The members who shop for space (the rest are operators who listed a warehouse). */
export const DEMO_SHOPPERS: readonly DemoMember[] = [
  'maya-okafor',
  'jp-tremblay',
  'sarah_lindqvist',
  'devpatel-ecom',
  'carlos-mendes',
  'erin-whitfield',
];

interface DemoQuote {
  name: string;
  email: string;
  phone: string;
  company: string | null;
  spaceNeeded: number;
  spaceUnit: SpaceUnit;
  /** Weeks between the request and the start it asks for. */
  startInWeeks: number;
  storageTerm: StorageTermType;
  services: Service[];
  message: string;
  /** Sent by a signed-in member. */
  member?: DemoMember;
}

/** Quote requests as people write them; the activity spreads them over the month and the listings. */
export const DEMO_QUOTES: DemoQuote[] = [
  {
    name: 'Maya Okafor',
    email: 'maya.okafor@northline-foods.example',
    phone: '416-555-0142',
    company: 'Northline Foods',
    spaceNeeded: 180,
    spaceUnit: 'pallet_positions',
    startInWeeks: 3,
    storageTerm: 'long-term',
    services: ['Storage', 'Inventory Management', 'Loading Docks'],
    message:
      'We import frozen baked goods and need about 180 pallet positions at -20 °C from next month, growing to 250 by spring. Two inbound containers a week, outbound LTL to grocers around the GTA. Do you have lot tracking and can you share your temperature logs?',
    member: 'maya-okafor',
  },
  {
    name: 'Jean-Philippe Tremblay',
    email: 'jp@tremblay-import.example',
    phone: '514-555-0187',
    company: 'Tremblay Import',
    spaceNeeded: 8000,
    spaceUnit: 'square_feet',
    startInWeeks: 6,
    storageTerm: 'short-term',
    services: ['Storage', 'Cross-Docking / Transloading', 'Customs Assistance / Bonded Handling'],
    message:
      'Seasonal overflow for housewares arriving by container from January to April. Mostly floor-loaded cartons that would need palletizing on arrival. Can you quote handling in and out as well as storage?',
    member: 'jp-tremblay',
  },
  {
    name: 'Sarah Lindqvist',
    email: 'sarah@nordic-home.example',
    phone: '604-555-0123',
    company: 'Nordic Home Goods',
    spaceNeeded: 60,
    spaceUnit: 'pallet_positions',
    startInWeeks: 2,
    storageTerm: 'both',
    services: ['Pick and Pack Services', 'E-Commerce Integration', 'Returns Handling'],
    message:
      'Online store with about 400 SKUs, 150-250 orders a day, on Shopify. Looking to move fulfillment out of our own unit. What are your cut-off times for same-day shipping?',
    member: 'sarah_lindqvist',
  },
  {
    name: 'Dev Patel',
    email: 'dev@patel-ecommerce.example',
    phone: '905-555-0166',
    company: 'Patel E-Commerce',
    spaceNeeded: 40,
    spaceUnit: 'pallet_positions',
    startInWeeks: 1,
    storageTerm: 'short-term',
    services: ['FBA', 'Labeling & Packaging', 'Pick and Pack Services'],
    message:
      'We need FBA prep for a shipment of 40 pallets: FNSKU labels, poly bags and carton labels, then booking into Amazon. Could you also hold about 10 pallets of reserve stock after that?',
    member: 'devpatel-ecom',
  },
  {
    name: 'Carlos Mendes',
    email: 'carlos@sierra-outdoor.example',
    phone: '775-555-0110',
    company: 'Sierra Outdoor Supply',
    spaceNeeded: 12000,
    spaceUnit: 'square_feet',
    startInWeeks: 8,
    storageTerm: 'long-term',
    services: ['Storage', 'Distribution', 'Loading Docks', 'Forklift Assistance'],
    message:
      'Camping and outdoor gear, palletized, for distribution to retailers across the western states. Looking for a 12-month agreement with an option on more space in peak season.',
    member: 'carlos-mendes',
  },
  {
    name: 'Erin Whitfield',
    email: 'erin@whitfield-logistics.example',
    phone: '312-555-0139',
    company: 'Whitfield Logistics',
    spaceNeeded: 300,
    spaceUnit: 'pallet_positions',
    startInWeeks: 4,
    storageTerm: 'both',
    services: ['Storage', 'Cross-Docking / Transloading', 'Freight Coordination'],
    message:
      'We broker freight for a beverage client and need overflow racking near the interstate. Roughly 300 pallets with weekly turns. Please include your in/out handling rates.',
    member: 'erin-whitfield',
  },
  {
    name: 'Priya Raman',
    email: 'priya.raman@maplewell-health.example',
    phone: '647-555-0175',
    company: 'Maplewell Health Products',
    spaceNeeded: 25,
    spaceUnit: 'pallet_positions',
    startInWeeks: 5,
    storageTerm: 'long-term',
    services: ['Storage', 'Inventory Management', 'Security Monitoring'],
    message:
      'Natural health products that must stay between 15 and 25 °C. About 25 pallets with lot and expiry tracking. Are you licensed for NHP storage, or able to support our site licence?',
  },
  {
    name: 'Tom Becker',
    email: 'tom@beckerbuilds.example',
    phone: '403-555-0191',
    company: null,
    spaceNeeded: 3000,
    spaceUnit: 'square_feet',
    startInWeeks: 2,
    storageTerm: 'short-term',
    services: ['Storage', '24/7 Access'],
    message:
      'Small renovation contractor, need a secure space for materials and a trailer for about four months over the winter. Access early mornings would be important.',
  },
  {
    name: 'Aisha Karim',
    email: 'aisha@brightpath-retail.example',
    phone: '905-555-0158',
    company: 'Brightpath Retail',
    spaceNeeded: 90,
    spaceUnit: 'pallet_positions',
    startInWeeks: 3,
    storageTerm: 'both',
    services: ['Distribution', 'Kitting', 'Labeling & Packaging'],
    message:
      'We assemble holiday gift sets from six components and ship them to about 40 stores. Can you handle kitting on site and store-ready labelling?',
  },
  {
    name: 'Luc Gagnon',
    email: 'luc.gagnon@fromagerie-st-laurent.example',
    phone: '418-555-0107',
    company: 'Fromagerie St-Laurent',
    spaceNeeded: 35,
    spaceUnit: 'pallet_positions',
    startInWeeks: 2,
    storageTerm: 'long-term',
    services: ['Storage', 'Distribution'],
    message:
      'Artisan cheese producer looking for chilled storage at 2-4 °C for about 35 pallets, with delivery to restaurants and shops twice a week.',
  },
];

interface DemoInquiry {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string | null;
  inquiryType: InquiryType;
  storageRequirements: string[];
  message: string;
  daysAgo: number;
  handled: boolean;
}

/** Contact-form messages for the admin's inbox: older ones handled, the latest few waiting. */
export const DEMO_INQUIRIES: DemoInquiry[] = [
  {
    firstName: 'Hannah',
    lastName: 'Moreau',
    email: 'hannah@moreau-wines.example',
    phone: '514-555-0129',
    company: 'Moreau Wines',
    inquiryType: 'quote',
    storageRequirements: ['climate_controlled', 'bonded_storage'],
    message:
      'We import wine from France and are looking for bonded, temperature-controlled storage near Montréal for about 60 pallets. Can you put us in touch with suitable warehouses?',
    daysAgo: 26,
    handled: true,
  },
  {
    firstName: 'Marcus',
    lastName: 'Lee',
    email: 'marcus.lee@gridline-3pl.example',
    phone: '604-555-0150',
    company: 'Gridline 3PL',
    inquiryType: 'partnership',
    storageRequirements: [],
    message:
      'We run three fulfillment buildings in the Lower Mainland and would like to list all of them. Is there a plan for operators with several sites, and can we manage them from one account?',
    daysAgo: 19,
    handled: true,
  },
  {
    firstName: 'Olivia',
    lastName: 'Grant',
    email: 'olivia.grant@example.com',
    phone: '902-555-0114',
    company: null,
    inquiryType: 'general',
    storageRequirements: ['dry_storage'],
    message:
      'Do the prices on listings include handling, or only storage? I am comparing a few options in Halifax for a small import business.',
    daysAgo: 12,
    handled: true,
  },
  {
    firstName: 'Samuel',
    lastName: 'Adeyemi',
    email: 'samuel@adeyemi-trading.example',
    phone: '780-555-0133',
    company: 'Adeyemi Trading',
    inquiryType: 'warehouse_inquiry',
    storageRequirements: ['outdoor_yard', 'bulk_storage'],
    message:
      'I sent a quote request to a yard in Edmonton last week and have not heard back. Could you check that it reached them? We need space for about 20 sea containers.',
    daysAgo: 6,
    handled: true,
  },
  {
    firstName: 'Rachel',
    lastName: 'Kim',
    email: 'rachel.kim@kimco-beauty.example',
    phone: '416-555-0181',
    company: 'Kimco Beauty',
    inquiryType: 'support',
    storageRequirements: [],
    message:
      'The verification e-mail for my account went to spam and the link had expired by the time I found it. I have requested a new one; just letting you know in case others have the same problem.',
    daysAgo: 3,
    handled: false,
  },
  {
    firstName: 'Diego',
    lastName: 'Ortiz',
    email: 'diego@ortiz-produce.example',
    phone: '323-555-0162',
    company: 'Ortiz Produce',
    inquiryType: 'quote',
    storageRequirements: ['cold_storage'],
    message:
      'Looking for cold storage close to the port of Los Angeles for fresh produce, 0-4 °C, around 100 pallets from February. Are there operators on the site who can take that volume?',
    daysAgo: 1,
    handled: false,
  },
  {
    firstName: 'Nina',
    lastName: 'Kowalski',
    email: 'nina.k@example.com',
    phone: '312-555-0120',
    company: null,
    inquiryType: 'suggestion',
    storageRequirements: [],
    message:
      'It would help to filter search results by the number of dock doors. For our trucks that matters more than square footage.',
    daysAgo: 0,
    handled: false,
  },
];
