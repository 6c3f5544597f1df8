import { m } from '#src/shared/i18n/messages.ts';
import { labelOf, type Label } from './label-of.ts';

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

export const serviceLabel = (value: string) => labelOf(SERVICE_LABELS, value);
