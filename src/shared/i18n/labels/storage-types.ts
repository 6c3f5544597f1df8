import { m } from '#src/shared/i18n/messages.ts';
import { labelOf, type Label } from './label-of.ts';

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

export const storageTypeLabel = (value: string) => labelOf(STORAGE_TYPE_LABELS, value);
