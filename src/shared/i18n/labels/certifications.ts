import { m } from '#src/shared/i18n/messages.ts';
import { labelOf, type Label } from './label-of.ts';

const CERTIFICATION_LABELS: Record<string, Label> = {
  'Food Grade / FDA-Registered': m.certification_food_grade,
  Organic: m.certification_organic,
  Hazmat: m.certification_hazmat,
  'Bonded / Customs': m.certification_bonded,
  'C-TPAT': m.certification_ctpat,
};

export const certificationLabel = (value: string) => labelOf(CERTIFICATION_LABELS, value);
