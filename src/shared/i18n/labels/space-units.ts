import { m } from '#src/shared/i18n/messages.ts';
import { labelOf, type Label } from './label-of.ts';

const SPACE_UNIT_LABELS: Record<string, Label> = {
  square_feet: m.space_square_feet,
  pallet_positions: m.space_pallet_positions,
};

export const spaceUnitLabel = (unit: string) => labelOf(SPACE_UNIT_LABELS, unit);
