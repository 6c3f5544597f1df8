import { m } from '#src/shared/i18n/messages.ts';
import { labelOf, type Label } from './label-of.ts';

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

export const storageRequirementLabel = (id: string) => labelOf(STORAGE_REQUIREMENT_LABELS, id);
