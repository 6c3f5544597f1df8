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
