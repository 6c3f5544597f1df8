/** Facts about the site that pages, e-mails and structured data share. */
export const SITE_NAME = 'Warehouse Finder';
export const SITE_TAGLINE = 'Warehouse space, fulfillment centres and 3PL providers across Canada and the United States';
export const DEFAULT_OG_IMAGE = '/og-default.png';
export const SUPPORT_EMAIL = 'hello@warehousefinder.example';
export const LEGAL_LAST_UPDATED = 'September 21st, 2025';
export const GOVERNING_LAW = 'Ontario, Canada';
