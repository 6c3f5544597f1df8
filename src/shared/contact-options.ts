/*
 * The contact form's lists, apart from the other value lists (catalog.ts): only the contact form,
 * its validation and the mail and inbox that show an inquiry use them, and a module goes into a
 * browser chunk whole (docs/performance.md).
 */

export const INQUIRY_TYPES = [
  { value: 'general', label: 'General Information' },
  { value: 'quote', label: 'Request Quote' },
  { value: 'warehouse_inquiry', label: 'Warehouse Specific Inquiry' },
  { value: 'partnership', label: 'Partnership Opportunity' },
  { value: 'support', label: 'Technical Support' },
  { value: 'suggestion', label: 'Suggestion' },
] as const;
export const INQUIRY_TYPE_VALUES = INQUIRY_TYPES.map((t) => t.value) as [
  (typeof INQUIRY_TYPES)[number]['value'],
  ...(typeof INQUIRY_TYPES)[number]['value'][],
];

export const CONTACT_STORAGE_REQUIREMENTS = [
  { id: 'dry_storage', label: 'Dry Storage' },
  { id: 'climate_controlled', label: 'Climate Controlled' },
  { id: 'cold_storage', label: 'Cold Storage' },
  { id: 'bulk_storage', label: 'Bulk Storage' },
  { id: 'ecommerce_fulfillment', label: 'E-commerce / Fulfillment' },
  { id: 'bonded_storage', label: 'Bonded Storage' },
  { id: 'outdoor_yard', label: 'Outdoor / Yard Storage' },
  { id: 'hazmat', label: 'Hazmat Storage' },
] as const;
export const CONTACT_STORAGE_REQUIREMENT_IDS = CONTACT_STORAGE_REQUIREMENTS.map((r) => r.id) as [
  (typeof CONTACT_STORAGE_REQUIREMENTS)[number]['id'],
  ...(typeof CONTACT_STORAGE_REQUIREMENTS)[number]['id'][],
];
