import { m } from '#src/shared/i18n/messages.ts';
import { labelOf, type Label } from './label-of.ts';

const INQUIRY_TYPE_LABELS: Record<string, Label> = {
  general: m.inquiry_general,
  quote: m.inquiry_quote,
  warehouse_inquiry: m.inquiry_warehouse,
  partnership: m.inquiry_partnership,
  support: m.inquiry_support,
  suggestion: m.inquiry_suggestion,
};

export const inquiryTypeLabel = (value: string) => labelOf(INQUIRY_TYPE_LABELS, value);
