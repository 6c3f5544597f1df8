/**
 * What a reader sees for each stored value of the value lists (src/shared/catalog.ts), in the
 * current language (docs/decisions/i18n.md). The values themselves stay English everywhere they
 * are stored, sent or put in a URL; only these labels change.
 */
import { m } from './messages.ts';

type Label = () => string;

function labelOf(labels: Record<string, Label>, value: string): string {
  return labels[value]?.() ?? value;
}

const STORAGE_TYPE_LABELS: Record<string, Label> = {
  'Dry Storage': m.st_dry,
  'Climate Controlled': m.st_climate,
  'Cold Storage': m.st_cold,
  'Bulk Storage': m.st_bulk,
  'Hazmat Storage': m.st_hazmat,
  'E-commerce / Fulfillment Storage': m.st_ecommerce,
  'Bonded Storage': m.st_bonded,
  'Outdoor / Yard Storage': m.st_outdoor,
};

const SERVICE_LABELS: Record<string, Label> = {
  Storage: m.sv_storage,
  Fulfillment: m.sv_fulfillment,
  Distribution: m.sv_distribution,
  'Pick and Pack Services': m.sv_pick_pack,
  'Inventory Management': m.sv_inventory,
  'Labeling & Packaging': m.sv_labeling,
  'Palletizing / Depalletizing': m.sv_palletizing,
  'Returns Handling': m.sv_returns,
  'Cross-Docking / Transloading': m.sv_cross_docking,
  Kitting: m.sv_kitting,
  'Freight Coordination': m.sv_freight,
  'Customs Assistance / Bonded Handling': m.sv_customs,
  '24/7 Access': m.sv_access,
  'Loading Docks': m.sv_docks,
  'Office Space / Workstations Available': m.sv_office,
  'Forklift Assistance': m.sv_forklift,
  'Security Monitoring': m.sv_security,
  FBA: m.sv_fba,
  'E-Commerce Integration': m.sv_ecommerce,
};

const TERM_LABELS: Record<string, Label> = {
  all: m.term_all,
  'short-term': m.term_short,
  'long-term': m.term_long,
  both: m.term_both,
};

const STATUS_LABELS: Record<string, Label> = {
  pending: m.status_pending,
  active: m.status_active,
  paused: m.status_paused,
  declined: m.status_declined,
  deleted: m.status_deleted,
};

const PLAN_LABELS: Record<string, Label> = {
  trial: m.plan_trial,
  monthly: m.plan_monthly,
  early_partner: m.plan_early_partner,
};

const INQUIRY_TYPE_LABELS: Record<string, Label> = {
  general: m.inquiry_general,
  quote: m.inquiry_quote,
  warehouse_inquiry: m.inquiry_warehouse,
  partnership: m.inquiry_partnership,
  support: m.inquiry_support,
  suggestion: m.inquiry_suggestion,
};

const STORAGE_REQUIREMENT_LABELS: Record<string, Label> = {
  dry_storage: m.st_dry,
  climate_controlled: m.st_climate,
  cold_storage: m.st_cold,
  bulk_storage: m.st_bulk,
  ecommerce_fulfillment: m.req_ecommerce,
  bonded_storage: m.st_bonded,
  outdoor_yard: m.st_outdoor,
  hazmat: m.st_hazmat,
};

const COUNTRY_LABELS: Record<string, Label> = { Canada: m.country_canada, 'United States': m.country_us };

/** Regions whose French name differs from the English one, by code. */
const REGION_LABELS: Record<string, Label> = {
  BC: m.region_bc,
  NB: m.region_nb,
  NL: m.region_nl,
  NS: m.region_ns,
  NT: m.region_nt,
  PE: m.region_pe,
  QC: m.region_qc,
  'US-CA': m.region_ca,
  FL: m.region_fl,
  GA: m.region_ga,
  HI: m.region_hi,
  LA: m.region_la,
  NM: m.region_nm,
  NC: m.region_nc,
  ND: m.region_nd,
  PA: m.region_pa,
  SC: m.region_sc,
  SD: m.region_sd,
  VA: m.region_va,
  WV: m.region_wv,
  DC: m.region_dc,
};

const SPACE_UNIT_LABELS: Record<string, Label> = {
  square_feet: m.space_square_feet,
  pallet_positions: m.space_pallet_positions,
};

export const storageTypeLabel = (value: string) => labelOf(STORAGE_TYPE_LABELS, value);
export const serviceLabel = (value: string) => labelOf(SERVICE_LABELS, value);
export const termLabel = (value: string) => labelOf(TERM_LABELS, value);
export const statusLabel = (value: string) => labelOf(STATUS_LABELS, value);
export const subscriptionPlanLabel = (value: string) => labelOf(PLAN_LABELS, value);
export const inquiryTypeLabel = (value: string) => labelOf(INQUIRY_TYPE_LABELS, value);
export const storageRequirementLabel = (id: string) => labelOf(STORAGE_REQUIREMENT_LABELS, id);
export const countryLabel = (name: string) => labelOf(COUNTRY_LABELS, name);
export const spaceUnitLabel = (unit: string) => labelOf(SPACE_UNIT_LABELS, unit);

/** A province's or state's name; California's code is CA, as Canada's, so it is keyed by country. */
export function regionLabel(region: { code: string; name: string; country: string }): string {
  const key = region.country === 'US' && region.code === 'CA' ? 'US-CA' : region.code;
  return REGION_LABELS[key]?.() ?? region.name;
}
