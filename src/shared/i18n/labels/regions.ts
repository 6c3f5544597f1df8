import { m } from '#src/shared/i18n/messages.ts';
import type { Label } from './label-of.ts';

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

/** A province's or state's name; California's code is CA, as Canada's, so it is keyed by country. */
export function regionLabel(region: { code: string; name: string; country: string }): string {
  const key = region.country === 'US' && region.code === 'CA' ? 'US-CA' : region.code;
  return REGION_LABELS[key]?.() ?? region.name;
}
