import { SITE_NAME } from './site.ts';
import { LISTING_RESTORE_DAYS } from './catalog.ts';
import { FAQ_GROUPS_FR } from './faq-fr.ts';
import type { FaqGroup, FaqItem } from './faq-types.ts';
import { getLocale } from './i18n/messages.ts';

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    items: [
      {
        question: `How does ${SITE_NAME} work?`,
        answer: `${SITE_NAME} is a directory of warehouses, distribution centres, fulfillment centres and third-party logistics (3PL) providers across Canada and the United States. Search by city, storage type, services, distance and storage term, compare listings side by side, and send a quote request straight to the operator. We are a directory and lead-generation platform: we do not run warehouses, hold inventory or sign storage contracts ourselves.`,
      },
      {
        question: 'Is it free to search for warehouse space?',
        answer:
          'Yes. Searching, comparing listings, taking the warehouse quiz and requesting quotes are free for businesses looking for space, and you do not need an account to do any of them. There are no brokers or middlemen and no commission is added to the price an operator quotes you.',
      },
      {
        question: 'How much does warehouse space cost?',
        answer:
          'Prices depend on the market, the building and the services you need, so always ask operators for a quote. As a guide, dry storage in major markets typically costs $8-15 per square foot per year, dry storage in other markets $6-12 per square foot per year, and cold storage $12-25 per square foot per year. Pallet-based pricing, handling fees and fulfillment services are quoted separately by each operator.',
      },
      {
        question: 'What is the difference between short-term and long-term storage?',
        answer:
          'Short-term storage means a commitment of less than 12 months, which suits seasonal inventory, overflow stock or a move between facilities. Long-term storage means 12 months or more and usually earns a lower rate. Many listings offer both; use the Storage Term filter to see only the operators that fit your timeline.',
      },
      {
        question: 'How do I list my warehouse?',
        answer:
          'Create a free account, choose List Your Warehouse and fill in your facility details: address, size, storage types, services, contact details, a description and up to 10 photos. Listings are currently in a limited early-access phase, so a new listing joins our waitlist and we contact you to confirm the details before it goes live.',
      },
    ],
  },
  {
    id: 'quotes',
    title: 'Requesting quotes',
    items: [
      {
        question: 'How do I request a quote?',
        answer:
          'Open a warehouse from the search results and fill in the Request a Quote form with the space you need (in square feet or pallet positions), your start date, storage term, the services you need and a short message. You receive a confirmation e-mail, and the request is delivered to our team and, where the operator has asked for it, straight to the warehouse.',
      },
      {
        question: 'Who sees the information I send?',
        answer: `Your quote requests and inquiries may be shared with the listed warehouses they concern so that operators can reply to you. ${SITE_NAME} does not sell your details. The Privacy Policy explains what we collect, why, and how to ask us to delete it.`,
      },
      {
        question: 'How quickly will a warehouse reply?',
        answer:
          'Most operators reply within one to two business days. Replies come directly from the operator by e-mail or phone. If you have not heard back after three business days, contact us and we will follow up.',
      },
      {
        question: 'Why is the street number or phone number of a listing hidden?',
        answer:
          'Operators choose whether to publish their full address and contact details. When they do not, the listing shows the street and city only, and the Request a Quote form is the way to reach them: your request is passed on to the operator.',
      },
      {
        question: 'What does "Owner verified" mean?',
        answer:
          'It means our team checked the business behind the listing: an e-mail from an address at the domain of its website, a phone call to the business, or documents such as a business registration or lease. An admin records who checked, how and when, and withdraws the badge if the check no longer holds. An account that only confirmed its e-mail address does not get the badge.',
      },
      {
        question: 'Why does a listing show an area instead of a pin on the map?',
        answer:
          'A listing that hides its street number, or whose operator has not yet placed the pin on the building, shows the area it is in rather than an exact point, with no coordinates or directions. Distances in the search results are measured from that same area, so they never reveal the building.',
      },
    ],
  },
  {
    id: 'storage',
    title: 'Storage types and services',
    items: [
      {
        question: 'Which storage type do I need?',
        answer:
          'Dry storage suits most packaged goods; climate-controlled space keeps temperature and humidity steady for electronics, pharmaceuticals and fragile items; cold storage is refrigerated or frozen space for food; bonded storage holds imported goods before duties are paid; bulk, outdoor/yard and hazmat storage cover loose materials, vehicles and containers, and regulated goods. If you are unsure, take the warehouse quiz on the home page for a recommendation.',
      },
      {
        question: 'What is a 3PL or fulfillment centre?',
        answer:
          'A third-party logistics (3PL) provider stores your inventory and handles work around it: receiving, pick and pack, kitting, labelling, shipping orders and processing returns. Filter by services such as Fulfillment, Pick and Pack Services or E-Commerce Integration to find operators that do more than rent space.',
      },
      {
        question: 'Can I store hazardous materials?',
        answer:
          'Only in facilities licensed for them. Filter by Hazmat Storage and describe the product classes, quantities and safety data sheets in your quote request so the operator can confirm that they are permitted to accept them.',
      },
      {
        question: 'How is distance measured in search results?',
        answer:
          'Distance is the straight-line distance in kilometres from the centre of the place you searched for to the warehouse. Use the distance filter (10 to 50 km) to widen or narrow the area; if nothing is within the radius, the results show the nearest warehouses beyond it.',
      },
    ],
  },
  {
    id: 'owners',
    title: 'For warehouse owners',
    items: [
      {
        question: 'What does it cost to list a warehouse?',
        answer:
          'Listing is free during an initial trial period. After the trial a listing fee applies, and paid listings are billed month-to-month, so you can stop at any time. Owners who join during early access are offered early-partner pricing when we confirm their listing.',
      },
      {
        question: 'What happens after I submit a listing?',
        answer:
          'Your listing goes on our early-access waitlist and you receive an e-mail confirming that we received it. Our team reviews the details, contacts you to confirm them and share early-partner pricing, and then publishes the listing. You can follow its status on My Warehouses.',
      },
      {
        question: 'Can I edit or pause my listing?',
        answer: `Yes. On My Warehouses you can edit a listing, pause it when you have no space available, resume it later, or delete it (contact us within ${LISTING_RESTORE_DAYS} days if you change your mind: we can restore it). You also see how many people viewed it, clicked it, saved it and requested quotes in the last 30 days.`,
      },
      {
        question: 'My warehouse is already listed. How do I manage it?',
        answer:
          'Some facilities are listed by our team from public information. Contact us with the facility name and proof that you operate it, and we will send you a claim link that transfers the listing to your account.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    items: [
      {
        question: 'Do I need an account?',
        answer:
          'No account is needed to search, compare listings, request quotes or contact us. An account lets you save warehouses to your favorites and list and manage your own facilities.',
      },
      {
        question: 'I did not receive my verification e-mail. What should I do?',
        answer:
          'Check your spam or promotions folder first. If it is not there, try to log in and choose Send Again to get a new link; verification links expire after 24 hours.',
      },
    ],
  },
];

export const FAQ_ITEMS: FaqItem[] = FAQ_GROUPS.flatMap((group) => group.items);

/** The home page accordion shows the first few (docs/decisions/interface-behaviour.md: 5 items). */
const HOME_FAQ_COUNT = 5;
export const HOME_FAQ_ITEMS = FAQ_ITEMS.slice(0, HOME_FAQ_COUNT);

/** The FAQ in the current language (docs/decisions/i18n.md): the French one is src/shared/faq-fr.ts. */
export function faqGroups(): FaqGroup[] {
  return getLocale() === 'fr' ? FAQ_GROUPS_FR : FAQ_GROUPS;
}

export const faqItems = () => faqGroups().flatMap((group) => group.items);
export const homeFaqItems = () => faqItems().slice(0, HOME_FAQ_COUNT);
